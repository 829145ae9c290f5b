import type { Selectable } from 'kysely';
import type { Db } from '../core/db/database';
import { lockedForUpdate } from '../core/db/row-locks';
import type { LineBatchColumns } from '../core/db/schema-columns';
import type {
  InvoiceItemTable,
  InvoiceTable,
  PurchaseItemTable,
  PurchaseTable,
} from '../core/db/schema-documents';

// Invoices and purchases read and locked by id with their lines: by their own features, and by the
// documents made against them (credit and debit notes, purchase returns, refunds), which features
// may not import from each other.

export type InvoiceRow = Selectable<InvoiceTable>;
export type InvoiceItemRow = Selectable<InvoiceItemTable> & LineBatchColumns;

export function findInvoiceById(db: Db, id: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Like findInvoiceById, holding the row until the transaction ends, so receipts wait (row-locks.ts). */
export function lockInvoiceById(db: Db, id: number): Promise<InvoiceRow | undefined> {
  return lockedForUpdate(db, db.selectFrom('invoices').selectAll().where('id', '=', id)).executeTakeFirst();
}

export function findInvoiceItems(db: Db, invoiceId: number): Promise<InvoiceItemRow[]> {
  return db
    .selectFrom('invoice_items')
    .leftJoin('product_batches', 'product_batches.id', 'invoice_items.batch_id')
    .selectAll('invoice_items')
    .select(['product_batches.batch_number', 'product_batches.expiry_date as batch_expiry_date'])
    .where('invoice_items.invoice_id', '=', invoiceId)
    .orderBy('invoice_items.line_no')
    .execute();
}

export type PurchaseRow = Selectable<PurchaseTable>;
export type PurchaseItemRow = Selectable<PurchaseItemTable> & LineBatchColumns;

export function findPurchaseById(db: Db, id: number): Promise<PurchaseRow | undefined> {
  return db.selectFrom('purchases').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The purchase, locked until the transaction ends (see row-locks.ts): edits and cancels go one at a time. */
export function lockPurchaseById(db: Db, id: number): Promise<PurchaseRow | undefined> {
  return lockedForUpdate(db, db.selectFrom('purchases').selectAll().where('id', '=', id)).executeTakeFirst();
}

export function findPurchaseItems(db: Db, purchaseId: number): Promise<PurchaseItemRow[]> {
  return db
    .selectFrom('purchase_items')
    .leftJoin('product_batches', 'product_batches.id', 'purchase_items.batch_id')
    .selectAll('purchase_items')
    .select(['product_batches.batch_number', 'product_batches.expiry_date as batch_expiry_date'])
    .where('purchase_items.purchase_id', '=', purchaseId)
    .orderBy('purchase_items.line_no')
    .execute();
}
