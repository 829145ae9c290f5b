import {
  addHeads,
  buildGstr1FromKept,
  type CheckedInvoice,
  findReturnProblems,
  type Gstr1Amendments,
  type Gstr1Json,
  type Gstr1Settings,
  type Gstr1Upload,
  gstr1UploadOf,
  type ReturnHsnRow,
  type ReturnNote,
  type ReturnPeriod,
  type ReturnTaxHeads,
  rupees,
  type SoldProduct,
  tieOutGstr1,
} from '@bahi/domain';
import type { Gstr1Preview } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { hsnMaster } from '../core/hsn/hsn-master-file';
import { ValidationError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { netNotes } from '../documents/hsn-net-notes';
import { findHsnDescriptions, findHsnTotals } from '../documents/hsn-totals-repository';
import { findNoteHsnTotals } from '../documents/note-report-repository';
import { findBillOfSupplyHsnTotals, periodHasBillsOfSupply } from './bill-of-supply-repository';
import { pendingAmendments } from './gstr1-amendments-service';
import { keptPeriodSales } from './gstr1-kept-sales';
import { periodProductsToCheck } from './gstr1-products-to-check';
import { periodNotes, periodOf, registeredSeller } from './return-books';
import { findPeriodNoteHsnNames } from './return-notes-repository';
import { findReturnSettings } from './return-settings-repository';

// GSTR-1 of a return period, from the stored figures of the books (GSTR-3B: gstr3b-service.ts).

/**
 * The HSN summary's rows as the HSN report gives them (its running totals, net of the period's
 * notes), split by kind of buyer, described from the lines as sold.
 */
async function periodHsnRows(db: Db, range: ReturnPeriod, billsOfSupply: boolean): Promise<ReturnHsnRow[]> {
  const parts = await Promise.all(
    (['b2b', 'b2c'] as const).map(async (party) => {
      const [totals, notes, bills, descriptions, noteNames] = await Promise.all([
        findHsnTotals(db, range, party),
        findNoteHsnTotals(db, range, party === 'b2b' ? 1 : 0),
        billsOfSupply ? findBillOfSupplyHsnTotals(db, range, party === 'b2b' ? 1 : 0) : [],
        findHsnDescriptions(db, range, party),
        findPeriodNoteHsnNames(db, range),
      ]);
      const key = (row: { hsn_code: string; gst_rate_bp: number; unit: string }) =>
        `${row.hsn_code}|${Number(row.gst_rate_bp)}|${row.unit}`;
      // A row from notes alone is described by the goods its notes name.
      const names = new Map(noteNames.map((row) => [key(row), row.product_name]));
      for (const row of descriptions) names.set(key(row), row.name);
      // Bills of supply are in no return: their rows taken off leave nothing where they were all.
      const billKeys = new Set(bills.map(key));
      const net = netNotes(netNotes(totals, notes), bills).filter(
        (row) => !billKeys.has(key(row)) || Number(row.subtotal) !== 0 || Number(row.quantity_milli) !== 0,
      );
      return net.map((row) => ({
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
export function booksOf(invoices: CheckedInvoice[], notes: ReturnNote[]): ReturnTaxHeads {
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

export const inRupees = <T extends ReturnTaxHeads>(heads: T) => ({
  ...heads,
  taxable: rupees(heads.taxable),
  cgst: rupees(heads.cgst),
  sgst: rupees(heads.sgst),
  igst: rupees(heads.igst),
});

const nonEmpty = (amendments: Gstr1Amendments): Partial<Gstr1Amendments> =>
  Object.fromEntries(Object.entries(amendments).filter(([, rows]) => rows.length > 0));

/** What a preview is made of besides the period's notes and HSN rows. */
export type Gstr1OfSales = {
  gstr1: Gstr1Json;
  books: ReturnTaxHeads;
  checked: CheckedInvoice[];
  /** The products sold in the period that the checks should look at (all of them, or the refused). */
  products: SoldProduct[];
};
/** Where a preview's sales come from, given what the rest of it is made of. */
export type SalesSource = (
  db: Db,
  range: ReturnPeriod,
  made: {
    hsn: ReturnHsnRow[];
    settings: Gstr1Settings;
    notes: ReturnNote[];
    hsnDigits: 4 | 6;
    /** Whether the period holds a bill of supply (in no return, so left out). */
    billsOfSupply: boolean;
  },
) => Promise<Gstr1OfSales>;

const isKnownHsn = (code: string) => hsnMaster().isKnown(code);

/** From kept totals and indexed ranges (gstr1-kept-sales.ts). */
const fromKeptTotals: SalesSource = async (db, range, { hsn, settings, notes, hsnDigits, billsOfSupply }) => {
  const [{ sales, books, checked }, products] = await Promise.all([
    keptPeriodSales(db, range, billsOfSupply),
    periodProductsToCheck(db, range, hsnDigits, isKnownHsn),
  ]);
  return {
    gstr1: buildGstr1FromKept(range.fp, sales, hsn, settings, notes),
    books: addHeads(books, booksOf([], notes)),
    checked,
    products,
  };
};

/**
 * What the screen and the file use: the sales from kept totals and indexed ranges, never every
 * invoice of the period (gstr1-kept.test.ts holds it equal to GSTR-1 built over every invoice).
 */
export const previewGstr1 = (ctx: RequestContext, period: string) =>
  gstr1PreviewOf(ctx, period, fromKeptTotals);

/** The preview of a period with its sales from `sales` (the tests build it over every invoice too). */
export async function gstr1PreviewOf(
  ctx: RequestContext,
  period: string,
  sales: SalesSource,
): Promise<Gstr1Preview> {
  const { db } = ctx;
  const range = await periodOf(db, period);
  const billsOfSupply = await periodHasBillsOfSupply(db, range);
  const [returnSettings, seller, notes, hsn, amending] = await Promise.all([
    findReturnSettings(db),
    registeredSeller(db, range),
    periodNotes(db, range),
    periodHsnRows(db, range, billsOfSupply),
    pendingAmendments(db, range),
  ]);
  const settings = { sellerGstin: seller.gstin, hsnSplitFrom: returnSettings.hsn_split_from };
  const hsnDigits = returnSettings.hsn_digits === 6 ? 6 : 4;
  const made = { hsn, settings, notes, hsnDigits, billsOfSupply } as const;
  const { gstr1, books, checked, products } = await sales(db, range, made);
  const tieOut = tieOutGstr1(gstr1, books);
  const problems = findReturnProblems(checked, products, hsnDigits, isKnownHsn);
  for (const message of amending.problems) problems.push({ field: 'amendments', message });
  for (const tie of tieOut.filter((row) => !row.ties)) {
    problems.push({ field: 'tie_out', message: `${tie.label}: the figures differ; see the reconciliation.` });
  }
  return {
    period: range,
    gstin: seller.gstin,
    // Corrections of documents of filed returns, in the amendment tables: only those with rows.
    gstr1: { ...gstr1, ...nonEmpty(amending.amendments) },
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
): Promise<{ json: Gstr1Upload; fileName: string }> {
  const preview = await previewGstr1(ctx, period);
  if (preview.problems.length > 0) {
    const messages = preview.problems.map((problem) => problem.message);
    throw new ValidationError(
      { period: messages },
      `GSTR-1 for ${preview.period.fp} cannot be downloaded until these are fixed: ${messages.join(' ')}`,
    );
  }
  return { json: gstr1UploadOf(preview.gstr1), fileName: `GSTR1_${preview.gstin}_${preview.period.fp}.json` };
}
