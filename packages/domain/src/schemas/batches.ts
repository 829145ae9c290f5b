import { z } from 'zod';
import { isValidIsoDate } from '../dates';
import { fromDecimalDigits, optionalIdField, optionalText } from './fields';
import { dateAnswer, dateText } from './formats';

// Batches and expiry (docs/product.md, "Batches and expiry"): the fields a line of a product that
// tracks batches carries, and the near-expiry report. Whether a line needs them depends on the
// product, so the server checks that and names the field.

/** A purchase line's batch number as the supplier's label prints it. */
export const batchNumberField = () => optionalText('Batch No', 30);

/** A purchase line's batch expiry date, YYYY-MM-DD (any real day: expiry is often years ahead). */
export const expiryDateField = () =>
  z
    .string({ error: 'Expiry must be text' })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isValidIsoDate(value), 'Expiry must be a real date (YYYY-MM-DD)')
    .meta({ format: 'date' });

/** A sale's or return's chosen batch: the id of a batch of the line's product (left out: earliest expiry first). */
export const batchIdField = () => optionalIdField('Batch');

/** The batch a document line names, as its detail shows it; null on a product without batches. */
export const lineBatchSchema = z
  .object({ id: z.number().int(), batch_number: z.string(), expiry_date: z.string() })
  .nullable();

export const nearExpiryQuerySchema = z.object({
  /** Batches expiring within this many days of today (India's day), and those already expired. */
  days: z.coerce
    .number({ error: 'Days must be a whole number from 0 to 3650' })
    .int('Days must be a whole number from 0 to 3650')
    .min(0, 'Days must be a whole number from 0 to 3650')
    .max(3650, 'Days must be a whole number from 0 to 3650')
    .default(90),
});

export const batchStockRowSchema = z.object({
  batch_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  unit: z.string(),
  batch_number: z.string(),
  expiry_date: z.string(),
  mrp: z.number(),
  on_hand: z.number(),
  /** On hand at the product's stock valuation rate (the stock report's), rupees. */
  value: z.number(),
  /** Days from today to expiry; below 0 once expired. */
  days_left: z.number().int(),
  expired: z.boolean(),
});

export const nearExpiryReportSchema = z.object({
  today: z.string(),
  days: z.number().int(),
  data: z.array(batchStockRowSchema),
  expired: z.object({ on_hand: z.number(), value: z.number() }),
  expiring: z.object({ on_hand: z.number(), value: z.number() }),
});

const EXCEPT_INVOICE_MESSAGE = 'except_invoice_id must be a whole number of at least 1';

/** GET /api/products/{id}/batches: the batch picker of an invoice line. */
export const productBatchesQuerySchema = z.object({
  /** The invoice's date: stock up to the end of it, and batches expired on it (left out: today). */
  as_of: z.preprocess(
    (value) => (value === '' ? undefined : value),
    dateText('as_of must be a date (YYYY-MM-DD)').optional(),
  ),
  /** An invoice being edited: its own lines count as not yet sold. */
  except_invoice_id: z.preprocess(
    (value) => (value === '' ? undefined : fromDecimalDigits(value)),
    z
      .number({ error: EXCEPT_INVOICE_MESSAGE })
      .int(EXCEPT_INVOICE_MESSAGE)
      .min(1, EXCEPT_INVOICE_MESSAGE)
      .optional(),
  ),
});

export const productBatchSchema = z.object({
  batch_id: z.number().int(),
  batch_number: z.string(),
  expiry_date: dateAnswer(),
  /** The batch's own MRP, rupees. */
  mrp: z.number(),
  on_hand: z.number(),
  /** Expired on the as_of day: selling from it asks for confirm_expired_batch. */
  expired: z.boolean(),
});

export const productBatchesSchema = z.object({
  as_of: dateAnswer(),
  /** The batches holding stock on the day, earliest expiry first (the order a sale takes them in). */
  data: z.array(productBatchSchema),
});

export type ProductBatchesQuery = z.output<typeof productBatchesQuerySchema>;
export type ProductBatch = z.output<typeof productBatchSchema>;
export type ProductBatches = z.output<typeof productBatchesSchema>;
export type NearExpiryQuery = z.output<typeof nearExpiryQuerySchema>;
export type BatchStockRow = z.output<typeof batchStockRowSchema>;
export type NearExpiryReport = z.output<typeof nearExpiryReportSchema>;
