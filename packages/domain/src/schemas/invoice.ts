import { z } from 'zod';
import { validateInvoiceNumber } from '../invoice-number';
import { PAYMENT_STATUSES, type PaymentStatus } from '../payment-status';
import { amountField, isoDateField, optionalText, versionField } from './fields';
import { requiredIdField } from './invoice-fields';
import { invoiceItemInputSchema } from './invoice-items';

// The document date lives with the other shared fields; purchases, vouchers and expenses import it here.
export { isoDateField } from './fields';

// The POST/PUT /api/invoices payload (docs/api.md). Totals, tax amounts and line subtotals a client
// sends are accepted but ignored: the server recomputes every amount from the lines
// (docs/gst-rules.md).

/** The status an invoice shows: Unpaid, Partly paid and Paid follow its receipts; Cancelled is set by hand. */
export const INVOICE_STATUSES = PAYMENT_STATUSES;
export type InvoiceStatus = PaymentStatus;

/**
 * What a user may set: Cancelled, or Unpaid to bring a cancelled invoice back (its payment status
 * then follows its receipts again). Paid and Partly paid come from receipts only.
 */
export const SETTABLE_INVOICE_STATUSES = ['Unpaid', 'Cancelled'] as const;
export type SettableInvoiceStatus = (typeof SETTABLE_INVOICE_STATUSES)[number];

const STATUS_FROM_RECEIPTS =
  'Status Paid and Partly paid follow the receipts: enter the money in Received now or record a receipt';

const STATUS_MESSAGE = 'Status must be Unpaid or Cancelled';

function checkSettable(value: string | undefined, context: z.RefinementCtx): void {
  if (value === 'Paid' || value === 'Partly paid') {
    context.addIssue({ code: 'custom', message: STATUS_FROM_RECEIPTS });
  } else if (value !== undefined && value !== 'Unpaid' && value !== 'Cancelled') {
    context.addIssue({ code: 'custom', message: STATUS_MESSAGE });
  }
}

const toStatus = (value: string | undefined): SettableInvoiceStatus =>
  value === 'Cancelled' ? 'Cancelled' : 'Unpaid';
const blankToMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * The status of an invoice's PUT or POST. Left out: a new invoice is Unpaid and an edit keeps the
 * invoice's status, so leaving it out never brings a cancelled invoice back.
 */
export function settableStatusField() {
  const text = z.string({ error: STATUS_MESSAGE });
  return z.preprocess(
    blankToMissing,
    text
      .optional()
      .superRefine(checkSettable)
      .transform((value) => (value === undefined ? undefined : toStatus(value))),
  );
}

/** The status call's field: required, so the OpenAPI description marks it required too. */
export function requiredStatusField() {
  const text = z.string({
    error: (issue) => (issue.input === undefined ? 'Status is required' : STATUS_MESSAGE),
  });
  return z.preprocess(blankToMissing, text.superRefine(checkSettable).transform(toStatus));
}

export const RECEIVED_NOW_MODES = ['cash', 'upi', 'bank_transfer', 'cheque'] as const;

/**
 * Money taken with the invoice: saved as a receipt (RV-…) applied to this invoice in the same
 * transaction. Left out, null or an amount of 0 records nothing.
 */
export const receivedNowSchema = z
  .object({
    amount: amountField('Received now'),
    mode: z.enum(RECEIVED_NOW_MODES, { error: 'Mode must be Cash, UPI, Bank Transfer or Cheque' }),
    cheque_number: optionalText('Cheque No', 30),
    reference: optionalText('Reference', 100),
  })
  .superRefine((value, context) => {
    if (value.mode === 'cheque' && value.amount > 0 && value.cheque_number === null) {
      context.addIssue({
        code: 'custom',
        path: ['cheque_number'],
        message: 'Cheque No is required for a cheque',
      });
    }
  })
  .nullish()
  .transform((value) =>
    value && value.amount > 0
      ? { ...value, cheque_number: value.mode === 'cheque' ? value.cheque_number : null }
      : null,
  );

export type ReceivedNow = NonNullable<z.output<typeof receivedNowSchema>>;

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
  /**
   * New invoices only: true when the number is the one Bahi suggested and the clerk left it. If
   * another save took it meanwhile, the invoice gets the next free number of the series; a number
   * the clerk typed (false, the default) is kept exactly or refused.
   */
  invoice_number_suggested: z
    .boolean({ error: 'invoice_number_suggested must be true or false' })
    .optional()
    .default(false),
  date: isoDateField('Date'),
  customer_id: requiredIdField('Customer Details is required', 'Customer Details must be a customer id'),
  status: settableStatusField(),
  received_now: receivedNowSchema,
  /** Editing only: print the seller's current particulars instead of those frozen at issue. */
  refresh_seller: z.boolean({ error: 'refresh_seller must be true or false' }).optional().default(false),
  /** Editing only: the version the edit was made on; a stale one is refused with 409. */
  version: versionField(),
  /**
   * Saves a bill that takes the customer over their credit limit, or while their bills are past
   * due, after the user was asked (409 until then); only the owner and accountants may.
   */
  confirm_credit: z.boolean({ error: 'confirm_credit must be true or false' }).optional().default(false),
  items: z
    .array(invoiceItemInputSchema, { error: 'Add at least one item' })
    .min(1, 'Add at least one item')
    .max(1000, 'An invoice can have at most 1000 items'),
  total_amount: z.unknown().optional(),
  gst_amount: z.unknown().optional(),
  grand_total: z.unknown().optional(),
});

export type InvoiceInput = z.output<typeof invoiceInputSchema>;
