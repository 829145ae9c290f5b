import { z } from 'zod';
import {
  amountField,
  optionalText,
  positiveAmountField,
  recordVersion,
  requiredText,
  versionField,
} from './fields';
import { dateAnswer } from './formats';
import { isoDateField } from './invoice';

// Expenses: money paid out that is not a purchase of stock (rent, salaries, electricity …).
// They are not tax documents, so they can be edited and deleted freely. The GST paid on a bill
// is kept apart because it may be claimable as input tax credit.

/**
 * A fixed list rather than free text, so that a year's expenses add up per category without
 * 'Electricity', 'electricity bill' and 'Elec.' being three heads. 'Other' plus a note covers the rest.
 */
export const EXPENSE_CATEGORIES = [
  'Rent',
  'Salaries',
  'Electricity',
  'Transport',
  'Office Supplies',
  'Repairs',
  'Telephone & Internet',
  'Professional Fees',
  'Bank Charges',
  'Other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_MODES = ['Cash', 'UPI', 'Bank Transfer', 'Cheque', 'Card'] as const;
export type ExpenseMode = (typeof EXPENSE_MODES)[number];

/** One of a fixed list: blank, null and missing read as "required". */
function choiceField<const T extends readonly [string, ...string[]]>(label: string, choices: T) {
  const invalid = `${label} must be one of ${choices.join(', ')}`;
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(choices, {
      error: (issue) => (issue.input === undefined ? `${label} is required` : invalid),
    }),
  );
}

const GST_TOO_HIGH = 'GST Paid cannot be more than the amount';

/** POST/PUT /api/expenses body. PUT replaces the whole record. */
export const expenseInputSchema = z
  .object({
    date: isoDateField('Date'),
    category: choiceField('Category', EXPENSE_CATEGORIES),
    payee: requiredText('Payee', 200),
    amount: positiveAmountField('Amount'),
    /** GST included in the amount, as shown on the bill; left out, blank or null means none (0). */
    gst_amount: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      amountField('GST Paid').optional().default(0),
    ),
    mode: choiceField('Mode', EXPENSE_MODES),
    /** Cheque number, UPI or bank reference (UTR), or the bill number. */
    reference: optionalText('Reference', 100),
    note: optionalText('Note', 500),
    version: versionField(),
  })
  .refine((values) => values.gst_amount <= values.amount, {
    path: ['gst_amount'],
    message: GST_TOO_HIGH,
    // Compared whenever both amounts are good numbers, even while other fields still have
    // messages, so a form shows every problem at once.
    when: (payload) =>
      !payload.issues.some((issue) => issue.path?.[0] === 'amount' || issue.path?.[0] === 'gst_amount'),
  });

/** An expense as the API answers it: money in rupees. */
export const expenseSchema = z.object({
  id: z.number().int(),
  date: dateAnswer(),
  category: z.string(),
  payee: z.string(),
  amount: z.number(),
  gst_amount: z.number(),
  mode: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  version: recordVersion(),
});

/** Sums over every expense matching the filters, not only the page shown. */
export const expenseTotalsSchema = z.object({ amount: z.number(), gst_amount: z.number() });

export const expenseListSchema = z.object({
  data: z.array(expenseSchema),
  total: z.number().int(),
  totals: expenseTotalsSchema,
});

export type ExpenseInput = z.input<typeof expenseInputSchema>;
export type ExpenseValues = z.output<typeof expenseInputSchema>;
export type Expense = z.output<typeof expenseSchema>;
export type ExpenseTotals = z.output<typeof expenseTotalsSchema>;
export type ExpenseList = z.output<typeof expenseListSchema>;
