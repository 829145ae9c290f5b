import { z } from 'zod';
import { isoDateField, optionalText, positiveAmountField } from './fields';
import { dateAnswer } from './formats';
import { modeField, VOUCHER_MODES } from './vouchers';

// Refunds (docs/api.md, "Refunds"): money paid back to a customer whose credit notes left an
// invoice paid for more than it now asks, or received back from a supplier whose purchase
// returns left a purchase paid for more than it is now worth. A refund squares one invoice or one
// purchase, up to what was overpaid on it; it is removed, never deleted.

export const REFUND_DIRECTIONS = ['paid', 'received'] as const;
export type RefundDirection = (typeof REFUND_DIRECTIONS)[number];

const refundFields = {
  date: isoDateField('Date'),
  amount: positiveAmountField('Amount'),
  mode: modeField,
  cheque_number: optionalText('Cheque No', 30),
  reference: optionalText('Reference', 100),
};

function chequeNeedsNumber(refund: { mode: string; cheque_number: string | null }, context: z.RefinementCtx) {
  if (refund.mode === 'cheque' && refund.cheque_number === null) {
    context.addIssue({
      code: 'custom',
      path: ['cheque_number'],
      message: 'Cheque No is required for a cheque',
    });
  }
}

/** POST /api/invoices/{id}/refunds (paid to the customer) and /api/purchases/{id}/refunds (received from the supplier). */
export const refundInputSchema = z.object(refundFields).superRefine(chequeNeedsNumber);

export type RefundInput = z.output<typeof refundInputSchema>;

export const refundSchema = z.object({
  id: z.number(),
  direction: z.enum(REFUND_DIRECTIONS),
  refund_number: z.string(),
  date: dateAnswer(),
  invoice_id: z.number().nullable(),
  purchase_id: z.number().nullable(),
  party_name: z.string(),
  /** Rupees. */
  amount: z.number(),
  mode: z.enum(VOUCHER_MODES),
  cheque_number: z.string().nullable(),
  reference: z.string().nullable(),
  created_at: z.string(),
  /** Set once removed: it no longer counts, its number is never reused. */
  removed_at: z.string().nullable(),
});

export type Refund = z.infer<typeof refundSchema>;

/** The refunds of one invoice or purchase (removed ones too), oldest first, and what is still overpaid. */
export const documentRefundsSchema = z.object({
  data: z.array(refundSchema),
  /** Rupees the party was paid beyond what the document now asks (0 when nothing is due back). */
  refundable: z.number(),
});

export type DocumentRefunds = z.infer<typeof documentRefundsSchema>;
