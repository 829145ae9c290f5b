import type { Generated } from 'kysely';

// Refunds (migration 2026-11-25T1210): money paid back to a customer against an invoice its credit
// notes left overpaid, or received back from a supplier against a purchase its returns left
// overpaid. Money is paise.

export type RefundDirection = 'paid' | 'received';

export type RefundSeriesTable = {
  direction: RefundDirection;
  financial_year: string;
  last_seq: number;
};

export type RefundTable = {
  id: Generated<number>;
  direction: RefundDirection;
  financial_year: string;
  seq: number;
  refund_number: string;
  date: string;
  invoice_id: number | null;
  purchase_id: number | null;
  party_name: string;
  amount: number;
  mode: 'cash' | 'upi' | 'bank_transfer' | 'cheque';
  cheque_number: string | null;
  reference: string | null;
  created_at: string;
  removed_at: string | null;
};
