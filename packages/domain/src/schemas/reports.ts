import { z } from 'zod';
import { dateAnswer, dateText } from './formats';

// GET /api/hsn-summary (and its B2B and B2C variants), /api/product-report and /api/stock-report.
// Every report covers an inclusive date range, the current month when none is given; amounts are
// rupees and rates percent. Reports add up the amounts stored on invoice lines, never recompute.

function reportDate(name: string) {
  const message = `${name} must be a date (YYYY-MM-DD)`;
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    dateText(message).optional(),
  );
}

export const reportQuerySchema = z
  .object({ from: reportDate('from'), to: reportDate('to') })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['to'],
  });

export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The range a report answered for: the one asked for, or the current month. */
const periodFields = { from: dateAnswer(), to: dateAnswer() };

const hsnAmountFields = {
  total_qty: z.number(),
  /** Taxable value. */
  total_value: z.number(),
  total_tax: z.number(),
  integrated_tax: z.number(),
  central_tax: z.number(),
  state_tax: z.number(),
  /** Compensation cess: Bahi does not levy it, so always 0. */
  cess: z.number(),
  /** Taxable value plus tax. */
  total_amount: z.number(),
};

/** One row of GSTR-1 table 12: an HSN code at one GST rate in one unit (UQC). */
export const hsnSummaryRowSchema = z.object({
  hsn_code: z.string(),
  description: z.string(),
  uqc: z.string(),
  gst_rate: z.number(),
  ...hsnAmountFields,
});

export const hsnPartyRowSchema = hsnSummaryRowSchema.extend({
  /** The invoices with lines in this row, in date order. */
  invoice_numbers: z.array(z.string()),
});

/**
 * Totals of the summary. Quantities of different units are never added: total_qty is the sum only
 * when every row has one unit (null otherwise), and quantity_by_unit gives the sum per unit.
 */
export const hsnTotalsSchema = z.object({
  ...hsnAmountFields,
  total_qty: z.number().nullable(),
  quantity_by_unit: z.array(z.object({ uqc: z.string(), total_qty: z.number() })),
});

export const hsnSummarySchema = z.object({
  ...periodFields,
  data: z.array(hsnSummaryRowSchema),
  totals: hsnTotalsSchema,
});

export const hsnPartySummarySchema = z.object({
  ...periodFields,
  data: z.array(hsnPartyRowSchema),
  totals: hsnTotalsSchema,
});

export type HsnSummaryRow = z.infer<typeof hsnSummaryRowSchema>;
export type HsnPartyRow = z.infer<typeof hsnPartyRowSchema>;
export type HsnTotals = z.infer<typeof hsnTotalsSchema>;
export type HsnSummary = z.infer<typeof hsnSummarySchema>;
export type HsnPartySummary = z.infer<typeof hsnPartySummarySchema>;

const productAmountFields = {
  total_qty: z.number(),
  total_value: z.number(),
  total_tax: z.number(),
  total_amount: z.number(),
};

/** Sales of one product at one HSN code and GST rate (a rate change splits a product in two rows). */
export const productReportRowSchema = z.object({
  product_id: z.number(),
  product_name: z.string(),
  hsn_code: z.string(),
  gst_rate: z.number(),
  ...productAmountFields,
});

export const productReportSchema = z.object({
  ...periodFields,
  data: z.array(productReportRowSchema),
  totals: z.object(productAmountFields),
});

export type ProductReportRow = z.infer<typeof productReportRowSchema>;
export type ProductReport = z.infer<typeof productReportSchema>;

/** Quantities of one product over the range; closing = opening + purchased − sold. */
export const stockReportRowSchema = z.object({
  product_id: z.number(),
  product_name: z.string(),
  hsn_code: z.string(),
  unit: z.string(),
  opening: z.number(),
  purchased: z.number(),
  sold: z.number(),
  closing: z.number(),
  /**
   * Taxable rate per unit of the latest purchase up to the end of the range, else the opening
   * stock's cost rate, else the product's rate.
   */
  valuation_rate: z.number(),
  valuation_source: z.enum(['purchase', 'opening', 'product']),
  closing_value: z.number(),
  /**
   * A product that tracks batches: its closing stock batch by batch, earliest expiry first (they
   * sum to `closing`), each valued at the product's valuation rate. Left out for other products.
   */
  batches: z
    .array(
      z.object({
        batch_id: z.number().int(),
        batch_number: z.string(),
        expiry_date: z.string(),
        mrp: z.number(),
        closing: z.number(),
        closing_value: z.number(),
      }),
    )
    .optional(),
});

export const stockReportSchema = z.object({
  ...periodFields,
  data: z.array(stockReportRowSchema),
  totals: z.object({ closing_value: z.number() }),
});

export type StockReportRow = z.infer<typeof stockReportRowSchema>;
export type StockReport = z.infer<typeof stockReportSchema>;
