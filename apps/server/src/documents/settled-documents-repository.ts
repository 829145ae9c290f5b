import type { Db } from '../core/db/database';
import { lockedForUpdate } from '../core/db/row-locks';
import { BILL_IDENTITY } from './document-heads';
import { findOutstandingDocuments } from './outstanding-repository';

// The invoices and purchases vouchers settle: each with its party, total and (for invoices) status,
// and what settles it: live (not removed) vouchers' amounts and opening advances applied to it.

export type SettledDocumentRow = {
  id: number;
  number: string;
  date: string;
  party_id: number;
  grand_total: number;
  /** Invoices: Unpaid, Paid or Cancelled. Purchases: Recorded or Cancelled. */
  status: 'Unpaid' | 'Paid' | 'Recorded' | 'Cancelled' | null;
};

/**
 * These invoices, locked until the transaction ends, in id order (see row-locks.ts); grand_total
 * is what each asks after its live credit and debit notes and refunds.
 */
export async function lockInvoicesForSettlement(
  db: Db,
  ids: readonly number[],
): Promise<SettledDocumentRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .selectFrom('invoices')
    .select([...BILL_IDENTITY.invoices, 'grand_total', 'noted', 'refunded', 'status'])
    .where('id', 'in', ids)
    .orderBy('id');
  const rows = await lockedForUpdate(db, query).execute();
  return rows.map(({ noted, refunded, ...row }) => ({
    ...row,
    grand_total: Number(row.grand_total) - Number(noted) + Number(refunded),
  }));
}

/**
 * These purchases, locked until the transaction ends, in id order (see row-locks.ts); grand_total
 * is what each is owed after its live purchase returns and refunds.
 */
export async function lockPurchasesForSettlement(
  db: Db,
  ids: readonly number[],
): Promise<SettledDocumentRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .selectFrom('purchases')
    .select([...BILL_IDENTITY.purchases, 'grand_total', 'returned', 'refunded', 'status'])
    .where('id', 'in', ids)
    .orderBy('id');
  const rows = await lockedForUpdate(db, query).execute();
  return rows.map(({ returned, refunded, ...row }) => ({
    ...row,
    grand_total: Number(row.grand_total) - Number(returned) + Number(refunded),
  }));
}

export type SettledSumRow = { document_id: number; settled: number };

/**
 * Per invoice: what settles it, as kept on the invoice (db/derived/settled-amounts.ts): live
 * receipts' allocations and opening advances applied to it. Invoices with nothing are left out.
 */
export function sumSettledOfInvoices(db: Db, ids: readonly number[]): Promise<SettledSumRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('invoices')
    .select(['id as document_id', 'settled'])
    .where('id', 'in', ids)
    .where('settled', '<>', 0)
    .execute();
}

/** Per purchase: what settles it (live payments and opening advances), as kept on the purchase. */
export function sumSettledOfPurchases(db: Db, ids: readonly number[]): Promise<SettledSumRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('purchases')
    .select(['id as document_id', 'settled'])
    .where('id', 'in', ids)
    .where('settled', '<>', 0)
    .execute();
}

/** Numbers of the live receipts applied to an invoice, oldest first. */
export async function findReceiptNumbersOfInvoice(db: Db, invoiceId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('voucher_allocations as a')
    .innerJoin('vouchers as v', 'v.id', 'a.voucher_id')
    .select('v.voucher_number')
    .where('a.invoice_id', '=', invoiceId)
    .where('v.removed_at', 'is', null)
    .orderBy('v.seq')
    .execute();
  return rows.map((row) => row.voucher_number);
}

export type OpenDocumentRow = {
  id: number;
  number: string;
  date: string;
  grand_total: number;
  settled: number;
};

/** A customer's invoices that are not cancelled and not fully settled, oldest first. */
export async function findOpenInvoicesOfCustomer(db: Db, customerId: number): Promise<OpenDocumentRow[]> {
  const rows = await findOutstandingDocuments(db, 'invoices', { partyIds: [customerId] });
  return rows.filter((row) => row.outstanding > 0);
}

/** A supplier's purchases not fully settled, oldest first. */
export async function findOpenPurchasesOfSupplier(db: Db, supplierId: number): Promise<OpenDocumentRow[]> {
  const rows = await findOutstandingDocuments(db, 'purchases', { partyIds: [supplierId] });
  return rows.filter((row) => row.outstanding > 0);
}

/** Whether an opening advance is applied to this invoice (purchase): it names what settles it. */
export async function hasOpeningAdvanceApplied(
  db: Db,
  column: 'invoice_id' | 'purchase_id',
  documentId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('opening_advance_applications')
    .select('id')
    .where(column, '=', documentId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
