/**
 * An invoice's or a purchase's id, number, date and party under one set of names, for the queries
 * that take both as bills (settling them, exporting them): each table names them its own way.
 */
export const BILL_IDENTITY = {
  invoices: ['id', 'invoice_number as number', 'date', 'customer_id as party_id'],
  purchases: ['id', 'purchase_number as number', 'purchase_date as date', 'supplier_id as party_id'],
} as const;

/**
 * The stored money heads of a GST document, named through its table so that a query joining
 * another document (a note and its invoice) reads the right one: taxable value, the three taxes
 * and the grand total. Figures are read as stored, never recomputed.
 */
export function documentMoneyHeads<T extends string>(table: T) {
  return [
    `${table}.total_amount`,
    `${table}.cgst_amount`,
    `${table}.sgst_amount`,
    `${table}.igst_amount`,
    `${table}.grand_total`,
  ] as const;
}

/** A row of the heads documentMoneyHeads selects. */
export type DocumentMoneyHeadsRow = {
  total_amount: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
  grand_total: number;
};
