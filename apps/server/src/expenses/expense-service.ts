import { paiseToRupees } from '@bahi/domain';
import type { Expense, ExpenseList, ExpenseValues, ListQuery } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { recordCreated, recordDeleted, recordUpdated } from '../core/edit-log/record-change';
import { ConflictError, NotFoundError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { claimNextVersion } from '../core/versions/version-guard';
import { expenseValuesRow } from './expense-gst';
import {
  deleteExpense,
  type ExpenseRow,
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
    supplier_gstin: row.supplier_gstin,
    supplier_state_code: row.supplier_state_code,
    bill_number: row.bill_number,
    bill_date: row.bill_date,
    gst_rate: Number(row.gst_rate_bp) / 100,
    reverse_charge: Number(row.reverse_charge) === 1,
    taxable: paiseToRupees(Number(row.taxable)),
    cgst: paiseToRupees(Number(row.cgst_amount)),
    sgst: paiseToRupees(Number(row.sgst_amount)),
    igst: paiseToRupees(Number(row.igst_amount)),
    self_invoice_number: row.self_invoice_number,
    created_at: row.created_at,
    version: row.version,
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
    const after = toExpense(await insertExpense(trx, await expenseValuesRow(trx, values)));
    await recordCreated(withDb(ctx, trx), 'expense', after.id, after);
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
    const row = await updateExpense(trx, id, await expenseValuesRow(trx, values, current));
    if (!row) throw notFound(id);
    const after = toExpense(row);
    await recordUpdated(withDb(ctx, trx), 'expense', id, toExpense(current), after);
    return after;
  });
}

/**
 * Expenses are not tax documents, so they may simply go; except one carrying a self-invoice, a
 * numbered tax document the shop issued, which stays (it can still be corrected).
 */
export async function removeExpense(ctx: RequestContext, id: number): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const current = await findExpenseById(trx, id);
    if (current?.self_invoice_number)
      throw new ConflictError(
        `Expense to ${current.payee} carries self-invoice ${current.self_invoice_number}, a numbered tax document: it cannot be deleted; correct it instead`,
      );
    if (!current || (await deleteExpense(trx, id)) === 0) throw notFound(id);
    await recordDeleted(withDb(ctx, trx), 'expense', id, toExpense(current));
  });
}
