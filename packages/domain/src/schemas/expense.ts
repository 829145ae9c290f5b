import { z } from 'zod';
import { reverseChargeByDefault } from '../expense-gst';
import { listResponseSchema } from './common';
import {
  amountField,
  optionalText,
  percentField,
  positiveAmountField,
  recordVersion,
  requiredText,
  versionField,
} from './fields';
import { dateAnswer } from './formats';
import { optionalGstinField, optionalStateCodeField } from './gstin-fields';
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
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Fields with their own messages leave the cross-field checks for later, so one problem shows once. */
const fieldsGood =
  (...fields: string[]) =>
  (payload: z.core.ParsePayload): boolean =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

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
    /** The supplier's GSTIN: with it the bill's GST is input tax credit (4(A)(5)). */
    supplier_gstin: optionalGstinField(),
    /** The supplier's state when it has no GSTIN; decides CGST+SGST or IGST. */
    supplier_state_code: optionalStateCodeField(),
    bill_number: optionalText('Bill number', 30),
    bill_date: z
      .preprocess(blankToUndefined, isoDateField('Bill date').optional())
      .transform((v) => v ?? null),
    /** GST rate of the service in percent; needed under reverse charge. */
    gst_rate: z.preprocess(blankToUndefined, percentField('GST rate').optional().default(0)),
    /** Left out: the category's default (Transport and Professional Fees are under reverse charge). */
    reverse_charge: z.boolean({ error: 'Reverse charge must be true or false' }).nullish(),
    version: versionField(),
  })
  .refine(
    (values) =>
      !(values.reverse_charge ?? reverseChargeByDefault(values.category)) || values.gst_amount === 0,
    {
      path: ['gst_amount'],
      message:
        'Under reverse charge the supplier charges no GST: leave GST Paid at 0 (the tax is worked out from the rate), or turn reverse charge off',
      when: fieldsGood('gst_amount', 'reverse_charge', 'category'),
    },
  )
  .refine(
    (values) => !(values.reverse_charge ?? reverseChargeByDefault(values.category)) || values.gst_rate > 0,
    {
      path: ['gst_rate'],
      message: 'GST rate is required under reverse charge',
      when: fieldsGood('gst_rate', 'reverse_charge', 'category'),
    },
  )
  .refine(
    (values) =>
      !values.supplier_gstin ||
      !values.supplier_state_code ||
      values.supplier_gstin.slice(0, 2) === values.supplier_state_code,
    {
      path: ['supplier_state_code'],
      message: "Supplier's state does not match the GSTIN",
      when: fieldsGood('supplier_gstin', 'supplier_state_code'),
    },
  )
  .refine((values) => values.gst_amount <= values.amount, {
    path: ['gst_amount'],
    message: GST_TOO_HIGH,
    // Compared whenever both amounts are good numbers, even while other fields still have
    // messages, so a form shows every problem at once.
    when: (payload) =>
      !payload.issues.some((issue) => issue.path?.[0] === 'amount' || issue.path?.[0] === 'gst_amount'),
  })
  .transform((values) => ({
    ...values,
    reverse_charge: values.reverse_charge ?? reverseChargeByDefault(values.category),
  }));

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
  supplier_gstin: z.string().nullable(),
  supplier_state_code: z.string().nullable(),
  bill_number: z.string().nullable(),
  bill_date: dateAnswer().nullable(),
  gst_rate: z.number(),
  reverse_charge: z.boolean(),
  /** The value the tax is on: the amount less GST Paid, or the whole amount under reverse charge. */
  taxable: z.number(),
  /** Input tax credit by head (reverse charge: the tax the shop owes and claims back); 0 without a GSTIN. */
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  /** The shop's self-invoice for reverse charge on a supplier without a GSTIN (SI/25-26/0001). */
  self_invoice_number: z.string().nullable(),
  created_at: z.string(),
  version: recordVersion(),
});

/** Sums over every expense matching the filters, not only the page shown. */
export const expenseTotalsSchema = z.object({ amount: z.number(), gst_amount: z.number() });

/** A page of expenses with the totals of every expense matching the filters. */
export const expenseListSchema = listResponseSchema(expenseSchema).extend({ totals: expenseTotalsSchema });

export type ExpenseInput = z.input<typeof expenseInputSchema>;
export type ExpenseValues = z.output<typeof expenseInputSchema>;
export type Expense = z.output<typeof expenseSchema>;
export type ExpenseTotals = z.output<typeof expenseTotalsSchema>;
export type ExpenseList = z.output<typeof expenseListSchema>;
