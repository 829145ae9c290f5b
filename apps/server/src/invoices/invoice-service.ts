import { financialYearOf, nextSeriesNumber, todayIso } from '@bahi/domain';
import type { InvoiceDetail, InvoiceEdit, InvoiceListQuery, InvoiceListRow } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { NotFoundError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { invoiceFirstNumber } from '../core/shop/seller-rules';
import { findSettings } from '../core/shop/settings-repository';
import { refuseOutsideBillingDay, withinBillingDay } from '../documents/billing-day';
import { paymentOfInvoiceRow } from '../documents/invoice-payments';
import { storedSellerOf } from '../documents/seller-snapshot';
import { findEDocumentSettings } from '../e-documents/e-document-settings-repository';
import { eDocumentStatusesOf, taxedValuesOfRateTotals } from '../e-documents/e-document-statuses';
import { findInvoiceDetailRows } from './invoice-detail-repository';
import {
  countInvoices,
  findInvoices,
  findInvoicesWithKeptCount,
  findRateTotalsOfInvoices,
  type InvoiceListDbRow,
  type InvoiceListFilter,
  isCountKept,
} from './invoice-list-repository';
import { toInvoiceDetail, toInvoiceEdit, toInvoiceListRow } from './invoice-presenter';
import { findHighestSeriesNumber, findInvoiceById, findInvoiceItems } from './invoice-repository';
import { type InvoiceRateTotalRow, readKeptRateTotals } from './kept-rate-totals';

// Reading invoices: the list, one invoice, its edit form and the next number to suggest. The
// writes are one use case per file: invoice-save.ts, invoice-status-change.ts.

export function invoiceNotFound(id: number): NotFoundError {
  return new NotFoundError(`Invoice ${id} not found`);
}

export async function listInvoices(
  ctx: RequestContext,
  query: InvoiceListQuery,
): Promise<{ data: InvoiceListRow[]; total: number }> {
  const { db } = ctx;
  const now = new Date().toISOString();
  const rules = await findEDocumentSettings(db);
  const filter = {
    ...withinBillingDay(ctx, query),
    customerId: query.customer_id,
    eDocuments: { eway: query.eway_status, irn: query.irn_status, rules, now },
  };
  const { rows, total } = await findPageAndCount(db, filter);
  // The GST summary and the e-way bill's value both come from each invoice's totals per rate,
  // kept on its row; only invoices without them have their lines read. Payments come from the
  // rows (paymentOfInvoiceRow), and so do the e-way bill and the IRN.
  const rateTotals = await rateTotalsOfPage(db, rows);
  const eDocuments = eDocumentStatusesOf(rows, rules, now, taxedValuesOfRateTotals(rateTotals));
  const totalsOf = new Map<number, InvoiceRateTotalRow[]>();
  for (const rateTotal of rateTotals) {
    const list = totalsOf.get(rateTotal.invoice_id);
    if (list) list.push(rateTotal);
    else totalsOf.set(rateTotal.invoice_id, [rateTotal]);
  }
  return {
    data: rows.flatMap((row) => {
      const statuses = eDocuments.get(row.id);
      if (!statuses) return [];
      return [toInvoiceListRow(row, totalsOf.get(row.id) ?? [], paymentOfInvoiceRow(row), statuses)];
    }),
    total,
  };
}

/**
 * The list's page and count. A count kept per day rides on the page's rows (one statement, on
 * PostgreSQL one round trip); a page past the end has no row to carry it and counts apart.
 */
async function findPageAndCount(
  db: Db,
  filter: InvoiceListFilter,
): Promise<{ rows: InvoiceListDbRow[]; total: number }> {
  if (!isCountKept(filter)) {
    const [rows, total] = await Promise.all([findInvoices(db, filter), countInvoices(db, filter)]);
    return { rows, total };
  }
  const rows = await findInvoicesWithKeptCount(db, filter);
  const first = rows[0];
  return { rows, total: first ? Number(first.list_total ?? 0) : await countInvoices(db, filter) };
}

/** The page's totals per invoice and rate: kept on the rows, else summed from the lines. */
async function rateTotalsOfPage(db: Db, rows: readonly InvoiceListDbRow[]): Promise<InvoiceRateTotalRow[]> {
  const kept: InvoiceRateTotalRow[] = [];
  const unkept: number[] = [];
  for (const row of rows) {
    const totals = readKeptRateTotals(row.id, row.rate_totals);
    if (totals) kept.push(...totals);
    else unkept.push(row.id);
  }
  return unkept.length === 0 ? kept : [...kept, ...(await findRateTotalsOfInvoices(db, unkept))];
}

export async function getInvoiceDetail(ctx: RequestContext, id: number): Promise<InvoiceDetail> {
  const { db } = ctx;
  const found = await findInvoiceDetailRows(db, id);
  if (!found) throw invoiceNotFound(id);
  const { row, items, followUps } = found;
  const { receipts, advances, notes } = followUps;
  refuseOutsideBillingDay(ctx, row.date, 'invoices');
  const seller = await storedSellerOf(db, row.seller_snapshot);
  return toInvoiceDetail(row, items, seller, paymentOfInvoiceRow(row), { receipts, advances }, notes);
}

export async function getInvoiceForEdit(ctx: RequestContext, id: number): Promise<InvoiceEdit> {
  const { db } = ctx;
  const [row, items, settings] = await Promise.all([
    findInvoiceById(db, id),
    findInvoiceItems(db, id),
    findSettings(db),
  ]);
  if (!row) throw invoiceNotFound(id);
  refuseOutsideBillingDay(ctx, row.date, 'invoices');
  return toInvoiceEdit(row, items, settings, paymentOfInvoiceRow(row));
}

/** The next number of the default series ({prefix}/{FY}/{seq}) for the financial year of a date. */
export async function suggestInvoiceNumber(
  ctx: RequestContext,
  date = todayIso(),
): Promise<{ invoice_number: string; financial_year: string }> {
  const { db } = ctx;
  const settings = await findSettings(db);
  const financialYear = financialYearOf(date).label;
  const head = `${settings.invoice_prefix}/${financialYear}/`;
  const highest = await findHighestSeriesNumber(db, financialYear, head);
  return {
    invoice_number: nextSeriesNumber(
      settings.invoice_prefix,
      financialYear,
      highest ? [highest] : [],
      invoiceFirstNumber(settings, financialYear),
    ),
    financial_year: financialYear,
  };
}
