import { z } from 'zod';
import { lineBatchSchema } from './batches';
import { documentNumberFields, documentPartyFields, documentTotalsFields } from './document-header';
import { invoiceLinePricingFields } from './document-lines';
import { EINVOICE_STATUSES, irnStatusQueryField } from './e-invoices';
import { EWAY_STATUSES } from './eway-bills';
import { MAX_ID, optionalDocumentDate } from './fields';
import { dateAnswer } from './formats';
import { INVOICE_STATUSES, requiredStatusField } from './invoice';
import { partySnapshotSchema, sellerSchema } from './invoice-detail';
import { listQuerySchema } from './list-query';

// GET /api/invoices (list rows) and GET /api/invoices/{id} (the edit form's shape).

/** The invoice list's e-way bill filter: needed with no number yet, a live number, expired, cancelled. */
export const EWAY_FILTERS = ['needed', 'generated', 'expired', 'cancelled'] as const;

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const CUSTOMER_ID_MESSAGE = 'customer_id must be a whole number of at least 1';

export const invoiceListQuerySchema = z.intersection(
  listQuerySchema,
  z.object({
    customer_id: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce
        .number({ error: CUSTOMER_ID_MESSAGE })
        .int(CUSTOMER_ID_MESSAGE)
        .min(1, CUSTOMER_ID_MESSAGE)
        .max(MAX_ID, CUSTOMER_ID_MESSAGE)
        .optional(),
    ),
    eway_status: z.preprocess(
      blankAsMissing,
      z.enum(EWAY_FILTERS, { error: `eway_status must be one of ${EWAY_FILTERS.join(', ')}` }).optional(),
    ),
    irn_status: irnStatusQueryField,
  }),
);

export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

export const rateTotalsSchema = z.object({
  total_items: z.number(),
  subtotal: z.number(),
  tax: z.number(),
});

export const invoiceListRowSchema = z.object({
  id: z.number(),
  ...documentNumberFields('invoice_number'),
  ...documentPartyFields('customer'),
  ...documentTotalsFields,
  status: z.enum(INVOICE_STATUSES),
  /** What live receipts applied to the invoice; balance is grand_total − received (0 when cancelled). */
  received: z.number(),
  balance: z.number(),
  /** Keyed by GST rate ('18'): line count, taxable value and tax at that rate. */
  gst_summary: z.record(z.string(), rateTotalsSchema),
  /** Where the invoice stands with its e-way bill (the limit, the number recorded, its validity). */
  eway_status: z.enum(EWAY_STATUSES),
  /** Where the invoice stands with the IRP. */
  irn_status: z.enum(EINVOICE_STATUSES),
});

export type InvoiceListRow = z.infer<typeof invoiceListRowSchema>;

export const invoiceEditItemSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  hsn_code: z.string(),
  unit: z.string(),
  batch: lineBatchSchema,
  ...invoiceLinePricingFields,
  gst_rate: z.number(),
  tax_amount: z.number(),
  subtotal: z.number(),
  total: z.number(),
});

export const invoiceEditSchema = z.object({
  id: z.number(),
  /** The version the edit is made on: the form sends it back, and a stale save is refused. */
  version: z.number().int(),
  /** The seller's particulars as the invoice was issued (kept on an edit unless refresh_seller). */
  seller: sellerSchema,
  invoice_number: z.string(),
  date: dateAnswer(),
  customer_id: z.number(),
  customer: partySnapshotSchema,
  status: z.enum(INVOICE_STATUSES),
  total_amount: z.number(),
  gst_amount: z.number(),
  round_off: z.number(),
  grand_total: z.number(),
  received: z.number(),
  balance: z.number(),
  items: z.array(invoiceEditItemSchema),
});

export type InvoiceEdit = z.infer<typeof invoiceEditSchema>;

export const nextInvoiceNumberQuerySchema = z.object({
  date: optionalDocumentDate('date'),
});

export const nextInvoiceNumberSchema = z.object({ invoice_number: z.string(), financial_year: z.string() });

export const invoiceStatusInputSchema = z.object({
  status: requiredStatusField(),
});

export * from './print';
