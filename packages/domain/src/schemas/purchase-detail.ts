import { z } from 'zod';
import { lineProductFields, lineTaxFields } from './document-lines';
import { dateAnswer } from './formats';
import { partySnapshotSchema, sellerSchema, taxSplitSchema } from './invoice-detail';

// GET /api/admin/purchases/{purchase_number} (detail) and GET /api/purchases (list rows).

/** 'Recorded' while the purchase stands; 'Cancelled' once cancelled (kept, never deleted). */
export const PURCHASE_STATUSES = ['Recorded', 'Cancelled'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const purchaseItemDetailSchema = z.object({
  id: z.number(),
  line_no: z.number(),
  ...lineProductFields,
  mrp: z.number().nullable(),
  /** The units charged for. */
  quantity: z.number(),
  /** Units the supplier gave free; stock rose by quantity + free_quantity. */
  free_quantity: z.number(),
  amount: z.number(),
  /** The rate per unit before discount as typed, when the line was priced by rate; null when by amount. */
  typed_rate: z.number().nullable(),
  discount: z.number(),
  /** Taxable value per unit: taxable / quantity. */
  rate: z.number(),
  /** The row's GST by head: CGST + SGST from a supplier in the shop's state, else IGST. */
  ...lineTaxFields,
});

export const purchaseGstSummaryEntrySchema = z.object({
  gst_rate: z.number(),
  total_items: z.number(),
  subtotal: z.number(),
  tax: z.number(),
});

export const purchaseDetailSchema = z.object({
  id: z.number(),
  purchase_number: z.string(),
  invoice_number: z.string().nullable(),
  purchase_date: dateAnswer(),
  status: z.enum(PURCHASE_STATUSES),
  created_at: z.string(),
  /** One more with every change; an edit names it (a stale edit is refused). */
  version: z.number().int(),
  supplier_id: z.number(),
  supplier: partySnapshotSchema,
  seller: sellerSchema,
  supply_type: z.enum(['intra', 'inter']),
  items: z.array(purchaseItemDetailSchema),
  gst_summary: z.record(z.string(), purchaseGstSummaryEntrySchema),
  total_amount: z.number(),
  tax: taxSplitSchema,
  gst_amount: z.number(),
  /** What rounding to the nearest rupee added to the payable (0 when not rounded). */
  round_off: z.number(),
  grand_total: z.number(),
  /** What live purchase returns take off the purchase, in rupees. */
  returned: z.number(),
  /** Returns sent back against the purchase (cancelled ones too), oldest first. */
  returns: z.array(
    z.object({
      id: z.number(),
      return_number: z.string(),
      date: dateAnswer(),
      grand_total: z.number(),
      status: z.enum(['Issued', 'Cancelled']),
    }),
  ),
  amount_in_words: z.string(),
});

export type PurchaseDetail = z.infer<typeof purchaseDetailSchema>;

export const purchaseListRowSchema = z.object({
  id: z.number(),
  purchase_number: z.string(),
  invoice_number: z.string().nullable(),
  supplier_id: z.number(),
  supplier_name: z.string(),
  /** Also as `supplier`, the name the purchase list's Supplier column reads. */
  supplier: z.string(),
  purchase_date: dateAnswer(),
  date: dateAnswer(),
  status: z.enum(PURCHASE_STATUSES),
  total_amount: z.number(),
  gst_amount: z.number(),
  grand_total: z.number(),
  created_at: z.string(),
});

export type PurchaseListRow = z.infer<typeof purchaseListRowSchema>;

export const nextPurchaseNumberSchema = z.object({ next_purchase_number: z.string() });

export const addPurchaseResponseSchema = z.object({
  ok: z.literal(true),
  id: z.number(),
  purchase_number: z.string(),
});
