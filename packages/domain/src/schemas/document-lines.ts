import { z } from 'zod';
import { lineBatchSchema } from './batches';

// Fields that the lines of several documents answer with (invoices, purchases, notes, purchase
// returns), in rupees and percent, spread into each line's schema in the order the line lists them.

/** The line's product, as printed, and its unit. */
export const lineProductFields = {
  product_id: z.number(),
  product: z.object({ name: z.string(), hsn_code: z.string() }),
  unit: z.string(),
  /** The batch the line took from or returned to; null for a product without batches. */
  batch: lineBatchSchema,
};

/** The line's GST rate (percent), taxable value, GST in all and by head, and total. */
export const lineTaxFields = {
  gst_rate: z.number(),
  subtotal: z.number(),
  tax_amount: z.number(),
  cgst_amount: z.number(),
  sgst_amount: z.number(),
  igst_amount: z.number(),
  total: z.number(),
};

/** How an invoice line is priced and how many units it charges for and gives free. */
export const invoiceLinePricingFields = {
  /** 'rate': priced at a trade rate before GST; 'mrp': at the tax-inclusive MRP. */
  price_basis: z.enum(['rate', 'mrp']),
  mrp: z.number(),
  /** Trade-rate line: the rate typed; MRP line: taxable value / quantity. */
  rate: z.number(),
  discount: z.number(),
  /** Up to three decimals for units sold by weight, volume or length. The units charged for. */
  quantity: z.number(),
  /** Units given free with the line; stock moves by quantity + free_quantity. */
  free_quantity: z.number(),
};
