import {
  hsnPartySummarySchema,
  hsnSummarySchema,
  productReportSchema,
  reportQuerySchema,
  stockReportSchema,
} from '@bahi/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { errorResponses } from '../http/route-schemas';
import { getHsnPartySummary, getHsnSummary } from './hsn-report-service';
import { getProductReport } from './product-report-service';
import { getStockReport } from './stock-report-service';

const tags = ['Reports'];
const RANGE =
  'from/to (YYYY-MM-DD, inclusive; default the current month; one alone means the rest of its month)';

export function registerReportRoutes(api: FastifyInstance, db: Db): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/hsn-summary',
    {
      schema: {
        tags,
        summary: `HSN summary (GSTR-1 table 12) of invoices not cancelled, per HSN code, GST rate and UQC; ${RANGE}`,
        querystring: reportQuerySchema,
        response: { 200: hsnSummarySchema, ...errorResponses(400) },
      },
    },
    async (request) => getHsnSummary(db, request.query),
  );

  for (const [path, party, who] of [
    ['/hsn-summarybtob', 'b2b', 'customers with a GSTIN'],
    ['/hsn-summarybtoc', 'b2c', 'customers without a GSTIN'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `HSN summary of invoices to ${who}, each row with its invoice numbers; ${RANGE}`,
          querystring: reportQuerySchema,
          response: { 200: hsnPartySummarySchema, ...errorResponses(400) },
        },
      },
      async (request) => getHsnPartySummary(db, request.query, party),
    );
  }

  app.get(
    '/product-report',
    {
      schema: {
        tags,
        summary: `Sales per product, HSN code and GST rate on invoices not cancelled; ${RANGE}`,
        querystring: reportQuerySchema,
        response: { 200: productReportSchema, ...errorResponses(400) },
      },
    },
    async (request) => getProductReport(db, request.query),
  );

  app.get(
    '/stock-report',
    {
      schema: {
        tags,
        summary: `Per product: opening, purchased, sold and closing quantity, and closing value at the latest purchase rate; ${RANGE}`,
        querystring: reportQuerySchema,
        response: { 200: stockReportSchema, ...errorResponses(400) },
      },
    },
    async (request) => getStockReport(db, request.query),
  );
}
