import { z } from 'zod';
import { batchNumberField, expiryDateField } from './batches';
import { amountField, percentField, versionField } from './fields';
import { discountField, isoDateField, requiredIdField } from './invoice';
import { freeQuantityField, quantityField } from './quantity-field';

// The POST /api/admin/add-purchases payload (docs/api.md). Each row carries the gross amount the supplier
// billed for it (or a unit rate to multiply by the quantity); the server works out taxable value,
// GST and totals from those with the domain's purchase math and ignores totals a client sends.

export const purchaseItemInputSchema = z
  .object({
    product_id: requiredIdField('Product is required', 'Product must be the id of a product'),
    quantity: quantityField(),
    /** Units the supplier gave free (a scheme): they enter stock, the row is charged for `quantity`. */
    free_quantity: freeQuantityField(),
    /** Gross amount of the row before discount, in rupees, as the supplier's bill shows it. */
    amount: amountField('Amount').optional(),
    /** Unit price before discount; used when no amount is given (amount = rate × quantity). */
    rate: amountField('Rate').optional(),
    mrp: amountField('MRP').optional(),
    /** A product that tracks batches: the batch's number and expiry (its MRP is `mrp`), all required. */
    batch_number: batchNumberField(),
    expiry_date: expiryDateField(),
    discount: discountField(),
    gst_rate: percentField('GST Rate'),
    subtotal: z.unknown().optional(),
    tax_amount: z.unknown().optional(),
    total: z.unknown().optional(),
  })
  .superRefine((item, context) => {
    // A row priced at nothing is a typing slip that would add stock at no cost. (Below 0 the
    // amount fields refuse already.)
    if (item.amount !== undefined) {
      if (item.amount === 0) {
        context.addIssue({ code: 'custom', path: ['amount'], message: 'Amount must be more than 0' });
      }
    } else if (item.rate === undefined) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'Amount is required' });
    } else if (item.rate === 0) {
      context.addIssue({ code: 'custom', path: ['rate'], message: 'Rate must be more than 0' });
    }
  });

export const purchaseInputSchema = z
  .object({
    supplier_id: requiredIdField('Please select a supplier.', 'Supplier must be the id of a supplier'),
    purchase_number: z.string({ error: 'Purchase number must be text' }).trim().max(30).optional(),
    invoice_number: z
      .string({ error: 'Supplier Invoice No must be text' })
      .trim()
      .max(30, 'Supplier Invoice No must be at most 30 characters')
      .nullish()
      .transform((value) => value || null),
    purchase_date: isoDateField('Purchase Date'),
    items: z
      .array(purchaseItemInputSchema, { error: 'Add at least one item' })
      .min(1, 'Add at least one item')
      .max(1000, 'A purchase can have at most 1000 items'),
    /** Round the payable to the nearest rupee, as the supplier's bill does (off when left out). */
    round_off: z.boolean({ error: 'Round off must be true or false' }).optional().default(false),
    subtotal: z.unknown().optional(),
    total_gst_amount: z.unknown().optional(),
    grand_total: z.unknown().optional(),
    /** Editing only: the version the edit was made on; a stale one is refused with 409. */
    version: versionField(),
  })
  .superRefine(
    (purchase, context) => {
      const seen = new Set<unknown>();
      // Runs even when other fields failed (see `when`), so rows may still be half-parsed.
      const items: readonly { product_id?: unknown; batch_number?: unknown }[] = Array.isArray(purchase.items)
        ? purchase.items
        : [];
      items.forEach((item, index) => {
        const productId = item?.product_id;
        if (typeof productId !== 'number') return;
        // Two batches of one product are two lines; the same batch twice is a slip.
        const key = `${productId}|${typeof item.batch_number === 'string' ? item.batch_number : ''}`;
        if (seen.has(key)) {
          context.addIssue({
            code: 'custom',
            path: ['items', index, 'product_id'],
            message: 'This product is already added.',
          });
        }
        seen.add(key);
      });
    },
    // Report a duplicated product together with every other problem of the form, not after them.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type PurchaseInput = z.output<typeof purchaseInputSchema>;
export type PurchaseItemInput = z.output<typeof purchaseItemInputSchema>;
