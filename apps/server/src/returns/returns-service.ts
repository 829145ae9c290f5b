import {
  buildGstr1,
  buildGstr3b,
  type CheckedInvoice,
  chargesGst,
  findReturnProblems,
  type Gstr1Json,
  gstr3bJson,
  NO_GST_RETURNS_MESSAGE,
  type ReturnHsnRow,
  type ReturnInvoice,
  type ReturnNote,
  type ReturnPeriod,
  type ReturnTaxHeads,
  returnPeriodOf,
  rupees,
  tieOutGstr1,
} from '@bahi/domain';
import type { Gstr1Preview, Gstr3bAnswer } from '@bahi/domain/schemas';
import type { Db } from '../db/database';
import { ConflictError, fieldError, ValidationError } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import { findNoteHsnTotals } from '../notes/note-report-repository';
import { findHsnDescriptions, findHsnTotals } from '../reports/hsn-report-repository';
import { netNotes } from '../reports/hsn-report-service';
import { findSettings } from '../settings/settings-repository';
import { findPeriodExpenseCredit } from './expense-credit-repository';
import { findPeriodNoteRates, findPeriodNotes } from './return-notes-repository';
import { findReturnSettings } from './return-settings-repository';
import {
  findPeriodInvoiceRates,
  findPeriodInvoices,
  findPeriodPurchaseCredit,
  findPeriodPurchaseReturnCredit,
  findPeriodSoldProducts,
  type PurchaseCreditRow,
} from './returns-repository';

// GSTR-1 and GSTR-3B of a return period, from the stored figures of the books. The domain package
// sorts sales into sections and works out the set-off; this file reads and hands over.

async function periodOf(db: Db, period: string): Promise<ReturnPeriod> {
  const settings = await findReturnSettings(db);
  const range = returnPeriodOf(period, settings.frequency);
  if (!range) throw fieldError('period', 'Period must be MMYYYY, e.g. 102025 for October 2025');
  return range;
}

/** The seller whose returns these are; a shop not registered under GST files none (409). */
async function registeredSeller(db: Db) {
  const seller = await findSettings(db);
  if (!chargesGst(seller)) throw new ConflictError(NO_GST_RETURNS_MESSAGE);
  return seller;
}

type RateSumRow = {
  document_id: number;
  gst_rate_bp: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
};

/** Lines summed per document and rate, grouped by document (numbers may arrive as text on PostgreSQL). */
function ratesByDocument(rows: RateSumRow[]): Map<number, ReturnInvoice['rates']> {
  const byDocument = new Map<number, ReturnInvoice['rates']>();
  for (const row of rows) {
    const id = Number(row.document_id);
    byDocument.set(id, [
      ...(byDocument.get(id) ?? []),
      {
        rateBp: Number(row.gst_rate_bp),
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
async function periodInvoices(db: Db, range: ReturnPeriod): Promise<CheckedInvoice[]> {
  const [invoices, rates] = await Promise.all([
    findPeriodInvoices(db, range),
    findPeriodInvoiceRates(db, range),
  ]);
  const ratesOf = ratesByDocument(rates.map((row) => ({ ...row, document_id: row.invoice_id })));
  return invoices.map((invoice) => ({
    id: invoice.id,
    customerId: invoice.customer_id,
    customerName: invoice.customer_name,
    customerGstinNow: invoice.customer_gstin_now,
    number: invoice.invoice_number,
    date: invoice.date,
    gstin: invoice.customer_gstin,
    placeOfSupply: invoice.place_of_supply,
    supplyType: invoice.supply_type,
    value: Number(invoice.grand_total),
    cancelled: invoice.status === 'Cancelled',
    taxable: Number(invoice.total_amount),
    cgst: Number(invoice.cgst_amount),
    sgst: Number(invoice.sgst_amount),
    igst: Number(invoice.igst_amount),
    rates: ratesOf.get(invoice.id) ?? [],
  }));
}

/** The period's credit and debit notes with their lines per GST rate and the invoice each corrects. */
async function periodNotes(db: Db, range: ReturnPeriod): Promise<ReturnNote[]> {
  const [notes, rates] = await Promise.all([findPeriodNotes(db, range), findPeriodNoteRates(db, range)]);
  const ratesOf = ratesByDocument(rates.map((row) => ({ ...row, document_id: row.note_id })));
  return notes.map((note) => ({
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
      placeOfSupply: note.place_of_supply,
      supplyType: note.supply_type,
      value: Number(note.invoice_grand_total),
    },
    rates: ratesOf.get(note.id) ?? [],
  }));
}

/**
 * The HSN summary's rows as the HSN report gives them (its running totals, net of the period's
 * notes), split by kind of buyer, described from the lines as sold.
 */
async function periodHsnRows(db: Db, range: ReturnPeriod): Promise<ReturnHsnRow[]> {
  const parts = await Promise.all(
    (['b2b', 'b2c'] as const).map(async (party) => {
      const [totals, notes, descriptions] = await Promise.all([
        findHsnTotals(db, range, party),
        findNoteHsnTotals(db, range, party === 'b2b' ? 1 : 0),
        findHsnDescriptions(db, range, party),
      ]);
      const key = (row: { hsn_code: string; gst_rate_bp: number; unit: string }) =>
        `${row.hsn_code}|${Number(row.gst_rate_bp)}|${row.unit}`;
      const names = new Map(descriptions.map((row) => [key(row), row.name]));
      return netNotes(totals, notes).map((row) => ({
        hsn: row.hsn_code,
        description: names.get(key(row)) ?? '',
        unit: row.unit,
        rateBp: Number(row.gst_rate_bp),
        quantityMilli: Number(row.quantity_milli),
        b2b: party === 'b2b',
        taxable: Number(row.subtotal),
        cgst: Number(row.cgst),
        sgst: Number(row.sgst),
        igst: Number(row.igst),
      }));
    }),
  );
  return parts.flat();
}

/** The books' own figure for the period: the invoices that stand, less credit notes, plus debit notes. */
function booksOf(invoices: CheckedInvoice[], notes: ReturnNote[]): ReturnTaxHeads {
  const documents = [
    ...invoices.filter((invoice) => !invoice.cancelled).map((invoice) => ({ heads: invoice, sign: 1 })),
    ...notes
      .filter((note) => !note.cancelled)
      .map((note) => ({ heads: note, sign: note.type === 'C' ? -1 : 1 })),
  ];
  return documents.reduce(
    (sum, { heads, sign }) => ({
      taxable: sum.taxable + sign * heads.taxable,
      cgst: sum.cgst + sign * heads.cgst,
      sgst: sum.sgst + sign * heads.sgst,
      igst: sum.igst + sign * heads.igst,
    }),
    { taxable: 0, cgst: 0, sgst: 0, igst: 0 },
  );
}

const inRupees = <T extends ReturnTaxHeads>(heads: T) => ({
  ...heads,
  taxable: rupees(heads.taxable),
  cgst: rupees(heads.cgst),
  sgst: rupees(heads.sgst),
  igst: rupees(heads.igst),
});

export async function previewGstr1(ctx: RequestContext, period: string): Promise<Gstr1Preview> {
  const { db } = ctx;
  const range = await periodOf(db, period);
  const [returnSettings, seller, invoices, notes, hsn, products] = await Promise.all([
    findReturnSettings(db),
    registeredSeller(db),
    periodInvoices(db, range),
    periodNotes(db, range),
    periodHsnRows(db, range),
    findPeriodSoldProducts(db, range),
  ]);
  const gstr1 = buildGstr1(
    range.fp,
    invoices,
    hsn,
    { sellerGstin: seller.gstin, hsnSplitFrom: returnSettings.hsn_split_from },
    notes,
  );
  const books = booksOf(invoices, notes);
  const tieOut = tieOutGstr1(gstr1, books);
  const problems = findReturnProblems(
    invoices,
    products.map((product) => ({
      id: product.id,
      name: product.name,
      hsn: product.hsn_code,
      unit: product.unit,
    })),
    returnSettings.hsn_digits === 6 ? 6 : 4,
  );
  for (const tie of tieOut.filter((row) => !row.ties)) {
    problems.push({ field: 'tie_out', message: `${tie.label}: the figures differ; see the reconciliation.` });
  }
  return {
    period: range,
    gstin: seller.gstin,
    gstr1,
    problems,
    books: inRupees(books),
    tie_out: tieOut.map((row) => ({
      label: row.label,
      left: inRupees(row.left),
      right: inRupees(row.right),
      ties: row.ties,
    })),
  };
}

/** The upload file; refused, listing what to fix, while the period has problems. */
export async function downloadGstr1(
  ctx: RequestContext,
  period: string,
): Promise<{ json: Gstr1Json; fileName: string }> {
  const preview = await previewGstr1(ctx, period);
  if (preview.problems.length > 0) {
    const messages = preview.problems.map((problem) => problem.message);
    throw new ValidationError(
      { period: messages },
      `GSTR-1 for ${preview.period.fp} cannot be downloaded until these are fixed: ${messages.join(' ')}`,
    );
  }
  return { json: preview.gstr1, fileName: `GSTR1_${preview.gstin}_${preview.period.fp}.json` };
}

function creditOf(row: PurchaseCreditRow, sign: 1 | -1) {
  return {
    taxable: sign * Number(row.taxable),
    cgst: sign * Number(row.cgst),
    sgst: sign * Number(row.sgst),
    igst: sign * Number(row.igst),
  };
}

export async function getGstr3b(ctx: RequestContext, period: string): Promise<Gstr3bAnswer> {
  const { db } = ctx;
  const range = await periodOf(db, period);
  const [seller, invoices, notes, credit, sentBack, expenseCredit, reverseCharge] = await Promise.all([
    registeredSeller(db),
    periodInvoices(db, range),
    periodNotes(db, range),
    findPeriodPurchaseCredit(db, range),
    findPeriodPurchaseReturnCredit(db, range),
    findPeriodExpenseCredit(db, range, false),
    findPeriodExpenseCredit(db, range, true),
  ]);
  // Purchase returns come in as a negative purchase: 4(A)(5) is the credit net of them.
  const figures = buildGstr3b(
    invoices,
    [creditOf(credit, 1), creditOf(sentBack, -1), creditOf(expenseCredit, 1)],
    notes,
    [creditOf(reverseCharge, 1)],
  );
  const heads = (value: { cgst: number; sgst: number; igst: number }) => ({
    cgst: rupees(value.cgst),
    sgst: rupees(value.sgst),
    igst: rupees(value.igst),
  });
  return {
    period: range,
    outward_taxable: inRupees(figures.outwardTaxable),
    outward_nil: rupees(figures.outwardNil),
    inter_state_unregistered: figures.interStateUnregistered.map((row) => ({
      pos: row.pos,
      taxable: rupees(row.taxable),
      igst: rupees(row.igst),
    })),
    inward_reverse_charge: inRupees(figures.inwardReverseCharge),
    itc_reverse_charge: heads(figures.itcReverseCharge),
    itc: heads(figures.itc),
    payable: figures.payable.map((row) => ({
      head: row.head,
      due: rupees(row.due),
      paid_by_igst: rupees(row.paidByIgst),
      paid_by_cgst: rupees(row.paidByCgst),
      paid_by_sgst: rupees(row.paidBySgst),
      cash: rupees(row.cash),
    })),
    credit_carried_forward: heads(figures.creditCarriedForward),
    json: gstr3bJson(seller.gstin, range.fp, figures),
  };
}
