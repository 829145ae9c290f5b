import {
  type EInvoiceStatusName,
  type EwayStatusName,
  eInvoiceStatusOf,
  ewayBillNeeded,
  ewayStatusOf,
} from '@bahi/domain';
import type { Db } from '../core/db/database';
import type { EInvoiceDocumentType } from '../core/db/schema-e-documents';
import type { EDocumentRules } from './e-document-conditions';

// The e-way bill and e-invoice status of a page of invoices: three indexed lookups for the page's
// ids (the bills, the IRNs, the taxed lines' value), then the domain's rules row by row; the
// e-invoice status of a page of notes alike.

export type EDocumentStatuses = { eway_status: EwayStatusName; irn_status: EInvoiceStatusName };

type DocumentHead = { id: number; date: string; status: string; customer_gstin: string | null };
type InvoiceHead = DocumentHead & { supply_type: 'intra' | 'inter' };

function findBillsOf(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('eway_bills')
    .select(['document_id', 'ewb_number', 'cancelled_at', 'valid_until'])
    .where('document_type', '=', 'invoice')
    .where('document_id', 'in', ids)
    .execute();
}

function findIrnsOf(db: Db, type: EInvoiceDocumentType, ids: readonly number[]) {
  return db
    .selectFrom('e_invoices')
    .select(['document_id', 'status'])
    .where('document_type', '=', type)
    .where('document_id', 'in', ids)
    .execute();
}

/** Goes to the IRP: e-invoicing on from a date the document is not before, standing, B2B. */
function reportedOn(rules: EDocumentRules, head: Omit<DocumentHead, 'id'>): boolean {
  return Boolean(
    rules.einvoice_from &&
      head.date >= rules.einvoice_from &&
      head.status !== 'Cancelled' &&
      head.customer_gstin,
  );
}

/** The IRN status of a page of credit or debit notes: one indexed lookup for the page's ids. */
export async function findNoteIrnStatuses(
  db: Db,
  type: Exclude<EInvoiceDocumentType, 'invoice'>,
  notes: readonly DocumentHead[],
  rules: EDocumentRules,
): Promise<Map<number, EInvoiceStatusName>> {
  if (notes.length === 0) return new Map();
  const irns = await findIrnsOf(
    db,
    type,
    notes.map((note) => note.id),
  );
  const irnOf = new Map(irns.map((irn) => [irn.document_id, irn.status]));
  return new Map(
    notes.map((note) => [note.id, eInvoiceStatusOf(reportedOn(rules, note), irnOf.get(note.id))]),
  );
}

/** Paise: the taxable value and tax of each invoice's taxed lines (the e-way bill's consignment value). */
function findTaxedValuesOf(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('invoice_items')
    .select((eb) => ['invoice_id', eb.fn.sum<number>(eb('subtotal', '+', eb.ref('tax_amount'))).as('value')])
    .where('invoice_id', 'in', ids)
    .where('gst_rate_bp', '>', 0)
    .groupBy('invoice_id')
    .execute();
}

export async function findEDocumentStatuses(
  db: Db,
  invoices: readonly InvoiceHead[],
  rules: EDocumentRules,
  now: string,
): Promise<Map<number, EDocumentStatuses>> {
  const ids = invoices.map((invoice) => invoice.id);
  if (ids.length === 0) return new Map();
  const [bills, irns, values] = await Promise.all([
    findBillsOf(db, ids),
    findIrnsOf(db, 'invoice', ids),
    findTaxedValuesOf(db, ids),
  ]);
  const billOf = new Map(bills.map((bill) => [bill.document_id, bill]));
  const irnOf = new Map(irns.map((irn) => [irn.document_id, irn.status]));
  const taxedValueOf = new Map(values.map((row) => [row.invoice_id, Number(row.value)]));
  const thresholds = { interState: rules.eway_threshold, intraState: rules.eway_intra_threshold };
  return new Map(
    invoices.map((invoice) => {
      const cancelled = invoice.status === 'Cancelled';
      const needed = ewayBillNeeded(taxedValueOf.get(invoice.id) ?? 0, invoice.supply_type, thresholds);
      return [
        invoice.id,
        {
          eway_status: ewayStatusOf({ needed, cancelled, bill: billOf.get(invoice.id), now }),
          irn_status: eInvoiceStatusOf(reportedOn(rules, invoice), irnOf.get(invoice.id)),
        },
      ];
    }),
  );
}
