import type { Db } from '../core/db/database';
import type { DateRange } from '../core/db/date-range';
import { BILL_IDENTITY, type DocumentMoneyHeadsRow, documentMoneyHeads } from '../documents/document-heads';
import { noteLinesInPeriod } from '../documents/note-lines-in-period';

// The GST documents of a period that stand (cancelled ones are not exported), with their lines,
// for the Tally export. One query each; every figure is the stored one.

export type TallyRange = DateRange;

export type TallyDocumentRow = DocumentMoneyHeadsRow & {
  id: number;
  number: string;
  date: string;
  party_id: number;
  /** The bill the document is kept against (itself, or the invoice or purchase it corrects). */
  bill: string | null;
  /** The supplier's own bill number, on purchases. */
  reference: string | null;
};

export type TallyLineRow = {
  document_id: number;
  product_id: number;
  unit: string;
  quantity_milli: number;
  rate: number;
  subtotal: number;
};

export function findTallyInvoices(db: Db, range: TallyRange): Promise<TallyDocumentRow[]> {
  return db
    .selectFrom('invoices')
    .select([...BILL_IDENTITY.invoices, ...documentMoneyHeads('invoices')])
    .select((eb) => [eb.ref('invoice_number').as('bill'), eb.val<string | null>(null).as('reference')])
    .where((eb) => eb.between('date', range.from, range.to))
    .where('status', '<>', 'Cancelled')
    .orderBy('date')
    .orderBy('id')
    .execute();
}

export function findTallyInvoiceLines(db: Db, range: TallyRange): Promise<TallyLineRow[]> {
  return db
    .selectFrom('invoice_items')
    .select(['invoice_id as document_id', 'product_id', 'unit', 'quantity_milli', 'rate', 'subtotal'])
    .where((eb) => eb.between('invoice_date', range.from, range.to))
    .where('counts', '=', 1)
    .orderBy('invoice_id')
    .orderBy('line_no')
    .execute();
}

export function findTallyNotes(
  db: Db,
  range: TallyRange,
  noteType: 'credit' | 'debit',
): Promise<TallyDocumentRow[]> {
  return db
    .selectFrom('sales_notes')
    .innerJoin('invoices', 'invoices.id', 'sales_notes.invoice_id')
    .select([
      'sales_notes.id',
      'sales_notes.note_number as number',
      'sales_notes.date',
      'sales_notes.customer_id as party_id',
      'invoices.invoice_number as bill',
      ...documentMoneyHeads('sales_notes'),
    ])
    .select((eb) => eb.val<string | null>(null).as('reference'))
    .where((eb) => eb.between('sales_notes.date', range.from, range.to))
    .where('sales_notes.note_type', '=', noteType)
    .where('sales_notes.status', '<>', 'Cancelled')
    .orderBy('sales_notes.date')
    .orderBy('sales_notes.id')
    .execute();
}

export function findTallyNoteLines(db: Db, range: TallyRange): Promise<TallyLineRow[]> {
  return noteLinesInPeriod(db, range)
    .innerJoin('invoice_items', 'invoice_items.id', 'sales_note_items.invoice_item_id')
    .select([
      'sales_note_items.note_id as document_id',
      'sales_note_items.product_id',
      'sales_note_items.unit',
      'sales_note_items.quantity_milli',
      'invoice_items.rate',
      'sales_note_items.subtotal',
    ])
    .where('sales_notes.status', '<>', 'Cancelled')
    .orderBy('sales_note_items.note_id')
    .orderBy('sales_note_items.line_no')
    .execute();
}

export function findTallyPurchases(db: Db, range: TallyRange): Promise<TallyDocumentRow[]> {
  return db
    .selectFrom('purchases')
    .select([
      ...BILL_IDENTITY.purchases,
      'supplier_invoice_number as reference',
      ...documentMoneyHeads('purchases'),
    ])
    .select((eb) => eb.fn.coalesce('supplier_invoice_number', 'purchase_number').as('bill'))
    .where((eb) => eb.between('purchase_date', range.from, range.to))
    .where('status', '<>', 'Cancelled')
    .orderBy('purchase_date')
    .orderBy('id')
    .execute();
}

export function findTallyPurchaseLines(db: Db, range: TallyRange): Promise<TallyLineRow[]> {
  return db
    .selectFrom('purchase_items')
    .innerJoin('purchases', 'purchases.id', 'purchase_items.purchase_id')
    .select([
      'purchase_items.purchase_id as document_id',
      'purchase_items.product_id',
      'purchase_items.unit',
      'purchase_items.quantity_milli',
      'purchase_items.rate',
      'purchase_items.subtotal',
    ])
    .where((eb) => eb.between('purchases.purchase_date', range.from, range.to))
    .where('purchases.status', '<>', 'Cancelled')
    .orderBy('purchase_items.purchase_id')
    .orderBy('purchase_items.line_no')
    .execute();
}

export function findTallyPurchaseReturns(db: Db, range: TallyRange): Promise<TallyDocumentRow[]> {
  return db
    .selectFrom('purchase_returns')
    .innerJoin('purchases', 'purchases.id', 'purchase_returns.purchase_id')
    .select([
      'purchase_returns.id',
      'purchase_returns.return_number as number',
      'purchase_returns.date',
      'purchase_returns.supplier_id as party_id',
      ...documentMoneyHeads('purchase_returns'),
    ])
    .select((eb) => [
      eb.fn.coalesce('purchases.supplier_invoice_number', 'purchases.purchase_number').as('bill'),
      eb.val<string | null>(null).as('reference'),
    ])
    .where((eb) => eb.between('purchase_returns.date', range.from, range.to))
    .where('purchase_returns.status', '<>', 'Cancelled')
    .orderBy('purchase_returns.date')
    .orderBy('purchase_returns.id')
    .execute();
}

export function findTallyPurchaseReturnLines(db: Db, range: TallyRange): Promise<TallyLineRow[]> {
  return db
    .selectFrom('purchase_return_items')
    .innerJoin('purchase_returns', 'purchase_returns.id', 'purchase_return_items.return_id')
    .innerJoin('purchase_items', 'purchase_items.id', 'purchase_return_items.purchase_item_id')
    .select([
      'purchase_return_items.return_id as document_id',
      'purchase_return_items.product_id',
      'purchase_return_items.unit',
      'purchase_return_items.quantity_milli',
      'purchase_items.rate',
      'purchase_return_items.subtotal',
    ])
    .where((eb) => eb.between('purchase_returns.date', range.from, range.to))
    .where('purchase_returns.status', '<>', 'Cancelled')
    .orderBy('purchase_return_items.return_id')
    .orderBy('purchase_return_items.line_no')
    .execute();
}
