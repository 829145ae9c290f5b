import { z } from 'zod';
import { isValidIsoDate } from '../dates';
import { dateAnswer } from './formats';

// GET /api/outstanding-report: what each customer (or supplier) still owes (is owed) on documents
// that stand, by the age of each document from its date to the day of the report (India's today
// by default), less money their vouchers took on account. Amounts are rupees.

export const OUTSTANDING_PARTIES = ['customers', 'suppliers'] as const;

const AS_OF_MESSAGE = 'as_of must be a date (YYYY-MM-DD)';

export const outstandingQuerySchema = z.object({
  party: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(OUTSTANDING_PARTIES, { error: 'party must be customers or suppliers' }).default('customers'),
  ),
  as_of: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string({ error: AS_OF_MESSAGE }).refine(isValidIsoDate, AS_OF_MESSAGE).optional(),
  ),
});

export type OutstandingQuery = z.output<typeof outstandingQuerySchema>;

const amountFields = {
  /** Open documents (invoices or purchases with something left to settle). */
  documents: z.number(),
  days_0_30: z.number(),
  days_31_60: z.number(),
  days_61_90: z.number(),
  days_over_90: z.number(),
  /** Left to settle on the documents: the sum of the four age columns. */
  outstanding: z.number(),
  /** Vouchers' money not applied to any document. */
  on_account: z.number(),
  /** outstanding − on_account: the party's balance, as the customer and supplier lists show it. */
  balance: z.number(),
};

export const outstandingRowSchema = z.object({
  party_id: z.number(),
  party_name: z.string(),
  /** The party's phone, to call about it; null when none is recorded. */
  party_phone: z.string().nullable(),
  ...amountFields,
});

export const outstandingReportSchema = z.object({
  party: z.enum(OUTSTANDING_PARTIES),
  as_of: dateAnswer(),
  data: z.array(outstandingRowSchema),
  totals: z.object(amountFields),
});

export type OutstandingRow = z.infer<typeof outstandingRowSchema>;
export type OutstandingReport = z.infer<typeof outstandingReportSchema>;
