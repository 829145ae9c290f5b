import { z } from 'zod';
import { isValidIsoDate } from '../dates';
import { dateAnswer } from './formats';

// GET /api/outstanding-report: what each customer (or supplier) still owes (is owed) on documents
// that stand, by the age of each document from its date to the day of the report (India's today
// by default), or by how long it is past its due date, less money their vouchers took on account.
// GET /api/outstanding-report/overdue lists the bills past due. Amounts are rupees.

export const OUTSTANDING_PARTIES = ['customers', 'suppliers'] as const;

/** bill_date: age from the bill's date; due_date: days past its due date (own, or date + credit days). */
export const OUTSTANDING_AGE_BY = ['bill_date', 'due_date'] as const;

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
  age_by: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(OUTSTANDING_AGE_BY, { error: 'age_by must be bill_date or due_date' }).default('bill_date'),
  ),
});

export const overdueQuerySchema = outstandingQuerySchema.pick({ party: true, as_of: true });

export type OutstandingQuery = z.output<typeof outstandingQuerySchema>;

const amountFields = {
  /** Open documents (invoices or purchases with something left to settle). */
  documents: z.number(),
  /** Aged by due date: what is not yet past its due date (always 0 aged by bill date). */
  not_due: z.number(),
  /** By bill date: 0-30 days old; by due date: 1-30 days past due (and so on). */
  days_0_30: z.number(),
  days_31_60: z.number(),
  days_61_90: z.number(),
  days_over_90: z.number(),
  /** Left to settle on the documents: the sum of the age columns. */
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
  age_by: z.enum(OUTSTANDING_AGE_BY),
  data: z.array(outstandingRowSchema),
  totals: z.object(amountFields),
});

export type OutstandingRow = z.infer<typeof outstandingRowSchema>;
export type OutstandingReport = z.infer<typeof outstandingReportSchema>;

/** A bill (invoice or purchase, or an opening bill) past its due date on the day of the report. */
export const overdueBillSchema = z.object({
  party_id: z.number(),
  party_name: z.string(),
  party_phone: z.string().nullable(),
  kind: z.enum(['document', 'opening_bill']),
  /** The invoice's (purchase's) id, or the opening bill's. */
  id: z.number(),
  number: z.string(),
  date: dateAnswer(),
  due_date: dateAnswer(),
  days_overdue: z.number().int(),
  outstanding: z.number(),
});

export const overdueReportSchema = z.object({
  party: z.enum(OUTSTANDING_PARTIES),
  as_of: dateAnswer(),
  /** Most overdue first. */
  data: z.array(overdueBillSchema),
  totals: z.object({ bills: z.number().int(), outstanding: z.number() }),
});

export type OverdueQuery = z.output<typeof overdueQuerySchema>;
export type OverdueBill = z.infer<typeof overdueBillSchema>;
export type OverdueReport = z.infer<typeof overdueReportSchema>;
