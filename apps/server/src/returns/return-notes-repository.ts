import type { Db } from '../core/db/database';
import { type DocumentMoneyHeadsRow, documentMoneyHeads } from '../documents/document-heads';
import { noteLinesInPeriod } from '../documents/note-lines-in-period';
import { isTaxInvoice } from './bill-of-supply-repository';
import type { PeriodRange, RateSumsRow } from './returns-repository';
import { summedHeads } from './summed-heads';

// The credit and debit notes a return reports: those dated in the period (a note is reported in
// the period it is issued, whatever its invoice's date), with the invoice each one corrects, and
// their lines summed per note and GST rate. (The HSN rows net of notes come from the HSN report's
// own netting, notes/note-report-repository.ts.)

export type PeriodNoteRow = DocumentMoneyHeadsRow & {
  id: number;
  note_type: 'credit' | 'debit';
  note_number: string;
  date: string;
  status: string;
  invoice_number: string;
  invoice_date: string;
  invoice_grand_total: number;
  customer_gstin: string | null;
  customer_gst_scheme: 'regular' | 'composition' | null;
  place_of_supply: string;
  supply_type: 'intra' | 'inter';
  /** 1 when the note's invoice is a tax invoice, 0 for a bill of supply (in no return). */
  tax_invoice: number | boolean;
};

/** Every note dated in the period, cancelled ones included (table 13 counts them). */
export function findPeriodNotes(db: Db, range: PeriodRange): Promise<PeriodNoteRow[]> {
  return db
    .selectFrom('sales_notes')
    .innerJoin('invoices', 'invoices.id', 'sales_notes.invoice_id')
    .select([
      'sales_notes.id',
      'sales_notes.note_type',
      'sales_notes.note_number',
      'sales_notes.date',
      'sales_notes.status',
      ...documentMoneyHeads('sales_notes'),
      'invoices.invoice_number',
      'invoices.date as invoice_date',
      'invoices.grand_total as invoice_grand_total',
      'invoices.customer_gstin',
      'invoices.customer_gst_scheme',
      'invoices.place_of_supply',
      'invoices.supply_type',
      isTaxInvoice('invoices').as('tax_invoice'),
    ])
    .where((eb) => eb.between('sales_notes.date', range.from, range.to))
    .orderBy('sales_notes.id')
    .execute();
}

export type NoteRateRow = RateSumsRow & { note_id: number };

/** The lines of the period's notes, summed per note, GST rate and supply category. */
export function findPeriodNoteRates(db: Db, range: PeriodRange): Promise<NoteRateRow[]> {
  return noteLinesInPeriod(db, range)
    .select([
      'sales_note_items.note_id',
      'sales_note_items.gst_rate_bp',
      'sales_note_items.supply_category',
      ...summedHeads('subtotal', { table: 'sales_note_items' }),
    ])
    .groupBy(['sales_note_items.note_id', 'sales_note_items.gst_rate_bp', 'sales_note_items.supply_category'])
    .execute();
}

export type NoteHsnNameRow = { hsn_code: string; gst_rate_bp: number; unit: string; product_name: string };

/**
 * Names on the period's notes per HSN code, rate and unit: the description of an HSN row that
 * comes from notes alone (its goods were sold in an earlier period).
 */
export function findPeriodNoteHsnNames(db: Db, range: PeriodRange): Promise<NoteHsnNameRow[]> {
  return noteLinesInPeriod(db, range)
    .select([
      'sales_note_items.hsn_code',
      'sales_note_items.gst_rate_bp',
      'sales_note_items.unit',
      'sales_note_items.product_name',
    ])
    .where('sales_notes.status', '!=', 'Cancelled')
    .orderBy('sales_note_items.product_name')
    .execute();
}
