import type { ListQuery } from '@bahi/domain/schemas';
import { type Insertable, type RawBuilder, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db } from '../core/db/database';
import { containsText } from '../core/db/list-filters';
import type { ExpenseTable } from '../core/db/schema-expenses';

export type ExpenseRow = Selectable<ExpenseTable>;
export type ExpenseValuesRow = Omit<Insertable<ExpenseTable>, 'id' | 'created_at'>;

/** from/to compare the expense's own date (the day the money went), not when it was typed in. */
function expenseConditions(db: Db, query: ListQuery) {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (query.from) conditions.push(sql<SqlBool>`date >= ${query.from}`);
  if (query.to) conditions.push(sql<SqlBool>`date <= ${query.to}`);
  if (query.search) {
    const search = query.search;
    const matches = ['payee', 'category', 'reference', 'note'].map((column) =>
      containsText(db, column, search),
    );
    conditions.push(sql<SqlBool>`(${sql.join(matches, sql` or `)})`);
  }
  return conditions;
}

/** One page, newest date first; expenses of one day newest entry first. */
export function findExpenses(db: Db, query: ListQuery): Promise<ExpenseRow[]> {
  return db
    .selectFrom('expenses')
    .selectAll()
    .where((eb) => eb.and(expenseConditions(db, query)))
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

export type ExpenseSummaryRow = { total: number; amount: number; gst_amount: number };

/** How many expenses match the filters, and what they add up to (paise). */
export async function summarizeExpenses(db: Db, query: ListQuery): Promise<ExpenseSummaryRow> {
  const row = await db
    .selectFrom('expenses')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('amount'),
      eb.fn.coalesce(eb.fn.sum<number>('gst_amount'), sql<number>`0`).as('gst_amount'),
    ])
    .where((eb) => eb.and(expenseConditions(db, query)))
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), amount: Number(row.amount), gst_amount: Number(row.gst_amount) };
}

export function findExpenseById(db: Db, id: number): Promise<ExpenseRow | undefined> {
  return db.selectFrom('expenses').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertExpense(db: Db, values: ExpenseValuesRow): Promise<ExpenseRow> {
  return db.insertInto('expenses').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The changed row, or undefined when there is no such expense. */
export function updateExpense(db: Db, id: number, values: ExpenseValuesRow): Promise<ExpenseRow | undefined> {
  return db.updateTable('expenses').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** The number of rows deleted: 0 when there was no such expense. */
export async function deleteExpense(db: Db, id: number): Promise<number> {
  const result = await db.deleteFrom('expenses').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
