import type { Generated } from 'kysely';

/** The Tally export's company and ledger names: one row, id 1 (migration 2026-11-26T0700). */
export type TallySettingsTable = {
  id: number;
  company: Generated<string>;
  /** JSON: ledger role (sales, output_cgst …) → the ledger name in Tally; missing roles take the default. */
  ledgers: Generated<string>;
  /** JSON: expense category → ledger name; a missing category posts to a ledger of its own name. */
  expense_ledgers: Generated<string>;
  version: Generated<number>;
  updated_at: string;
};
