import { todayIso } from '@bahi/domain';
import type { Expense } from '@bahi/domain/schemas';
import { asFormText } from '../../components/form/form-text';

// The expense drawer's fields as typed text (amounts stay text until the shared schema reads them).
export type ExpenseFormValues = {
  date: string;
  category: string;
  payee: string;
  amount: string;
  gst_amount: string;
  mode: string;
  reference: string;
  note: string;
  supplier_gstin: string;
  bill_number: string;
  bill_date: string;
  gst_rate: string;
  reverse_charge: boolean;
};

/** A new expense: dated today (the shop's day) and paid in cash, the most common case. */
export function newExpenseValues(): ExpenseFormValues {
  return {
    date: todayIso(),
    category: '',
    payee: '',
    amount: '',
    gst_amount: '',
    mode: 'Cash',
    reference: '',
    note: '',
    supplier_gstin: '',
    bill_number: '',
    bill_date: '',
    gst_rate: '',
    reverse_charge: false,
  };
}

export function toExpenseValues(expense: Expense): ExpenseFormValues {
  return {
    ...asFormText(expense, [
      'date',
      'category',
      'payee',
      'amount',
      'mode',
      'reference',
      'note',
      'supplier_gstin',
      'bill_number',
      'bill_date',
    ]),
    gst_amount: expense.gst_amount === 0 ? '' : String(expense.gst_amount),
    gst_rate: expense.gst_rate === 0 ? '' : String(expense.gst_rate),
    reverse_charge: expense.reverse_charge,
  };
}
