import { z } from 'zod';
import { validateInvoiceNumber } from '../invoice-number';
import { amountField, isoDateField, MAX_ID, percentField } from './fields';

// The document date lives with the other shared fields; purchases, vouchers and expenses import it here.
export { isoDateField } from './fields';

// The POST/PUT /api/invoices payload (docs/api.md). Totals, tax amounts and line subtotals a client
// sends are accepted but ignored: the server recomputes every amount from the lines
// (docs/gst-rules.md).

export const INVOICE_STATUSES = ['Unpaid', 'Paid', 'Cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

const NUMERIC_TEXT = /^\s*\d+\s*$/;

function readId(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  return typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : value;
}

/** A required reference to another record: missing, blank and null all read as "required". */
export function requiredIdField(requiredMessage: string, invalidMessage: string) {
  return z.preprocess(
    readId,
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
      .int(invalidMessage)
      .positive(invalidMessage)
      // Ids are 32-bit columns: a larger number names no record (and PostgreSQL would refuse it).
      .max(MAX_ID, invalidMessage),
  );
}

const QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1';

/** A line discount in percent; left out, blank or null means no discount (0). */
export function discountField() {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    percentField('Discount').optional().default(0),
  );
}

export const invoiceItemInputSchema = z.object({
  product_id: requiredIdField('Product is required', 'Product must be the id of a product'),
  mrp: amountField('MRP'),
  /** Used only on open-price (price_editable) products; otherwise derived from the MRP. */
  rate: amountField('Rate').optional().nullable(),
  discount: discountField(),
  quantity: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: (issue) => (issue.input == null ? 'Quantity is required' : QUANTITY_MESSAGE) })
      .int(QUANTITY_MESSAGE)
      .min(1, QUANTITY_MESSAGE)
      .max(1_000_000, 'Quantity must be at most 1000000'),
  ),
  gst_rate: percentField('GST Rate'),
  tax_amount: z.unknown().optional(),
  subtotal: z.unknown().optional(),
  total: z.unknown().optional(),
});

export const invoiceInputSchema = z.object({
  invoice_number: z
    .string({
      error: (issue) => (issue.input == null ? 'Invoice No is required' : 'Invoice No must be text'),
    })
    .trim()
    .superRefine((value, context) => {
      const problem = validateInvoiceNumber(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  date: isoDateField('Date'),
  customer_id: requiredIdField('Customer Details is required', 'Customer Details must be a customer id'),
  status: z
    .preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.enum(INVOICE_STATUSES, { error: 'Status must be Unpaid, Paid or Cancelled' }).optional(),
    )
    .transform((value) => value ?? 'Unpaid'),
  items: z
    .array(invoiceItemInputSchema, { error: 'Add at least one item' })
    .min(1, 'Add at least one item')
    .max(1000, 'An invoice can have at most 1000 items'),
  total_amount: z.unknown().optional(),
  gst_amount: z.unknown().optional(),
  grand_total: z.unknown().optional(),
});

export type InvoiceInput = z.output<typeof invoiceInputSchema>;
export type InvoiceItemInput = z.output<typeof invoiceItemInputSchema>;
