import type { Generated } from 'kysely';

// Expenses: money paid out that is not stock, with the GST on it. Money is paise.

/** Money paid out that is not stock (migration 2026-11-22T0910); gst_amount is part of amount. */
export type ExpenseTable = {
  /** One more with every change (migration 2026-11-25T0500): a stale edit is refused. */
  version: Generated<number>;
  id: Generated<number>;
  date: string;
  category: string;
  payee: string;
  amount: number;
  gst_amount: Generated<number>;
  mode: 'Cash' | 'UPI' | 'Bank Transfer' | 'Cheque' | 'Card';
  reference: string | null;
  note: string | null;
  /** GST on the expense (migration 2026-11-26T0710): the supplier, the bill, the rate and the credit by head. */
  supplier_gstin: string | null;
  supplier_state_code: string | null;
  bill_number: string | null;
  bill_date: string | null;
  gst_rate_bp: Generated<number>;
  /** 1: the shop pays the tax (3.1(d)) and claims it back (4(A)(3)). */
  reverse_charge: Generated<number>;
  taxable: Generated<number>;
  cgst_amount: Generated<number>;
  sgst_amount: Generated<number>;
  igst_amount: Generated<number>;
  self_invoice_number: string | null;
  created_at: Generated<string>;
};
