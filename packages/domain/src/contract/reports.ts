import type { z } from 'zod';
import { nearExpiryQuerySchema, nearExpiryReportSchema } from '../schemas/batches';
import {
  outstandingQuerySchema,
  outstandingReportSchema,
  overdueQuerySchema,
  overdueReportSchema,
} from '../schemas/outstanding';
import {
  hsnPartySummarySchema,
  hsnSummarySchema,
  productReportSchema,
  reportQuerySchema,
  stockReportSchema,
} from '../schemas/reports';
import { listCall } from './calls';
import { ACCESS } from './roles';
import { defineRoute } from './route';

// The reports: each covers an inclusive date range, the current month by default.

const tags = ['Reports'] as const;
const RANGE =
  'from/to (YYYY-MM-DD, inclusive; default the current month; one alone means the rest of its month)';

/** A report over a date range: the range in the query, readers may run it, a bad range is 400. */
function rangeReport<const P extends string, S extends z.ZodType>(path: P, summary: string, schema: S) {
  return defineRoute({
    method: 'GET',
    path,
    tags,
    summary: `${summary}; ${RANGE}`,
    query: reportQuerySchema,
    success: { status: 200, schema },
    errors: [400],
    roles: ACCESS.readers,
  });
}

export const reportRoutes = {
  hsnSummary: rangeReport(
    '/hsn-summary',
    'HSN summary (GSTR-1 table 12) of invoices not cancelled, per HSN code, GST rate and UQC',
    hsnSummarySchema,
  ),
  hsnSummaryB2b: rangeReport(
    '/hsn-summarybtob',
    'HSN summary of invoices to customers with a GSTIN, each row with its invoice numbers',
    hsnPartySummarySchema,
  ),
  hsnSummaryB2c: rangeReport(
    '/hsn-summarybtoc',
    'HSN summary of invoices to customers without a GSTIN, each row with its invoice numbers',
    hsnPartySummarySchema,
  ),
  productReport: rangeReport(
    '/product-report',
    'Sales per product, HSN code and GST rate on invoices not cancelled',
    productReportSchema,
  ),
  stockReport: rangeReport(
    '/stock-report',
    'Per product: opening, purchased, sold and closing quantity, and closing value at the latest purchase rate',
    stockReportSchema,
  ),
  nearExpiry: defineRoute({
    method: 'GET',
    path: '/near-expiry-report',
    tags,
    summary:
      "Batches in stock expiring within `days` (default 90) of India's today, and those already expired, earliest expiry first: quantity on hand and value at the stock report's valuation rate, with totals for expired and expiring",
    query: nearExpiryQuerySchema,
    success: { status: 200, schema: nearExpiryReportSchema },
    errors: [400],
    roles: ACCESS.readers,
  }),
  outstanding: listCall({
    path: '/outstanding-report',
    tags,
    summary:
      "What each customer (party=customers, default) or supplier (party=suppliers) has left to settle on invoices not cancelled (purchases), by age from the document date to as_of (default India's today): 0-30, 31-60, 61-90 and over 90 days, or with age_by=due_date by days past the due date (the bill's own, else its date plus the party's credit days; not due, 1-30 … over 90), less money on account; the same figures as the dashboard and the party balances",
    query: outstandingQuerySchema,
    page: outstandingReportSchema,
    roles: ACCESS.readers,
  }),
  overdue: listCall({
    path: '/outstanding-report/overdue',
    tags,
    summary:
      "The customers' (party=customers, default) or suppliers' bills past their due date on as_of (default India's today), opening bills included, most overdue first",
    query: overdueQuerySchema,
    page: overdueReportSchema,
    roles: ACCESS.readers,
  }),
} as const;
