import {
  addHeads,
  type CheckedInvoice,
  type CountedRate,
  isKnownStateCode,
  isValidCustomerGstin,
  type KeptGstr1Sales,
  lowestB2clLimitOf,
  type ReturnPeriod,
  type ReturnTaxHeads,
  type SectionInvoice,
} from '@bahi/domain';
import type { Db } from '../core/db/database';
import {
  findPeriodInvoicesCarrying,
  findPeriodInvoiceTotals,
  findPeriodIssuedInvoices,
  findPeriodKeptSales,
  findPeriodSectionInvoiceRates,
  findPeriodSectionInvoices,
} from './gstr1-kept-repository';
import { checkedInvoiceOf } from './return-books';

// A period's sales as GSTR-1 reads them from kept totals and indexed ranges (gstr1-kept-repository):
// what the domain's buildGstr1FromKept takes, the books' own totals of the invoices, and the
// invoices the checks would name (those with a GSTIN or place of supply they refuse), the same
// problems as checking every invoice of the period finds.

type SummedHeads = { taxable: number; cgst: number; sgst: number; igst: number };

/** Sums as numbers (PostgreSQL gives a bigint sum as text). */
const headsOf = (row: SummedHeads): ReturnTaxHeads => ({
  taxable: Number(row.taxable),
  cgst: Number(row.cgst),
  sgst: Number(row.sgst),
  igst: Number(row.igst),
});

type SectionInvoiceRow = Awaited<ReturnType<typeof findPeriodSectionInvoices>>[number];
type SectionRateRow = Awaited<ReturnType<typeof findPeriodSectionInvoiceRates>>[number];

/**
 * The invoices with their rates: both lists are in invoice id order, so they are walked side by
 * side. The rows are named as the domain names them and become its objects in place, their
 * numbers made numbers (PostgreSQL gives a bigint as text): no copy of 41,000 rates and 16,000
 * invoices in a busy month, which left that much less for the garbage collector.
 */
function withTheirRates(invoices: SectionInvoiceRow[], rates: SectionRateRow[]): SectionInvoice[] {
  const sectionInvoices: SectionInvoice[] = [];
  let next = 0;
  for (const invoice of invoices) {
    const id = Number(invoice.id);
    const ofInvoice: CountedRate[] = [];
    for (let row = rates[next]; row !== undefined && Number(row.invoice_id) <= id; row = rates[++next]) {
      if (Number(row.invoice_id) < id) continue;
      row.rateBp = Number(row.rateBp);
      row.lines = Number(row.lines);
      row.taxable = Number(row.taxable);
      row.cgst = Number(row.cgst);
      row.sgst = Number(row.sgst);
      row.igst = Number(row.igst);
      ofInvoice.push(row);
    }
    invoice.value = Number(invoice.value);
    sectionInvoices.push(Object.assign(invoice, { rates: ofInvoice }));
  }
  return sectionInvoices;
}

export type KeptPeriodSales = { sales: KeptGstr1Sales; books: ReturnTaxHeads; checked: CheckedInvoice[] };

/** The period's sales; `billsOfSupply` says whether it holds any (they are left out). */
export async function keptPeriodSales(
  db: Db,
  range: ReturnPeriod,
  billsOfSupply: boolean,
): Promise<KeptPeriodSales> {
  const b2clAbove = lowestB2clLimitOf(range);
  const [invoices, rates, kept, issued, totals] = await Promise.all([
    findPeriodSectionInvoices(db, range, b2clAbove, billsOfSupply),
    findPeriodSectionInvoiceRates(db, range, b2clAbove, billsOfSupply),
    findPeriodKeptSales(db, range),
    findPeriodIssuedInvoices(db, range, billsOfSupply),
    findPeriodInvoiceTotals(db, range, billsOfSupply),
  ]);
  const gstins = new Map<string, boolean>();
  for (const invoice of invoices) {
    const gstin = invoice.gstin;
    if (gstin && !gstins.has(gstin)) gstins.set(gstin, isValidCustomerGstin(gstin));
  }
  const refusedGstins = [...gstins].filter(([, valid]) => !valid).map(([gstin]) => gstin);
  if (totals.some((row) => Number(row.empty_gstins) > 0)) refusedGstins.push('');
  const refusedPlaces = totals.map((row) => row.place_of_supply).filter((place) => !isKnownStateCode(place));
  const checked = await findPeriodInvoicesCarrying(
    db,
    range,
    { places: refusedPlaces, gstins: refusedGstins },
    billsOfSupply,
  );
  return {
    sales: {
      sectionInvoices: withTheirRates(invoices, rates),
      kept: kept.map((row) => ({
        supplyType: row.supply_type,
        placeOfSupply: row.place_of_supply,
        registered: Number(row.registered) === 1,
        rateBp: Number(row.gst_rate_bp),
        category: row.supply_category,
        lines: Number(row.lines),
        ...headsOf(row),
      })),
      issued: issued.map((row) => ({ number: row.invoice_number, cancelled: row.status === 'Cancelled' })),
    },
    books: totals.map(headsOf).reduce(addHeads, { taxable: 0, cgst: 0, sgst: 0, igst: 0 }),
    checked: checked.map((row) => checkedInvoiceOf(row, [])),
  };
}
