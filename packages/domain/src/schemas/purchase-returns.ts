import { z } from 'zod';
import {
  cancelOnlyStatusSchema,
  checkCorrectionLines,
  correctableDocumentSchema,
  correctionHeaderFields,
  correctionItemSchema,
  correctionLinesField,
  correctionSummaryFields,
  queryId,
  reasonField,
} from './correcting-document';
import { documentNumberFields } from './document-header';
import { isoDateField } from './fields';
import { dateAnswer } from './formats';
import { sellerSchema } from './invoice-detail';
import { requiredIdField } from './invoice-fields';
import { listQuerySchema } from './list-query';
import { optionalValueField } from './note-input';
import { quantityField } from './quantity-field';

// Purchase returns: goods sent back to a supplier against one purchase (docs/api.md, "Purchase
// returns"). The shop chooses lines of the purchase and the units sent back; the server works out
// the value pro rata and the GST at the purchase line's own rate and the purchase's supply type.
// The goods leave stock, the input tax credit falls and so does what the supplier is owed.
// A value note (kind 'value') is the supplier's credit note without goods, a price or discount
// note: a taxable value taken off chosen lines of the purchase; no stock moves, the rest follows
// as for a return. It has its own number series (docs/gst-rules.md, "Purchase value notes").

const NAMES = { original: 'purchase', document: 'return' } as const;

export const PURCHASE_RETURN_KINDS = ['return', 'value'] as const;
export type PurchaseReturnKind = (typeof PURCHASE_RETURN_KINDS)[number];

function blankToMissing(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

export const purchaseReturnLineInputSchema = z.object({
  purchase_item_id: requiredIdField(
    'Purchase line is required',
    'Purchase line must be the id of a line of the purchase',
  ),
  /** Returns only: units sent back (up to what the line still has). */
  quantity: z.preprocess(blankToMissing, quantityField().optional()),
  /** Value notes only: taxable value (before GST) taken off the line, in rupees. */
  taxable_value: optionalValueField('Taxable value'),
});

/** The field a line of the kind needs: units on a return, a taxable value on a value note. */
function lineNeeds(kind: PurchaseReturnKind) {
  return kind === 'return' ? ('quantity' as const) : ('taxable_value' as const);
}

/** POST /api/purchase-returns. */
export const purchaseReturnInputSchema = z
  .object({
    purchase_id: requiredIdField('Purchase is required', 'Purchase must be the id of a purchase'),
    /** 'return' (goods sent back; the default) or 'value' (a value note: no goods move). */
    kind: z
      .enum(PURCHASE_RETURN_KINDS, { error: 'Kind must be return or value' })
      .optional()
      .default('return'),
    return_date: isoDateField('Return date'),
    /** The supplier's credit note number, as GSTR-2B shows it (matched against it there). */
    supplier_note_number: z
      .string({ error: 'Supplier note number must be text' })
      .trim()
      .max(16, 'Supplier note number must be at most 16 characters')
      .nullish()
      .transform((value) => value || null),
    reason: reasonField,
    /** Rounds the return's total to the rupee, as the supplier's credit note for it does. */
    round_off: z.boolean({ error: 'Round off must be true or false' }).optional().default(false),
    lines: correctionLinesField(purchaseReturnLineInputSchema, NAMES),
  })
  .superRefine((input, context) => {
    const needs = lineNeeds(input.kind);
    checkCorrectionLines(input.lines, 'purchase_item_id', NAMES, context, (line, index) => {
      if (line[needs] !== undefined) return;
      context.addIssue({
        code: 'custom',
        path: ['lines', index, needs],
        message: needs === 'quantity' ? 'Quantity is required' : 'Taxable value is required',
      });
    });
  })
  .transform((input) => ({
    ...input,
    lines: input.lines.map((line) =>
      input.kind === 'return'
        ? { purchase_item_id: line.purchase_item_id, quantity: line.quantity, taxable_value: undefined }
        : { purchase_item_id: line.purchase_item_id, quantity: undefined, taxable_value: line.taxable_value },
    ),
  }));

export type PurchaseReturnInput = z.output<typeof purchaseReturnInputSchema>;

/** PUT /api/purchase-returns/{id}/status: only cancelling. */
export const purchaseReturnStatusInputSchema = cancelOnlyStatusSchema('purchase return');

/** GET /api/purchase-returns: the usual list query plus a supplier or a purchase. */
export const purchaseReturnListQuerySchema = z.intersection(
  listQuerySchema,
  z.object({
    supplier_id: queryId('supplier_id must be a whole number of at least 1'),
    purchase_id: queryId('purchase_id must be a whole number of at least 1'),
    kind: z.enum(PURCHASE_RETURN_KINDS, { error: 'kind must be return or value' }).optional(),
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
  ...documentNumberFields('return_number'),
  kind: z.enum(PURCHASE_RETURN_KINDS),
  supplier_note_number: z.string().nullable(),
  ...correctionHeaderFields('purchase', purchaseReturnPurchaseRefSchema, 'supplier'),
  /** Taxable value, GST, what rounding to the rupee added (0 unless asked) and the return's total, in rupees. */
  total_amount: z.number(),
  gst_amount: z.number(),
  round_off: z.number(),
  grand_total: z.number(),
});

export type PurchaseReturnListRow = z.infer<typeof purchaseReturnListRowSchema>;

/** A line of a return: the purchase line it sends back, the units, at the line's GST rate. */
export const purchaseReturnItemSchema = correctionItemSchema('purchase');

export const purchaseReturnDetailSchema = purchaseReturnListRowSchema.extend({
  seller: sellerSchema,
  items: z.array(purchaseReturnItemSchema),
  ...correctionSummaryFields,
});

export type PurchaseReturnDetail = z.infer<typeof purchaseReturnDetailSchema>;

/** GET /api/purchases/{id}/return-lines: what each line of a purchase can still be sent back. */
export const returnablePurchaseSchema = correctableDocumentSchema(
  'purchase',
  purchaseReturnPurchaseRefSchema,
  'supplier',
);

export type ReturnablePurchase = z.infer<typeof returnablePurchaseSchema>;
