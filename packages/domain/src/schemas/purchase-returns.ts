import { z } from 'zod';
import { isoDateField } from './fields';
import { dateAnswer } from './formats';
import {
  gstSummaryEntrySchema,
  hsnSummaryEntrySchema,
  partySnapshotSchema,
  sellerSchema,
  taxSplitSchema,
} from './invoice-detail';
import { requiredIdField } from './invoice-fields';
import { listQuerySchema } from './list-query';
import { NOTE_STATUSES, queryId, reasonField } from './notes';
import { quantityField } from './quantity-field';

// Purchase returns: goods sent back to a supplier against one purchase (docs/api.md, "Purchase
// returns"). The shop chooses lines of the purchase and the units sent back; the server works out
// the value pro rata and the GST at the purchase line's own rate and the purchase's supply type.
// The goods leave stock, the input tax credit falls and so does what the supplier is owed.

export const purchaseReturnLineInputSchema = z.object({
  purchase_item_id: requiredIdField(
    'Purchase line is required',
    'Purchase line must be the id of a line of the purchase',
  ),
  quantity: quantityField(),
});

/** POST /api/purchase-returns. */
export const purchaseReturnInputSchema = z
  .object({
    purchase_id: requiredIdField('Purchase is required', 'Purchase must be the id of a purchase'),
    return_date: isoDateField('Return date'),
    reason: reasonField,
    lines: z
      .array(purchaseReturnLineInputSchema, { error: 'Lines must be a list' })
      .min(1, 'Choose at least one line of the purchase')
      .max(500, 'A return can have at most 500 lines'),
  })
  .superRefine((input, context) => {
    const seen = new Set<number>();
    input.lines.forEach((line, index) => {
      if (seen.has(line.purchase_item_id)) {
        context.addIssue({
          code: 'custom',
          path: ['lines', index, 'purchase_item_id'],
          message: 'Each purchase line can appear once on a return',
        });
      }
      seen.add(line.purchase_item_id);
    });
  });

export type PurchaseReturnInput = z.output<typeof purchaseReturnInputSchema>;

/** PUT /api/purchase-returns/{id}/status: only cancelling. */
export const purchaseReturnStatusInputSchema = z.object({
  status: z.literal('Cancelled', {
    error: 'Status must be Cancelled (a purchase return is cancelled, never deleted)',
  }),
});

/** GET /api/purchase-returns: the usual list query plus a supplier or a purchase. */
export const purchaseReturnListQuerySchema = z.intersection(
  listQuerySchema,
  z.object({
    supplier_id: queryId('supplier_id must be a whole number of at least 1'),
    purchase_id: queryId('purchase_id must be a whole number of at least 1'),
  }),
);

export type PurchaseReturnListQuery = z.output<typeof purchaseReturnListQuerySchema>;

/** The purchase a return names: our number, the supplier's bill number and the date. */
export const purchaseReturnPurchaseRefSchema = z.object({
  id: z.number(),
  purchase_number: z.string(),
  invoice_number: z.string().nullable(),
  date: dateAnswer(),
});

export const purchaseReturnListRowSchema = z.object({
  id: z.number(),
  return_number: z.string(),
  date: dateAnswer(),
  created_at: z.string(),
  reason: z.string(),
  status: z.enum(NOTE_STATUSES),
  purchase: purchaseReturnPurchaseRefSchema,
  supplier_id: z.number(),
  supplier: partySnapshotSchema,
  supply_type: z.enum(['intra', 'inter']),
  /** Taxable value, GST and the return's total, in rupees. */
  total_amount: z.number(),
  gst_amount: z.number(),
  grand_total: z.number(),
});

export type PurchaseReturnListRow = z.infer<typeof purchaseReturnListRowSchema>;

export const purchaseReturnItemSchema = z.object({
  id: z.number(),
  line_no: z.number(),
  purchase_item_id: z.number(),
  product_id: z.number(),
  product: z.object({ name: z.string(), hsn_code: z.string() }),
  unit: z.string(),
  quantity: z.number(),
  /** The purchase line's GST rate, in percent. */
  gst_rate: z.number(),
  /** Taxable value sent back. */
  subtotal: z.number(),
  tax_amount: z.number(),
  cgst_amount: z.number(),
  sgst_amount: z.number(),
  igst_amount: z.number(),
  total: z.number(),
});

export const purchaseReturnDetailSchema = purchaseReturnListRowSchema.extend({
  seller: sellerSchema,
  items: z.array(purchaseReturnItemSchema),
  gst_summary: z.record(z.string(), gstSummaryEntrySchema),
  hsn_summary: z.record(z.string(), hsnSummaryEntrySchema),
  tax: taxSplitSchema,
  amount_in_words: z.string(),
});

export type PurchaseReturnDetail = z.infer<typeof purchaseReturnDetailSchema>;

/** GET /api/purchases/{id}/return-lines: what each line of a purchase can still be sent back. */
export const returnablePurchaseSchema = z.object({
  purchase: purchaseReturnPurchaseRefSchema,
  status: z.string(),
  supplier_id: z.number(),
  supplier: partySnapshotSchema,
  supply_type: z.enum(['intra', 'inter']),
  lines: z.array(
    z.object({
      purchase_item_id: z.number(),
      line_no: z.number(),
      product_id: z.number(),
      product: z.object({ name: z.string(), hsn_code: z.string() }),
      unit: z.string(),
      gst_rate: z.number(),
      /** As purchased. */
      quantity: z.number(),
      taxable_value: z.number(),
      /** After earlier live returns. */
      remaining_quantity: z.number(),
      remaining_taxable_value: z.number(),
    }),
  ),
});

export type ReturnablePurchase = z.infer<typeof returnablePurchaseSchema>;
