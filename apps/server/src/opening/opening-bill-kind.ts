import type { Database } from '../core/db/schema';

// The opening bill as a kind of record of its own, declared once: what the full export writes,
// what the sample shop wipes, how the edit log names it and how a party's delete refusal counts
// it. Opening bills (and advances) are the balances a shop brings from its old books; they are not
// GST documents, so no GST return or sales, HSN, product or stock report reads them.

export const OPENING_BILL_KIND = {
  recordType: 'opening_bill',
  label: 'Opening balance',
  /** Children before parents, as a wipe deletes them. */
  tables: ['opening_bill_allocations', 'opening_bills'],
  exports: [
    { table: 'opening_bills', file: 'opening_balances.csv' },
    { table: 'opening_bill_allocations', file: 'opening_balance_allocations.csv' },
  ],
  reference: { singular: 'opening balance', plural: 'opening balances' },
} as const satisfies {
  recordType: string;
  label: string;
  tables: readonly (keyof Database)[];
  exports: readonly { table: keyof Database; file: string }[];
  reference: { singular: string; plural: string };
};
