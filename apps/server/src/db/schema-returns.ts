import type { Generated } from 'kysely';

/** How the shop files its GST returns: one row, id 1 (migration 2026-11-25T1100). */
export type ReturnSettingsTable = {
  id: number;
  frequency: 'monthly' | 'quarterly';
  /** First period MMYYYY whose HSN summary is split into B2B and B2C. */
  hsn_split_from: string;
  /** 4 or 6. */
  hsn_digits: number;
  version: Generated<number>;
  updated_at: string;
};
