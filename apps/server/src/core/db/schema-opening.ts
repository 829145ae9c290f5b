import type { Generated } from 'kysely';

// Table types of opening balances (migration 2026-11-26T0400). Money is integer paise.

export type OpeningBillKind = 'bill' | 'advance';

/**
 * What a party owed (kind 'bill': a bill of the old books, still due) or had paid ahead (kind
 * 'advance': money on account) on the day the books in Bahi start. Exactly one of customer_id and
 * supplier_id is set.
 */
export type OpeningBillTable = {
  id: Generated<number>;
  customer_id: number | null;
  supplier_id: number | null;
  kind: OpeningBillKind;
  /** The old books' bill number; null on an advance. */
  number: string | null;
  date: string;
  due_date: string | null;
  /** Bill: what is still due. Advance: what the party paid ahead. */
  amount: number;
  created_at: string;
};

/** The part of a receipt (or payment) applied to an opening bill of its party. */
export type OpeningBillAllocationTable = {
  id: Generated<number>;
  voucher_id: number;
  line_no: number;
  opening_bill_id: number;
  amount: number;
};

/**
 * The part of an opening advance (money on account from before the books start) applied to one of
 * its party's invoices (customer) or purchases (supplier); exactly one of the two is set
 * (migration 2026-11-28T0600).
 */
export type OpeningAdvanceApplicationTable = {
  id: Generated<number>;
  opening_bill_id: number;
  invoice_id: number | null;
  purchase_id: number | null;
  amount: number;
  created_at: string;
};
