import { z } from 'zod';

// The fields every document line answers with (invoices, purchases, notes, purchase returns), in
// rupees and percent, spread into each line's schema in the order the line lists them.

/** The line's product, as printed, and its unit. */
export const lineProductFields = {
  product_id: z.number(),
  product: z.object({ name: z.string(), hsn_code: z.string() }),
  unit: z.string(),
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
