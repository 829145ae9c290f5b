import { paiseToRupees, rupeesToPaise } from '@bahi/domain';
import type { Expense, ExpenseList, ExpenseValues, ListQuery } from '@bahi/domain/schemas';
import type { Db } from '../db/database';
import { NotFoundError } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import {
  deleteExpense,
  type ExpenseRow,
  type ExpenseValuesRow,
  findExpenseById,
  findExpenses,
  insertExpense,
  summarizeExpenses,
  updateExpense,
} from './expense-repository';

function toExpense(row: ExpenseRow): Expense {
  return {
    id: row.id,
    date: row.date,
    category: row.category,
    payee: row.payee,
    amount: paiseToRupees(row.amount),
    gst_amount: paiseToRupees(row.gst_amount),
    mode: row.mode,
    reference: row.reference,
    note: row.note,
    created_at: row.created_at,
  };
}

function toExpenseValuesRow(values: ExpenseValues): ExpenseValuesRow {
  return {
    date: values.date,
    category: values.category,
    payee: values.payee,
    amount: rupeesToPaise(values.amount),
    gst_amount: rupeesToPaise(values.gst_amount),
    mode: values.mode,
    reference: values.reference,
    note: values.note,
  };
}

function notFound(id: number): NotFoundError {
  return new NotFoundError(`Expense ${id} not found`);
}

/** A page of expenses, with the count and the sums of every expense matching the filters. */
export async function listExpenses(ctx: RequestContext, query: ListQuery): Promise<ExpenseList> {
  const { db } = ctx;
  const [rows, summary] = await Promise.all([findExpenses(db, query), summarizeExpenses(db, query)]);
  return {
    data: rows.map(toExpense),
    total: summary.total,
    totals: { amount: paiseToRupees(summary.amount), gst_amount: paiseToRupees(summary.gst_amount) },
  };
}

export async function getExpense(ctx: RequestContext, id: number): Promise<Expense> {
  const { db } = ctx;
  const row = await findExpenseById(db, id);
  if (!row) throw notFound(id);
  return toExpense(row);
}

export async function createExpense(ctx: RequestContext, values: ExpenseValues): Promise<Expense> {
  const { db } = ctx;
  return toExpense(await insertExpense(db, toExpenseValuesRow(values)));
}

export async function changeExpense(
  ctx: RequestContext,
  id: number,
  values: ExpenseValues,
): Promise<Expense> {
  const { db } = ctx;
  const row = await updateExpense(db, id, toExpenseValuesRow(values));
  if (!row) throw notFound(id);
  return toExpense(row);
}

/** Expenses are not tax documents (no number, no GST return), so they may simply go. */
export async function removeExpense(ctx: RequestContext, id: number): Promise<void> {
  const { db } = ctx;
  if ((await deleteExpense(db, id)) === 0) throw notFound(id);
}
