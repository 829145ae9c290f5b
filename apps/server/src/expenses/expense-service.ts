import { paiseToRupees, rupeesToPaise } from '@bahi/domain';
import type { Expense, ExpenseList, ExpenseValues, ListQuery } from '@bahi/domain/schemas';
import { recordChange } from '../audit/record-change';
import { inTransaction } from '../db/transactions';
import { NotFoundError } from '../http/errors';
import { type RequestContext, withDb } from '../http/request-context';
import { claimNextVersion } from '../versions/version-guard';
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
    version: row.version,
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
  return inTransaction(ctx.db, async (trx) => {
    const after = toExpense(await insertExpense(trx, toExpenseValuesRow(values)));
    await recordChange(withDb(ctx, trx), {
      recordType: 'expense',
      recordId: after.id,
      action: 'create',
      before: null,
      after,
    });
    return after;
  });
}

export async function changeExpense(
  ctx: RequestContext,
  id: number,
  values: ExpenseValues,
): Promise<Expense> {
  return inTransaction(ctx.db, async (trx) => {
    const current = await findExpenseById(trx, id);
    if (!current) throw notFound(id);
    await claimNextVersion(withDb(ctx, trx), {
      table: 'expenses',
      recordType: 'expense',
      id,
      label: `Expense to ${current.payee} of ${current.date}`,
      fromVersion: values.version,
    });
    const row = await updateExpense(trx, id, toExpenseValuesRow(values));
    if (!row) throw notFound(id);
    const after = toExpense(row);
    await recordChange(withDb(ctx, trx), {
      recordType: 'expense',
      recordId: id,
      action: 'update',
      before: toExpense(current),
      after,
    });
    return after;
  });
}

/** Expenses are not tax documents (no number, no GST return), so they may simply go. */
export async function removeExpense(ctx: RequestContext, id: number): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const current = await findExpenseById(trx, id);
    if (!current || (await deleteExpense(trx, id)) === 0) throw notFound(id);
    await recordChange(withDb(ctx, trx), {
      recordType: 'expense',
      recordId: id,
      action: 'delete',
      before: toExpense(current),
      after: null,
    });
  });
}
