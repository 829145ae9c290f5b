import { z } from 'zod';
import { invoiceLinePricingFields, lineProductFields, lineTaxFields } from './document-lines';
import { dateAnswer } from './formats';
import { INVOICE_STATUSES } from './invoice';

// Shapes the invoice endpoints answer with. Money is rupees (354.5), rates percent (18).
// GET /api/invoice/{id} answers invoiceDetailSchema; GET /api/invoices/{id} answers invoiceEditSchema.

export const partySnapshotSchema = z.object({
  id: z.number().nullable(),
  name: z.string(),
  gstin: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  state_code: z.string().nullable(),
});

/** The seller as printed on a document: frozen when the document was issued (docs/architecture.md). */
export const sellerSchema = z.object({
  name: z.string(),
  /** null: the shop was not registered under GST when it issued the document (a bill of supply). */
  gstin: z.string().nullable(),
  state_code: z.string(),
  state_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  bank_ifsc: z.string().nullable(),
  bank_branch: z.string().nullable(),
  /** When set, invoices print a UPI QR code for the amount payable. */
  upi_id: z.string().nullable(),
  /** The sample shop: every PDF is marked DEMO. */
  demo: z.boolean(),
});

export const taxSplitSchema = z.object({ cgst: z.number(), sgst: z.number(), igst: z.number() });

export const invoiceDetailItemSchema = z.object({
  id: z.number(),
  line_no: z.number(),
  ...lineProductFields,
  ...invoiceLinePricingFields,
  ...lineTaxFields,
});

export const gstSummaryEntrySchema = z.object({
  gst_rate: z.number(),
  total_items: z.number(),
  quantity: z.number(),
  subtotal: z.number(),
  tax: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
});

export const hsnSummaryEntrySchema = z.object({
  hsn_code: z.string(),
  gst_rate: z.number(),
  unit: z.string(),
  qty: z.number(),
  /** Taxable value plus tax. */
  total_value: z.number(),
  taxable_value: z.number(),
  cgst_amt: z.number(),
  sgst_amt: z.number(),
  igst_amt: z.number(),
});

export const invoiceDetailSchema = z.object({
  id: z.number(),
  invoice_number: z.string(),
  date: dateAnswer(),
  created_at: z.string(),
  /** One more with every change; an edit names it (a stale edit is refused). */
  version: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  customer_id: z.number(),
  customer: partySnapshotSchema,
  seller: sellerSchema,
  supply_type: z.enum(['intra', 'inter']),
  place_of_supply: z.object({ state_code: z.string(), state_name: z.string() }),
  items: z.array(invoiceDetailItemSchema),
  /** Keyed by GST rate ('18'), one entry per rate on the invoice. */
  gst_summary: z.record(z.string(), gstSummaryEntrySchema),
  /** Keyed by HSN code; an HSN sold at two rates on one invoice gets keys 'HSN@rate'. */
  hsn_summary: z.record(z.string(), hsnSummaryEntrySchema),
  total_amount: z.number(),
  tax: taxSplitSchema,
  gst_amount: z.number(),
  round_off: z.number(),
  grand_total: z.number(),
  /** What live receipts and opening advances applied to the invoice, and what is left to receive (0 when cancelled). */
  received: z.number(),
  balance: z.number(),
  /** The receipts applied, oldest first. */
  receipts: z.array(
    z.object({
      id: z.number(),
      voucher_number: z.string(),
      date: dateAnswer(),
      mode: z.string(),
      amount: z.number(),
    }),
  ),
  /** What of the customer's opening advance (on account before the books start) settles it. */
  opening_advances: z.array(z.object({ id: z.number(), date: dateAnswer(), amount: z.number() })),
  /** Credit and debit notes issued against the invoice (cancelled ones too), oldest first. */
  notes: z.array(
    z.object({
      id: z.number(),
      note_type: z.enum(['credit', 'debit']),
      note_number: z.string(),
      date: dateAnswer(),
      kind: z.enum(['return', 'value']),
      grand_total: z.number(),
      status: z.enum(['Issued', 'Cancelled']),
    }),
  ),
  amount_in_words: z.string(),
  reverse_charge: z.literal(false),
});

export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;
export type Seller = z.infer<typeof sellerSchema>;
