import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../core/db/database';
import { OPEN_MONTHS_SHAPES, type OpenMonthsShape } from '../core/db/derived/open-months';
import {
  type OutstandingKind,
  openingBillsOwed,
  outstandingTermsOf,
} from '../documents/outstanding-repository';
import { plusDays } from './outstanding-due-repository';
import { type MonthPlan, planMonths } from './outstanding-month-plan';

// The outstanding report's ages from what is kept (core/db/derived/open-months.ts) rather than from
// every open document: the recent months a party owes on, each from its kept row when all its days
// fall in one bucket, else from its open documents through the partial index (invoices_open:
// party, date); what is older than the last edge is the party's kept open total less those; the
// opening bills (a few hundred in a shop) are read as they are. outstanding-ageing.ts puts the
// three together; open-months-ageing.test.ts compares them with the one outstanding query.

export type AgeingRow = { party_id: number; bucket: number; documents: number; outstanding: number };

export type Ageing = {
  /** 'bill_date': age from the date; 'due_date': from the date plus the party's credit days. */
  by: 'bill_date' | 'due_date';
  /** Earliest date of each bucket, newest first; older dates fall in the bucket after the last. */
  cutoffs: readonly string[];
};

function shapeOf(kind: OutstandingKind): OpenMonthsShape {
  const shape = OPEN_MONTHS_SHAPES.find((candidate) => candidate.documents === kind);
  if (!shape) throw new Error(`No kept months for ${kind}`);
  return shape;
}

const plainRows = (rows: Record<string, unknown>[]): AgeingRow[] =>
  rows.map((row) => ({
    party_id: Number(row.party_id),
    bucket: Number(row.bucket),
    documents: Number(row.documents),
    outstanding: Number(row.outstanding),
  }));

/** The credit days of the parties (by due date the days a document's age moves by). */
export async function findCreditDays(db: Db, kind: OutstandingKind): Promise<number[]> {
  const { rows } = await sql<{ days: number }>`select distinct coalesce(credit_days, 0) as days
    from ${sql.table(shapeOf(kind).parties)}`.execute(db);
  return rows.map((row) => Number(row.days));
}

/** Per party with open documents: how many and what is left on them, kept. */
export async function findOpenTotals(db: Db, kind: OutstandingKind): Promise<Omit<AgeingRow, 'bucket'>[]> {
  const shape = shapeOf(kind);
  const { rows } = await sql<Record<string, unknown>>`select ${sql.ref(shape.party)} as party_id,
      open_documents as documents, open_outstanding as outstanding
    from ${sql.table(shape.balances)} where open_documents <> 0`.execute(db);
  return rows.map((row) => ({
    party_id: Number(row.party_id),
    documents: Number(row.documents),
    outstanding: Number(row.outstanding),
  }));
}

/** A month row's bucket under one plan, or -1 when an edge cuts the month. */
function monthBucket(plan: MonthPlan): RawBuilder<number> {
  const cut = plan.cutMonths.length ? sql`when k.month in (${sql.join(plan.cutMonths)}) then -1 ` : sql``;
  const whens = plan.edges.map((edge, index) => sql`when k.month || '-01' >= ${edge} then ${sql.lit(index)}`);
  return sql<number>`case ${cut}${sql.join(whens, sql` `)} else ${sql.lit(plan.edges.length)} end`;
}

/**
 * Per party and bucket before the last (several rows may share one), over its documents dated in
 * or after the oldest plan's first month: whole months from their kept rows, cut ones from their
 * documents. `plans` holds one plan per credit days (one, of 0 days, by bill date).
 */
export async function sumRecentAged(
  db: Db,
  kind: OutstandingKind,
  ageing: Ageing,
  plans: ReadonlyMap<number, MonthPlan>,
): Promise<AgeingRow[]> {
  const shape = shapeOf(kind);
  const terms = outstandingTermsOf(kind);
  const byDue = ageing.by === 'due_date';
  const last = ageing.cutoffs.length;
  const oldest = [...plans.values()].map((plan) => plan.firstMonth).sort()[0] ?? '9999-12';
  const bucket = byDue
    ? sql`case coalesce(p.credit_days, 0) ${sql.join(
        [...plans.entries()].map(([days, plan]) => sql`when ${sql.lit(days)} then ${monthBucket(plan)}`),
        sql` `,
      )} end`
    : monthBucket(plans.get(0) ?? planMonths(ageing.cutoffs, 0));
  const partyJoin = byDue
    ? sql`join ${sql.table(shape.parties)} p on p.id = k.${sql.ref(shape.party)}`
    : sql``;
  const shift = byDue ? sql`coalesce(p.credit_days, 0)` : sql`0`;
  const date = sql.ref(`d.${terms.date}`);
  const aged = byDue ? plusDays(db, date, sql.ref('m.shift')) : date;
  const documentBucket = sql`case ${sql.join(
    ageing.cutoffs.map((cutoff, index) => sql`when ${aged} >= ${cutoff} then ${sql.lit(index)}`),
    sql` `,
  )} else ${sql.lit(last)} end`;
  const { rows } = await sql<Record<string, unknown>>`with m as (
      select k.${sql.ref(shape.party)} as party_id, k.month, k.documents, k.outstanding,
        ${shift} as shift, ${bucket} as bucket
      from ${sql.table(shape.months)} k ${partyJoin} where k.month >= ${oldest})
    select m.party_id, m.bucket, sum(m.documents) as documents, sum(m.outstanding) as outstanding
    from m where m.bucket between 0 and ${sql.lit(last - 1)} group by m.party_id, m.bucket
    union all
    select b.party_id, b.bucket, count(*) as documents, sum(b.outstanding) as outstanding
    from (select m.party_id, ${documentBucket} as bucket, ${terms.payable} - d.settled as outstanding
      from m join ${sql.table(terms.table)} d on d.${sql.ref(terms.party)} = m.party_id
        and ${date} >= m.month || '-01' and ${date} <= m.month || '-31'
      where m.bucket = -1 and ${terms.stands} and ${terms.open}) b
    where b.bucket < ${sql.lit(last)} group by b.party_id, b.bucket`.execute(db);
  return plainRows(rows);
}

/** The open opening bills per party and bucket, by their date or due date (their own, else by credit days). */
export async function sumOpeningBillsAged(
  db: Db,
  kind: OutstandingKind,
  ageing: Ageing,
): Promise<AgeingRow[]> {
  const shape = shapeOf(kind);
  const date =
    ageing.by === 'due_date'
      ? sql`coalesce(o.due_date, ${plusDays(db, sql.ref('o.date'), sql`coalesce(p.credit_days, 0)`)})`
      : sql.ref('o.date');
  const bucket = sql`case ${sql.join(
    ageing.cutoffs.map((cutoff, index) => sql`when ${date} >= ${cutoff} then ${sql.lit(index)}`),
    sql` `,
  )} else ${sql.lit(ageing.cutoffs.length)} end`;
  const { rows } = await sql<Record<string, unknown>>`select b.party_id, b.bucket, count(*) as documents,
      sum(b.outstanding) as outstanding
    from (select o.party_id, ${bucket} as bucket, o.outstanding
      from (${openingBillsOwed(kind, {}, true)}) o
      join ${sql.table(shape.parties)} p on p.id = o.party_id) b
    group by b.party_id, b.bucket`.execute(db);
  return plainRows(rows);
}
