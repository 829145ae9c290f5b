import {
  type CheckedInvoice,
  chargesGst,
  interStateBuyerOf,
  NO_GST_RETURNS_MESSAGE,
  type OutwardLine,
  outwardLinesOf,
  type ReturnInvoice,
  type ReturnNote,
  type ReturnPeriod,
  registrationInPeriod,
  returnPeriodOf,
  type SupplyCategory,
  todayIso,
} from '@bahi/domain';
import type { Db } from '../core/db/database';
import { ConflictError, fieldError } from '../core/http/errors';
import { gstRegistrationHistory } from '../core/shop/gst-registrations';
import { findSettings } from '../core/shop/settings-repository';
import { findPeriodOutwardTotals } from './outward-totals-repository';
import { findPeriodNoteRates, findPeriodNotes } from './return-notes-repository';
import { findReturnSettings } from './return-settings-repository';
import {
  findPeriodInvoiceRates,
  findPeriodInvoices,
  type RateSumsRow,
  type ReturnInvoiceRow,
} from './returns-repository';

// What GSTR-1 and GSTR-3B read from the books for one return period: the period itself, the
// registered seller, and the period's invoices and notes with their lines per GST rate. The domain
// package sorts them into the returns' tables; these only read and hand over.

export async function periodOf(db: Db, period: string): Promise<ReturnPeriod> {
  const settings = await findReturnSettings(db);
  const range = returnPeriodOf(period, settings.frequency);
  if (!range) throw fieldError('period', 'Period must be MMYYYY, e.g. 102025 for October 2025');
  // A return covers days that have happened: a period that has not begun has nothing to report.
  if (range.from > todayIso()) throw fieldError('period', `The period ${range.fp} has not begun yet`);
  // A return is one GSTIN's: it covers the days of the period the shop held it (gst-registration.ts).
  const history = await gstRegistrationHistory(db);
  const held = registrationInPeriod(history, range);
  if (held) return { fp: range.fp, from: held.from, to: held.to };
  if (!history.some((registration) => registration.gstin)) throw new ConflictError(NO_GST_RETURNS_MESSAGE);
  throw new ConflictError(`The shop held no GSTIN in the period ${range.fp}, so it has no return for it`);
}

/**
 * The seller whose returns these are; a shop not registered under GST files none (409). For a
 * period, the GSTIN and state are the ones held in it (Settings keep today's).
 */
export async function registeredSeller(db: Db, range?: ReturnPeriod) {
  const seller = await findSettings(db);
  if (!range) {
    if (!chargesGst(seller)) throw new ConflictError(NO_GST_RETURNS_MESSAGE);
    return seller;
  }
  const held = registrationInPeriod(await gstRegistrationHistory(db), range);
  if (!held) throw new ConflictError(NO_GST_RETURNS_MESSAGE);
  return { ...seller, gstin: held.gstin, state_code: held.stateCode };
}

type RateSumRow = RateSumsRow & { document_id: number };

/** A 0% line's supply category, the column of the nil table and of 3.1(c)/(e) it goes to. */
const zeroRateCategory = (row: { gst_rate_bp: number; supply_category: SupplyCategory }) =>
  Number(row.gst_rate_bp) === 0 ? { category: row.supply_category } : {};

/** A tax invoice (1, or true on PostgreSQL), not a bill of supply. */
export const taxInvoice = (row: { tax_invoice: number | boolean }) => Number(row.tax_invoice) === 1;

/** Lines summed per document and rate, grouped by document (numbers may arrive as text on PostgreSQL). */
function ratesByDocument(rows: RateSumRow[]): Map<number, ReturnInvoice['rates']> {
  const byDocument = new Map<number, ReturnInvoice['rates']>();
  for (const row of rows) {
    const id = Number(row.document_id);
    byDocument.set(id, [
      ...(byDocument.get(id) ?? []),
      {
        rateBp: Number(row.gst_rate_bp),
        ...zeroRateCategory(row),
        taxable: Number(row.taxable),
        cgst: Number(row.cgst),
        sgst: Number(row.sgst),
        igst: Number(row.igst),
      },
    ]);
  }
  return byDocument;
}

/** The period's invoices with their lines per GST rate (a cancelled invoice has none). */
export async function periodInvoices(db: Db, range: ReturnPeriod): Promise<CheckedInvoice[]> {
  const [invoices, rates] = await Promise.all([
    findPeriodInvoices(db, range),
    findPeriodInvoiceRates(db, range),
  ]);
  const ratesOf = ratesByDocument(rates.map((row) => ({ ...row, document_id: row.invoice_id })));
  // Bills of supply (issued before the shop had a GSTIN) are in no return.
  return invoices
    .filter(taxInvoice)
    .map((invoice) => checkedInvoiceOf(invoice, ratesOf.get(invoice.id) ?? []));
}

/** An invoice as the returns read it, with its lines per GST rate. */
export function checkedInvoiceOf(invoice: ReturnInvoiceRow, rates: ReturnInvoice['rates']): CheckedInvoice {
  return {
    id: invoice.id,
    customerId: invoice.customer_id,
    customerName: invoice.customer_name,
    customerGstinNow: invoice.customer_gstin_now,
    number: invoice.invoice_number,
    date: invoice.date,
    gstin: invoice.customer_gstin,
    compositionBuyer: invoice.customer_gst_scheme === 'composition',
    placeOfSupply: invoice.place_of_supply,
    supplyType: invoice.supply_type,
    value: Number(invoice.grand_total),
    cancelled: invoice.status === 'Cancelled',
    taxable: Number(invoice.total_amount),
    cgst: Number(invoice.cgst_amount),
    sgst: Number(invoice.sgst_amount),
    igst: Number(invoice.igst_amount),
    rates,
  };
}

/** The period's credit and debit notes with their lines per GST rate and the invoice each corrects. */
export async function periodNotes(db: Db, range: ReturnPeriod): Promise<(ReturnNote & { id: number })[]> {
  const [notes, rates] = await Promise.all([findPeriodNotes(db, range), findPeriodNoteRates(db, range)]);
  const ratesOf = ratesByDocument(rates.map((row) => ({ ...row, document_id: row.note_id })));
  return notes.filter(taxInvoice).map((note) => ({
    id: Number(note.id),
    number: note.note_number,
    date: note.date,
    type: note.note_type === 'credit' ? 'C' : 'D',
    value: Number(note.grand_total),
    cancelled: note.status === 'Cancelled',
    taxable: Number(note.total_amount),
    cgst: Number(note.cgst_amount),
    sgst: Number(note.sgst_amount),
    igst: Number(note.igst_amount),
    invoice: {
      number: note.invoice_number,
      date: note.invoice_date,
      gstin: note.customer_gstin || null,
      compositionBuyer: note.customer_gst_scheme === 'composition',
      placeOfSupply: note.place_of_supply,
      supplyType: note.supply_type,
      value: Number(note.invoice_grand_total),
    },
    rates: ratesOf.get(note.id) ?? [],
  }));
}

/**
 * The period's sales as GSTR-3B counts them: the invoices' lines from the kept totals (summed per
 * supply, place of supply, buyer and rate), and the notes' lines from the notes themselves.
 */
export async function periodOutwardLines(db: Db, range: ReturnPeriod): Promise<OutwardLine[]> {
  const [totals, notes] = await Promise.all([findPeriodOutwardTotals(db, range), periodNotes(db, range)]);
  const sales = totals.map((row) => ({
    rateBp: Number(row.gst_rate_bp),
    placeOfSupply: row.place_of_supply,
    interStateBuyer:
      row.supply_type === 'inter'
        ? interStateBuyerOf({
            gstin: Number(row.registered) === 1 ? row.customer_gstin : null,
            compositionBuyer: row.customer_gst_scheme === 'composition',
          })
        : null,
    ...zeroRateCategory(row),
    taxable: Number(row.taxable),
    cgst: Number(row.cgst),
    sgst: Number(row.sgst),
    igst: Number(row.igst),
  }));
  return [...sales, ...outwardLinesOf([], notes)];
}
