import { outstandingQuerySchema, outstandingReportSchema } from '../schemas/outstanding';
import {
  hsnPartySummarySchema,
  hsnSummarySchema,
  productReportSchema,
  reportQuerySchema,
  stockReportSchema,
} from '../schemas/reports';
import { ACCESS } from './roles';
import { defineRoute } from './route';

// The reports: each covers an inclusive date range, the current month by default.

const tags = ['Reports'] as const;
const RANGE =
  'from/to (YYYY-MM-DD, inclusive; default the current month; one alone means the rest of its month)';

export const reportRoutes = {
  hsnSummary: defineRoute({
    method: 'GET',
    path: '/hsn-summary',
    tags,
    summary: `HSN summary (GSTR-1 table 12) of invoices not cancelled, per HSN code, GST rate and UQC; ${RANGE}`,
    query: reportQuerySchema,
    success: { status: 200, schema: hsnSummarySchema },
    errors: [400],
    roles: ACCESS.readers,
  }),
  hsnSummaryB2b: defineRoute({
    method: 'GET',
    path: '/hsn-summarybtob',
    tags,
    summary: `HSN summary of invoices to customers with a GSTIN, each row with its invoice numbers; ${RANGE}`,
    query: reportQuerySchema,
    success: { status: 200, schema: hsnPartySummarySchema },
    errors: [400],
    roles: ACCESS.readers,
  }),
  hsnSummaryB2c: defineRoute({
    method: 'GET',
    path: '/hsn-summarybtoc',
    tags,
    summary: `HSN summary of invoices to customers without a GSTIN, each row with its invoice numbers; ${RANGE}`,
    query: reportQuerySchema,
    success: { status: 200, schema: hsnPartySummarySchema },
    errors: [400],
    roles: ACCESS.readers,
  }),
  productReport: defineRoute({
    method: 'GET',
    path: '/product-report',
    tags,
    summary: `Sales per product, HSN code and GST rate on invoices not cancelled; ${RANGE}`,
    query: reportQuerySchema,
    success: { status: 200, schema: productReportSchema },
    errors: [400],
    roles: ACCESS.readers,
  }),
  stockReport: defineRoute({
    method: 'GET',
    path: '/stock-report',
    tags,
    summary: `Per product: opening, purchased, sold and closing quantity, and closing value at the latest purchase rate; ${RANGE}`,
    query: reportQuerySchema,
    success: { status: 200, schema: stockReportSchema },
    errors: [400],
    roles: ACCESS.readers,
  }),
  outstanding: defineRoute({
    method: 'GET',
    path: '/outstanding-report',
    tags,
    summary:
      "What each customer (party=customers, default) or supplier (party=suppliers) has left to settle on invoices not cancelled (purchases), by age from the document date to as_of (default India's today): 0-30, 31-60, 61-90 and over 90 days, less money on account; the same figures as the dashboard and the party balances",
    query: outstandingQuerySchema,
    success: { status: 200, schema: outstandingReportSchema },
    errors: [400],
    roles: ACCESS.readers,
  }),
} as const;
