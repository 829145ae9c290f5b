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

// The e-way bill and e-invoice status of a page of invoices: an indexed lookup of the page's bills
// and IRNs (and of its taxed lines' value, unless the caller has it), then the domain's rules row by
// row; the e-invoice status of a page of notes alike.

export type EDocumentStatuses = { eway_status: EwayStatusName; irn_status: EInvoiceStatusName };

type DocumentHead = { id: number; date: string; status: string; customer_gstin: string | null };
type InvoiceHead = DocumentHead & { supply_type: 'intra' | 'inter' };

/**
 * Invoices joined to their e-way bill and their IRN (each unique per invoice, so still one row per
 * invoice): a reader that selects eDocumentColumns from it has a row's e-documents with the row,
 * with no statement of their own (on PostgreSQL every statement is a round trip and its own parse).
 */
export function invoicesWithEDocuments(db: Db) {
  return db
    .selectFrom('invoices')
    .leftJoin('eway_bills', (join) =>
      join.onRef('eway_bills.document_id', '=', 'invoices.id').on('eway_bills.document_type', '=', 'invoice'),
    )
    .leftJoin('e_invoices', (join) =>
      join.onRef('e_invoices.document_id', '=', 'invoices.id').on('e_invoices.document_type', '=', 'invoice'),
    );
}

/** What invoicesWithEDocuments gives a row of its e-way bill and IRN (null without). */
export const eDocumentColumns = [
  'eway_bills.ewb_number',
  'eway_bills.cancelled_at as ewb_cancelled_at',
  'eway_bills.valid_until as ewb_valid_until',
  'e_invoices.status as irn_status',
] as const;

export type InvoiceEDocuments = {
  ewb_number: string | null;
  ewb_cancelled_at: string | null;
  ewb_valid_until: string | null;
  irn_status: 'ACT' | 'CNL' | null;
};

/** The e-way bill and the IRN of each of a page of invoices that has either, in one statement. */
function findEDocumentsOf(db: Db, ids: readonly number[]) {
  return invoicesWithEDocuments(db)
    .select(['invoices.id', ...eDocumentColumns])
    .where('invoices.id', 'in', ids)
    .where((eb) => eb.or([eb('eway_bills.id', 'is not', null), eb('e_invoices.id', 'is not', null)]))
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

/** A page's lines summed per invoice and GST rate, as the invoice list reads them anyway. */
export type RateTotalOfInvoice = { invoice_id: number; gst_rate_bp: number; subtotal: number; tax: number };

/** Paise per invoice: the taxed value of its lines (rate above 0), from its per-rate totals. */
export function taxedValuesOfRateTotals(totals: readonly RateTotalOfInvoice[]): Map<number, number> {
  const values = new Map<number, number>();
  for (const total of totals) {
    if (Number(total.gst_rate_bp) <= 0) continue;
    const value = Number(total.subtotal) + Number(total.tax);
    values.set(total.invoice_id, (values.get(total.invoice_id) ?? 0) + value);
  }
  return values;
}

/**
 * The statuses of a page of invoices. A caller that summed the page's lines per rate already
 * hands in `taxedValues` (taxedValuesOfRateTotals), and the lines are not read a second time.
 */
export async function findEDocumentStatuses(
  db: Db,
  invoices: readonly InvoiceHead[],
  rules: EDocumentRules,
  now: string,
  taxedValues?: ReadonlyMap<number, number> | Promise<ReadonlyMap<number, number>>,
): Promise<Map<number, EDocumentStatuses>> {
  const ids = invoices.map((invoice) => invoice.id);
  if (ids.length === 0) return new Map();
  const [found, taxedValueOf] = await Promise.all([
    findEDocumentsOf(db, ids),
    taxedValues ?? findTaxedValueMap(db, ids),
  ]);
  const foundOf = new Map(found.map((row) => [row.id, row]));
  const none: InvoiceEDocuments = {
    ewb_number: null,
    ewb_cancelled_at: null,
    ewb_valid_until: null,
    irn_status: null,
  };
  const withEDocuments = invoices.map((invoice) => ({ ...invoice, ...(foundOf.get(invoice.id) ?? none) }));
  return eDocumentStatusesOf(withEDocuments, rules, now, taxedValueOf);
}

async function findTaxedValueMap(db: Db, ids: readonly number[]): Promise<ReadonlyMap<number, number>> {
  const values = await findTaxedValuesOf(db, ids);
  return new Map(values.map((row) => [row.invoice_id, Number(row.value)]));
}

/**
 * The statuses of invoices read with their e-documents (eDocumentColumns), given the taxed value
 * of each one's lines (the e-way bill's consignment value, taxedValuesOfRateTotals).
 */
export function eDocumentStatusesOf(
  invoices: readonly (InvoiceHead & InvoiceEDocuments)[],
  rules: EDocumentRules,
  now: string,
  taxedValueOf: ReadonlyMap<number, number>,
): Map<number, EDocumentStatuses> {
  const thresholds = { interState: rules.eway_threshold, intraState: rules.eway_intra_threshold };
  return new Map(
    invoices.map((invoice) => {
      const cancelled = invoice.status === 'Cancelled';
      const needed = ewayBillNeeded(taxedValueOf.get(invoice.id) ?? 0, invoice.supply_type, thresholds);
      // A bill not yet given its number counts as none, as ewayStatusOf reads it.
      const bill =
        invoice.ewb_number === null
          ? undefined
          : {
              ewb_number: invoice.ewb_number,
              cancelled_at: invoice.ewb_cancelled_at,
              valid_until: invoice.ewb_valid_until,
            };
      return [
        invoice.id,
        {
          eway_status: ewayStatusOf({ needed, cancelled, bill, now }),
          irn_status: eInvoiceStatusOf(reportedOn(rules, invoice), invoice.irn_status ?? undefined),
        },
      ];
    }),
  );
}
