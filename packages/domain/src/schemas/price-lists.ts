import { z } from 'zod';
import { amountField } from './fields';
import { requiredIdField } from './invoice-fields';

// Price lists: price levels (Retailer, Wholesaler) with a rate per product, a level per customer,
// and a customer's own rate for a product. An invoice line for the customer starts at their own
// rate, else their level's, else the product's (docs/product.md, "Price lists").

const rateEntry = z.object({
  product_id: requiredIdField('Product is required', 'Product must be the id of a product'),
  /** Rupees, the trade rate before GST. */
  rate: amountField('Rate').refine((rate) => rate > 0, 'Rate must be more than 0'),
});

const rateEntries = z
  .array(rateEntry, { error: 'Rates must be a list' })
  .max(10_000, 'At most 10000 rates')
  .default([])
  .superRefine((rates, context) => {
    const seen = new Set<number>();
    rates.forEach((entry, index) => {
      if (seen.has(entry.product_id)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'product_id'],
          message: 'This product is already added.',
        });
      }
      seen.add(entry.product_id);
    });
  });

export const priceLevelInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(60, 'Name must be at most 60 characters'),
  rates: rateEntries,
});
export type PriceLevelInput = z.output<typeof priceLevelInputSchema>;

const rateAnswer = z.object({ product_id: z.number(), rate: z.number() });

export const priceLevelSchema = z.object({
  id: z.number(),
  name: z.string(),
  rates: z.array(rateAnswer),
});
export type PriceLevel = z.infer<typeof priceLevelSchema>;

export const priceLevelListSchema = z.object({ data: z.array(priceLevelSchema) });

export const customerPriceListInputSchema = z.object({
  price_level_id: z
    .number({ error: 'Price level must be the id of a price level' })
    .int('Price level must be the id of a price level')
    .min(1, 'Price level must be the id of a price level')
    .nullable()
    .default(null),
  rates: rateEntries,
});
export type CustomerPriceListInput = z.output<typeof customerPriceListInputSchema>;

export const customerPriceListSchema = z.object({
  customer_id: z.number(),
  price_level_id: z.number().nullable(),
  rates: z.array(rateAnswer),
});
export type CustomerPriceList = z.infer<typeof customerPriceListSchema>;

/** Where a line's starting rate came from. */
export const RATE_SOURCES = ['customer', 'level', 'product'] as const;

export const customerProductRateSchema = z.object({
  product_id: z.number(),
  /** The rate a new invoice line for this customer starts at, in rupees (0: the product has none). */
  rate: z.number(),
  source: z.enum(RATE_SOURCES),
  /** The rate of this customer's latest invoice line of the product (not cancelled); null if never billed. */
  last_rate: z.number().nullable(),
  last_invoice_number: z.string().nullable(),
  last_date: z.string().nullable(),
});
export type CustomerProductRate = z.infer<typeof customerProductRateSchema>;

export const customerProductParamsSchema = z.object({
  id: z.coerce.number<number | string>().int().min(1),
  productId: z.coerce.number<number | string>().int().min(1),
});
