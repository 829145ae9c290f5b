import { z } from 'zod';
import { isValidIsoDate } from '../dates';
import { isoDateField, optionalText, positiveAmountField } from './fields';
import { dateAnswer, ISO_DATE_PATTERN } from './formats';

// Opening balances of a shop that moves its books into Bahi mid-year: per customer or supplier,
// the bills of the old books still due (number, date, amount still due, optional due date) or one
// amount the party paid ahead (an advance, money on account), all dated before the books' start
// date. They count in every balance as invoices and purchases do and in no GST return or report.

export const OPENING_KINDS = ['bill', 'advance'] as const;
export type OpeningKind = (typeof OPENING_KINDS)[number];

export const OPENING_KIND_LABELS: Record<OpeningKind, string> = {
  bill: 'Opening bill',
  advance: 'Advance (on account)',
};

const optionalDueDate = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: 'Due Date must be a date (YYYY-MM-DD)' })
    .regex(ISO_DATE_PATTERN, 'Due Date must be a real date (YYYY-MM-DD)')
    .refine(isValidIsoDate, 'Due Date must be a real date (YYYY-MM-DD)')
    .optional()
    .transform((value) => value ?? null),
);

export const openingBillInputSchema = z
  .object({
    kind: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.enum(OPENING_KINDS, { error: 'Kind must be bill or advance' }).default('bill'),
    ),
    number: optionalText('Bill No', 30),
    date: isoDateField('Bill Date'),
    due_date: optionalDueDate,
    amount: positiveAmountField('Amount'),
  })
  .superRefine((bill, context) => {
    if (bill.kind === 'bill' && bill.number === null) {
      context.addIssue({ code: 'custom', path: ['number'], message: 'Bill No is required' });
    }
    if (bill.due_date !== null && bill.due_date < bill.date) {
      context.addIssue({
        code: 'custom',
        path: ['due_date'],
        message: 'Due Date must not be before the Bill Date',
      });
    }
  })
  .transform((bill) => (bill.kind === 'advance' ? { ...bill, number: null, due_date: null } : bill));

export type OpeningBillInput = z.input<typeof openingBillInputSchema>;
export type OpeningBillValues = z.output<typeof openingBillInputSchema>;

export const openingBillSchema = z.object({
  id: z.number(),
  kind: z.enum(OPENING_KINDS),
  party_id: z.number(),
  number: z.string().nullable(),
  date: dateAnswer(),
  due_date: dateAnswer().nullable(),
  amount: z.number(),
  /** Bills: what receipts (payments) applied to it. Advances: what of it was applied to bills. */
  settled: z.number(),
  /** Amount − settled: a bill's still due; an advance's still on account (owed to the party). */
  balance: z.number(),
  created_at: z.string(),
});

export type OpeningBill = z.infer<typeof openingBillSchema>;

export const openingBillListSchema = z.object({
  data: z.array(openingBillSchema),
  /** The first day of the books in Bahi; opening balances are dated before it. */
  books_start_date: dateAnswer().nullable(),
});

export const booksStartSchema = z.object({
  books_start_date: dateAnswer().nullable(),
  /** The owner may change it until the first invoice, purchase or voucher is saved. */
  changeable: z.boolean(),
});

export type BooksStart = z.infer<typeof booksStartSchema>;

export const booksStartInputSchema = z.object({ books_start_date: isoDateField('Books start date') });
