import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../core/db/database';
import { OPEN_MONTHS_SHAPES, type OpenMonthsShape } from '../core/db/derived/open-months';
import {
  type OutstandingKind,
  openingBillsOwed,
  outstandingTermsOf,
} from '../documents/outstanding-repository';
import { plusDays } from './outstanding-due-repository';
import { type MonthCut, type MonthPlan, planMonths } from './outstanding-month-plan';

// The outstanding report's ages from what is kept (core/db/derived/open-months.ts) rather than from
// every open document: the recent months a party owes on, each from its kept row when all its days
// fall in one bucket, else split by reading its open documents of one side of the edge through
// the partial index (invoices_open: party, date); what is older than the last edge is the party's kept open total less those; the
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

/** A month row's bucket under one plan, -1 for a cut month. */
function monthBucket(plan: MonthPlan): RawBuilder<number> {
  const months = plan.cuts.map((cut) => cut.month);
  const cut = months.length ? sql`when k.month in (${sql.join(months)}) then -1 ` : sql``;
  const whens = plan.edges.map((edge, index) => sql`when k.month || '-01' >= ${edge} then ${sql.lit(index)}`);
  return sql<number>`case ${cut}${sql.join(whens, sql` `)} else ${sql.lit(plan.edges.length)} end`;
}

/** One field of a cut month under one plan (null for a whole month). */
function cutField(plan: MonthPlan, field: (cut: MonthCut) => RawBuilder<unknown>): RawBuilder<unknown> {
  if (plan.cuts.length === 0) return sql`null`;
  const whens = plan.cuts.map((cut) => sql`when ${cut.month} then ${field(cut)}`);
  return sql`case k.month ${sql.join(whens, sql` `)} else null end`;
}

/**
 * A cut month's shorter side, per party: its open documents dated within the cut, read as one
 * range of the partial index of open documents by date (invoices_open_by_date,
 * purchases_open_by_date; migration 2026-11-28T1000), one range per cut and plan. Looking them up
 * party by party cost PostgreSQL 6,000 index probes at 1,000,000 invoices (25-30 ms, most finding
 * nothing); the ranges hold 2,000 documents (3 ms). By due date a plan's cut applies to the parties
 * of its credit days only.
 */
function cutSides(kind: OutstandingKind, plans: ReadonlyMap<number, MonthPlan>): RawBuilder<unknown> | null {
  const shape = shapeOf(kind);
  const terms = outstandingTermsOf(kind);
  const byParty = plans.size > 1;
  const date = sql.ref(`d.${terms.date}`);
  const party = sql.ref(`d.${terms.party}`);
  const branches = [...plans.entries()].flatMap(([days, plan]) =>
    plan.cuts.map((cut) => {
      const partyJoin = byParty
        ? sql`join ${sql.table(shape.parties)} p on p.id = ${party} and coalesce(p.credit_days, 0) = ${sql.lit(days)}`
        : sql``;
      return sql`select ${party} as party_id, ${sql.lit(cut.side)} as side, ${sql.lit(cut.rest)} as rest,
          ${terms.payable} - d.settled as outstanding
        from ${sql.table(terms.table)} d ${partyJoin}
        where ${date} >= ${cut.from} and ${date} < ${cut.before} and ${terms.stands} and ${terms.open}`;
    }),
  );
  if (branches.length === 0) return null;
  return sql`select c.party_id, c.side, c.rest, count(*) as documents, sum(c.outstanding) as outstanding
    from (${sql.join(branches, sql` union all `)}) c group by c.party_id, c.side, c.rest`;
}

/**
 * Per party and bucket before the last, over its documents dated in or after the oldest plan's
 * first month: whole months from their kept rows; a cut month's shorter side from its documents
 * (cutSides), its other side as the kept row less them. `plans` holds one plan per credit days
 * (by bill date one, of 0 days). Only strings are compared: no date is computed per row.
 */
export async function sumRecentAged(
  db: Db,
  kind: OutstandingKind,
  ageing: Ageing,
  plans: ReadonlyMap<number, MonthPlan>,
): Promise<AgeingRow[]> {
  const shape = shapeOf(kind);
  // Parties of different credit days are aged by different plans; one plan needs no party row.
  const [only, ...others] = [...plans.values()];
  const byParty = others.length > 0;
  const last = ageing.cutoffs.length;
  const oldest = [...plans.values()].map((plan) => plan.firstMonth).sort()[0] ?? '9999-12';
  const perPlan = (expression: (plan: MonthPlan) => RawBuilder<unknown>) =>
    byParty
      ? sql`case coalesce(p.credit_days, 0) ${sql.join(
          [...plans.entries()].map(([days, plan]) => sql`when ${sql.lit(days)} then ${expression(plan)}`),
          sql` `,
        )} end`
      : expression(only ?? planMonths(ageing.cutoffs, 0));
  const partyJoin = byParty
    ? sql`join ${sql.table(shape.parties)} p on p.id = k.${sql.ref(shape.party)}`
    : sql``;
  const sides = cutSides(kind, plans);
  const sideRows = sides
    ? sql`union all select s.party_id, s.side, s.documents, s.outstanding from s
      union all select s.party_id, s.rest, -s.documents, -s.outstanding from s`
    : sql``;
  const { rows } = await sql<Record<string, unknown>>`with m as (
      select k.${sql.ref(shape.party)} as party_id, k.documents, k.outstanding,
        ${perPlan(monthBucket)} as bucket,
        ${perPlan((plan) => cutField(plan, (cut) => sql.lit(cut.rest)))} as rest
      from ${sql.table(shape.months)} k ${partyJoin} where k.month >= ${oldest})${
        sides
          ? sql`,
    s as (${sides})`
          : sql``
      }
    select r.party_id, r.bucket, sum(r.documents) as documents, sum(r.outstanding) as outstanding
    from (select m.party_id, m.bucket, m.documents, m.outstanding from m where m.bucket >= 0
      union all select m.party_id, m.rest, m.documents, m.outstanding from m where m.bucket = -1
      ${sideRows}) r
    where r.bucket < ${sql.lit(last)}
    group by r.party_id, r.bucket having sum(r.documents) <> 0`.execute(db);
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
