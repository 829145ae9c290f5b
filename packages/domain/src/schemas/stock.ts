import { z } from 'zod';
import { dateAnswer, dateText } from './formats';
import { listQuerySchema } from './list-query';

// Quantity on hand = opening stock + purchased − sold on invoices that are not cancelled,
// for every product, now or as of the end of a given day.

const AS_OF_MESSAGE = 'as_of must be a date (YYYY-MM-DD)';

const asOfField = z.preprocess(
  (value) => (value === '' ? undefined : value),
  dateText(AS_OF_MESSAGE).optional(),
);

const LOW_ONLY_MESSAGE = 'low_only must be 1 or 0';

/** low_only=1: only products at or below their reorder level (on the as_of day when given). */
const lowOnlyField = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .enum(['1', '0', 'true', 'false'], { error: LOW_ONLY_MESSAGE })
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
);

export const stockQuerySchema = z.intersection(
  listQuerySchema,
  z.object({ as_of: asOfField, low_only: lowOnlyField }),
);
export const productStockQuerySchema = z.object({ as_of: asOfField });

export type StockQuery = z.output<typeof stockQuerySchema>;

export const stockRowSchema = z.object({
  product_id: z.number(),
  product_name: z.string(),
  hsn_code: z.string(),
  unit: z.string(),
  reorder_level: z.number(),
  opening_stock: z.number(),
  purchased: z.number(),
  sold: z.number(),
  on_hand: z.number(),
  /** At or below the reorder level. */
  low_stock: z.boolean(),
  /** The day the figures are as of, or null for "now" (every movement so far). */
  as_of: dateAnswer().nullable(),
});

export type StockRow = z.infer<typeof stockRowSchema>;
