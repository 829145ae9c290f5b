import type { Selectable } from 'kysely';
import type { Db } from '../core/db/database';
import { firstRow, preparedQuery } from '../core/db/prepared-query';
import { lockedForUpdate } from '../core/db/row-locks';
import type { InvoiceTable, PurchaseTable } from '../core/db/schema-documents';
import { findLinesWithBatch, type LineWithBatch } from './lines-with-batch';

// Invoices and purchases read and locked by id with their lines: by their own features, and by the
// documents made against them (credit and debit notes, purchase returns, refunds), which features
// may not import from each other.

export type InvoiceRow = Selectable<InvoiceTable>;
export type InvoiceItemRow = LineWithBatch<'invoice_items'>;

/** Compiled once (db/prepared-query.ts): the detail, the PDF and every change read it. */
export function findInvoiceById(db: Db, id: number): Promise<InvoiceRow | undefined> {
  return firstRow(invoiceById(db, id));
}

const invoiceById = preparedQuery((db: Db, id: number) =>
  db.selectFrom('invoices').selectAll().where('id', '=', id),
);

/** Like findInvoiceById, holding the row until the transaction ends, so receipts wait (row-locks.ts). */
export function lockInvoiceById(db: Db, id: number): Promise<InvoiceRow | undefined> {
  return lockedForUpdate(db, db.selectFrom('invoices').selectAll().where('id', '=', id)).executeTakeFirst();
}

export function findInvoiceItems(db: Db, invoiceId: number): Promise<InvoiceItemRow[]> {
  return findLinesWithBatch(db, 'invoice_items', invoiceId);
}

export type PurchaseRow = Selectable<PurchaseTable>;
export type PurchaseItemRow = LineWithBatch<'purchase_items'>;

export function findPurchaseById(db: Db, id: number): Promise<PurchaseRow | undefined> {
  return db.selectFrom('purchases').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The purchase, locked until the transaction ends (see row-locks.ts): edits and cancels go one at a time. */
export function lockPurchaseById(db: Db, id: number): Promise<PurchaseRow | undefined> {
  return lockedForUpdate(db, db.selectFrom('purchases').selectAll().where('id', '=', id)).executeTakeFirst();
}

export function findPurchaseItems(db: Db, purchaseId: number): Promise<PurchaseItemRow[]> {
  return findLinesWithBatch(db, 'purchase_items', purchaseId);
}
