import { z } from 'zod';
import { validateInvoiceNumber } from '../invoice-number';
import { isoDateField } from './fields';
import { requiredIdField } from './invoice-fields';
import { invoiceItemInputSchema } from './invoice-items';

// The document date lives with the other shared fields; purchases, vouchers and expenses import it here.
export { isoDateField } from './fields';

// The POST/PUT /api/invoices payload (docs/api.md). Totals, tax amounts and line subtotals a client
// sends are accepted but ignored: the server recomputes every amount from the lines
// (docs/gst-rules.md).

export const INVOICE_STATUSES = ['Unpaid', 'Paid', 'Cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export { discountField, requiredIdField } from './invoice-fields';
export { type InvoiceItemInput, invoiceItemInputSchema, priceBasisField } from './invoice-items';

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
