import { sql } from 'kysely';
import type { Db } from '../core/db/database';
import type { PeriodRange } from './returns-repository';

// What the credit ledger reads for all the periods before the one shown, in one query per source
// grouped by month (YYYY-MM) rather than one query per source and period: output tax from the
// kept outward_monthly_tax, the notes that stand, the credit of purchases (kept per month too,
// purchase_monthly_credit) and of expenses by date,
// the credit given back on purchase returns, and the reverse-charge expenses. Each query applies
// the same filters as its one-period twin (credit-ledger-repository.ts, returns-repository.ts,
// expense-credit-repository.ts) and reads the same date index, so a month's figures are the sums
// those would give.

export type MonthHeads = { month: string; taxable: number; cgst: number; sgst: number; igst: number };

const monthOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

const headSums = (prefix: string) =>
  [
    sql<number>`coalesce(sum(${sql.ref(`${prefix}.cgst_amount`)}), 0)`.as('cgst'),
    sql<number>`coalesce(sum(${sql.ref(`${prefix}.sgst_amount`)}), 0)`.as('sgst'),
    sql<number>`coalesce(sum(${sql.ref(`${prefix}.igst_amount`)}), 0)`.as('igst'),
  ] as const;

/** Output tax per head of the invoice lines that stand, per month of the range. */
export function findMonthlyOutwardTax(db: Db, range: PeriodRange): Promise<MonthHeads[]> {
  return db
    .selectFrom('outward_monthly_tax as t')
    .select(['t.month', sql<number>`0`.as('taxable'), ...headSums('t')])
    .where((eb) => eb.between('t.month', range.from.slice(0, 7), range.to.slice(0, 7)))
    .groupBy('t.month')
    .execute();
}

/** Tax per head of the notes that stand, per month and kind of note. */
export function findMonthlyNoteTax(
  db: Db,
  range: PeriodRange,
): Promise<(MonthHeads & { note_type: 'credit' | 'debit' })[]> {
  const month = monthOf('n.date');
  return db
    .selectFrom('sales_notes as n')
    .select(['n.note_type', month.as('month'), sql<number>`0`.as('taxable'), ...headSums('n')])
    .where('n.note_type', 'in', ['credit', 'debit'])
    .where((eb) => eb.between('n.date', range.from, range.to))
    .where('n.status', '!=', 'Cancelled')
    .groupBy(['n.note_type', month])
    .execute();
}

/**
 * Credit of the purchases that stand from suppliers with a GSTIN, per month of their date: the
 * kept purchase_monthly_credit (db/derived/purchase-months.ts), not every purchase of the span.
 */
export function findMonthlyPurchaseCredit(db: Db, range: PeriodRange): Promise<MonthHeads[]> {
  return db
    .selectFrom('purchase_monthly_credit as p')
    .select(['p.month', sql<number>`coalesce(sum(p.taxable), 0)`.as('taxable'), ...headSums('p')])
    .where((eb) => eb.between('p.month', range.from.slice(0, 7), range.to.slice(0, 7)))
    .groupBy('p.month')
    .execute();
}

/** Credit given back on the issued purchase returns to suppliers with a GSTIN, per month. */
export function findMonthlyPurchaseReturnCredit(db: Db, range: PeriodRange): Promise<MonthHeads[]> {
  const month = monthOf('r.date');
  return db
    .selectFrom('purchase_returns as r')
    .select([
      month.as('month'),
      sql<number>`coalesce(sum(r.total_amount), 0)`.as('taxable'),
      ...headSums('r'),
    ])
    .where((eb) => eb.between('r.date', range.from, range.to))
    .where('r.status', '=', 'Issued')
    .where('r.supplier_gstin', 'is not', null)
    .groupBy(month)
    .execute();
}

/**
 * Expenses per month: with `reverse_charge` 0 those with GST (their credit, 4(A)(5)), with 1
 * every one under reverse charge (3.1(d)).
 */
export function findMonthlyExpenseCredit(
  db: Db,
  range: PeriodRange,
): Promise<(MonthHeads & { reverse_charge: number })[]> {
  const month = monthOf('e.date');
  return db
    .selectFrom('expenses as e')
    .select([
      'e.reverse_charge',
      month.as('month'),
      sql<number>`coalesce(sum(e.taxable), 0)`.as('taxable'),
      ...headSums('e'),
    ])
    .where((eb) => eb.between('e.date', range.from, range.to))
    .where((eb) =>
      eb.or([
        eb('e.reverse_charge', '=', 1),
        eb.and([
          eb('e.reverse_charge', '=', 0),
          eb.or([eb('e.cgst_amount', '>', 0), eb('e.sgst_amount', '>', 0), eb('e.igst_amount', '>', 0)]),
        ]),
      ]),
    )
    .groupBy(['e.reverse_charge', month])
    .execute();
}
