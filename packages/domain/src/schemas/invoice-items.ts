import { z } from 'zod';
import { PRICE_BASES, type PriceBasis } from '../gst';
import { batchIdField } from './batches';
import { amountField, percentField } from './fields';
import { discountField, requiredIdField } from './invoice-fields';
import { freeQuantityField, quantityField } from './quantity-field';

// One line of the POST/PUT /api/invoices payload. A line is priced at a trade rate (the unit price
// before GST, `rate`) or at its MRP (tax-inclusive, `mrp`), per `price_basis` (docs/gst-rules.md).
// The price the line is priced at must be more than 0; the other one is kept for reference only.

const basisMessage = 'Price Basis must be rate or mrp';

export const priceBasisField = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.enum(PRICE_BASES as [PriceBasis, ...PriceBasis[]], { error: basisMessage }).optional(),
);

export const invoiceItemInputSchema = z
  .object({
    product_id: requiredIdField('Product is required', 'Product must be the id of a product'),
    /** Left out: 'rate' when a rate is given, else 'mrp' (the way older clients priced). */
    price_basis: priceBasisField,
    mrp: amountField('MRP').optional().nullable(),
    /** Unit price before GST and discount. */
    rate: amountField('Rate').optional().nullable(),
    discount: discountField(),
    quantity: quantityField(),
    /** Units given free with the line (a scheme): they leave stock, the line is charged for `quantity`. */
    free_quantity: freeQuantityField(),
    /**
     * A product that tracks batches: the batch sold from. Left out, the line takes the batches
     * not expired on the invoice's date, earliest expiry first, and is split across them.
     */
    batch_id: batchIdField(),
    gst_rate: percentField('GST Rate'),
    tax_amount: z.unknown().optional(),
    subtotal: z.unknown().optional(),
    total: z.unknown().optional(),
  })
  .transform((item, context) => {
    const price_basis: PriceBasis = item.price_basis ?? (item.rate == null ? 'mrp' : 'rate');
    const field = price_basis === 'rate' ? 'rate' : 'mrp';
    const label = price_basis === 'rate' ? 'Rate' : 'MRP';
    const price = item[field];
    if (price == null) {
      context.addIssue({ code: 'custom', path: [field], message: `${label} is required` });
    } else if (price <= 0) {
      context.addIssue({ code: 'custom', path: [field], message: `${label} must be more than 0` });
    }
    return { ...item, price_basis, mrp: item.mrp ?? null, rate: item.rate ?? null };
  });

export type InvoiceItemInput = z.output<typeof invoiceItemInputSchema>;
