import { milliToQuantity, resolveReportRange } from '@bahi/domain';
import type {
  HsnPartyRow,
  HsnPartySummary,
  HsnSummary,
  HsnSummaryRow,
  HsnTotals,
  ReportQuery,
} from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import type { RequestContext } from '../core/http/request-context';
import { percentOf, rupees } from '../documents/document-presenter';
import { netNotes, hsnRowKey as rowKey } from '../documents/hsn-net-notes';
import { findNoteHsnTotals } from '../documents/note-report-repository';
import {
  findHsnDescriptions,
  findHsnInvoiceIds,
  findHsnTotals,
  findInvoiceNumbersInRange,
  type HsnTotalsRow,
  type PartyKind,
  type ReportRange,
} from './hsn-report-repository';

// HSN summary (GSTR-1 table 12): one row per HSN code, GST rate and unit, adding up the stored
// amounts of the lines of invoices that are not cancelled, less live credit notes and plus live
// debit notes dated in the range. Tax is never recomputed here: the
// central, state and integrated tax are the sums of the lines' own tax heads.

function describe(description: { name: string; products: number } | undefined): string {
  if (!description) return '';
  const others = Number(description.products) - 1;
  return others > 0 ? `${description.name} and ${others} more` : description.name;
}

/** Paise sums of one row; numbers from the database may arrive as text in PostgreSQL. */
function paiseOf(row: HsnTotalsRow) {
  const central = Number(row.cgst);
  const state = Number(row.sgst);
  const integrated = Number(row.igst);
  const value = Number(row.subtotal);
  return {
    quantityMilli: Number(row.quantity_milli),
    value,
    central,
    state,
    integrated,
    tax: central + state + integrated,
  };
}

function toAmounts(paise: ReturnType<typeof paiseOf>) {
  return {
    total_qty: milliToQuantity(paise.quantityMilli),
    total_value: rupees(paise.value),
    total_tax: rupees(paise.tax),
    integrated_tax: rupees(paise.integrated),
    central_tax: rupees(paise.central),
    state_tax: rupees(paise.state),
    cess: 0,
    total_amount: rupees(paise.value + paise.tax),
  };
}

function sumRows(rows: readonly HsnTotalsRow[]): HsnTotals {
  const total = { quantityMilli: 0, value: 0, central: 0, state: 0, integrated: 0, tax: 0 };
  const milliByUnit = new Map<string, number>();
  for (const row of rows) {
    const paise = paiseOf(row);
    for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += paise[key];
    milliByUnit.set(row.unit, (milliByUnit.get(row.unit) ?? 0) + paise.quantityMilli);
  }
  const quantity_by_unit = [...milliByUnit]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([uqc, milli]) => ({ uqc, total_qty: milliToQuantity(milli) }));
  // 200 PCS and 15 BAG are not 215 of anything.
  const total_qty = milliByUnit.size <= 1 ? milliToQuantity(total.quantityMilli) : null;
  return { ...toAmounts(total), total_qty, quantity_by_unit };
}

async function summarise(db: Db, query: ReportQuery, party: PartyKind) {
  const range = resolveReportRange(query);
  const totals = netNotes(
    await findHsnTotals(db, range, party),
    await findNoteHsnTotals(db, range, party === 'all' ? undefined : party === 'b2b' ? 1 : 0),
  );
  const descriptions = await findHsnDescriptions(db, range, party);
  const byRow = new Map(descriptions.map((description) => [rowKey(description), description]));
  const rows: HsnSummaryRow[] = totals.map((row) => ({
    hsn_code: row.hsn_code,
    description: describe(byRow.get(rowKey(row))),
    uqc: row.unit,
    gst_rate: percentOf(Number(row.gst_rate_bp)),
    ...toAmounts(paiseOf(row)),
  }));
  return { range, totals, rows };
}

export async function getHsnSummary(ctx: RequestContext, query: ReportQuery): Promise<HsnSummary> {
  const { db } = ctx;
  const { range, totals, rows } = await summarise(db, query, 'all');
  return { ...range, data: rows, totals: sumRows(totals) };
}

/** Invoice numbers per HSN row, each row's in date order. */
async function invoiceNumbersByRow(db: Db, range: ReportRange, party: 'b2b' | 'b2c') {
  const [groups, invoices] = await Promise.all([
    findHsnInvoiceIds(db, range, party),
    findInvoiceNumbersInRange(db, range),
  ]);
  const position = new Map(invoices.map((invoice, index) => [invoice.id, index]));
  return new Map(
    groups.map((group) => {
      const order = group.invoice_ids.split(',').map((id) => position.get(Number(id)) ?? -1);
      order.sort((a, b) => a - b);
      return [rowKey(group), order.map((index) => invoices[index]?.invoice_number ?? '')];
    }),
  );
}

/** The B2B (customers with a GSTIN) or B2C variant, each row naming its invoices. */
export async function getHsnPartySummary(
  ctx: RequestContext,
  query: ReportQuery,
  party: 'b2b' | 'b2c',
): Promise<HsnPartySummary> {
  const { db } = ctx;
  const { range, totals, rows } = await summarise(db, query, party);
  const numbers = await invoiceNumbersByRow(db, range, party);
  const data: HsnPartyRow[] = rows.map((row, index) => {
    const source = totals[index];
    return { ...row, invoice_numbers: source ? (numbers.get(rowKey(source)) ?? []) : [] };
  });
  return { ...range, data, totals: sumRows(totals) };
}
