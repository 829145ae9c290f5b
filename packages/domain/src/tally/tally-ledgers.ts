// The ledgers a Tally export posts to. The accountant's Tally company already has its own names
// for them ("Sales @18%", "CGST Output" …), so each is a setting mapped once; these are the
// defaults, which match a fresh Tally company's common names.

export const TALLY_LEDGER_ROLES = [
  'sales',
  'purchase',
  'output_cgst',
  'output_sgst',
  'output_igst',
  'input_cgst',
  'input_sgst',
  'input_igst',
  'cash',
  'bank',
  'round_off',
] as const;
export type TallyLedgerRole = (typeof TALLY_LEDGER_ROLES)[number];
export type TallyLedgerNames = Record<TallyLedgerRole, string>;

export const DEFAULT_TALLY_LEDGERS: TallyLedgerNames = {
  sales: 'Sales',
  purchase: 'Purchase',
  output_cgst: 'Output CGST',
  output_sgst: 'Output SGST',
  output_igst: 'Output IGST',
  input_cgst: 'Input CGST',
  input_sgst: 'Input SGST',
  input_igst: 'Input IGST',
  cash: 'Cash',
  bank: 'Bank',
  round_off: 'Round Off',
};

/** The Tally group each mapped ledger is created under when the masters are imported. */
export const TALLY_LEDGER_GROUPS: TallyLedgerNames = {
  sales: 'Sales Accounts',
  purchase: 'Purchase Accounts',
  output_cgst: 'Duties & Taxes',
  output_sgst: 'Duties & Taxes',
  output_igst: 'Duties & Taxes',
  input_cgst: 'Duties & Taxes',
  input_sgst: 'Duties & Taxes',
  input_igst: 'Duties & Taxes',
  cash: 'Cash-in-Hand',
  bank: 'Bank Accounts',
  round_off: 'Indirect Expenses',
};

/** What the export posts to: the mapped ledgers, and one ledger per expense category. */
export type TallyMapping = {
  company: string;
  ledgers: TallyLedgerNames;
  /** Expense category → ledger; a category not listed posts to a ledger of its own name. */
  expenseLedgers: Record<string, string>;
};

export function expenseLedgerOf(mapping: TallyMapping, category: string): string {
  return mapping.expenseLedgers[category]?.trim() || category;
}
