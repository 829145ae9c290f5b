import type { Db } from '../core/db/database';
import type { TallyRange } from './tally-documents-repository';

// Receipts, payments and expenses of a period for the Tally export; removed vouchers are not exported.

export type TallyVoucherRow = {
  id: number;
  kind: 'receipt' | 'payment';
  voucher_number: string;
  date: string;
  customer_id: number | null;
  supplier_id: number | null;
  amount: number;
  mode: string;
  reference: string | null;
};

export function findTallyMoneyVouchers(db: Db, range: TallyRange): Promise<TallyVoucherRow[]> {
  return db
    .selectFrom('vouchers')
    .select([
      'id',
      'kind',
      'voucher_number',
      'date',
      'customer_id',
      'supplier_id',
      'amount',
      'mode',
      'reference',
    ])
    .where((eb) => eb.between('date', range.from, range.to))
    .where('removed_at', 'is', null)
    .orderBy('date')
    .orderBy('id')
    .execute();
}

export type TallyAllocationRow = { voucher_id: number; bill: string | null; amount: number };

/** What each of the period's vouchers applied, with the number of the invoice or purchase settled. */
export function findTallyAllocations(db: Db, range: TallyRange): Promise<TallyAllocationRow[]> {
  return db
    .selectFrom('voucher_allocations')
    .innerJoin('vouchers', 'vouchers.id', 'voucher_allocations.voucher_id')
    .leftJoin('invoices', 'invoices.id', 'voucher_allocations.invoice_id')
    .leftJoin('purchases', 'purchases.id', 'voucher_allocations.purchase_id')
    .select((eb) => [
      'voucher_allocations.voucher_id',
      'voucher_allocations.amount',
      eb.fn
        .coalesce('invoices.invoice_number', 'purchases.supplier_invoice_number', 'purchases.purchase_number')
        .as('bill'),
    ])
    .where((eb) => eb.between('vouchers.date', range.from, range.to))
    .where('vouchers.removed_at', 'is', null)
    .orderBy('voucher_allocations.voucher_id')
    .orderBy('voucher_allocations.line_no')
    .execute();
}

export type TallyExpenseRow = {
  id: number;
  date: string;
  category: string;
  payee: string;
  amount: number;
  gst_amount: number;
  mode: string;
  reference: string | null;
  reverse_charge: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
};

export function findTallyExpenses(db: Db, range: TallyRange): Promise<TallyExpenseRow[]> {
  return db
    .selectFrom('expenses')
    .select([
      'id',
      'date',
      'category',
      'payee',
      'amount',
      'gst_amount',
      'mode',
      'reference',
      'reverse_charge',
      'cgst_amount',
      'sgst_amount',
      'igst_amount',
    ])
    .where((eb) => eb.between('date', range.from, range.to))
    .orderBy('date')
    .orderBy('id')
    .execute();
}
