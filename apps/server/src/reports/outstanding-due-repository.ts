import { type RawBuilder, sql } from 'kysely';
import { type Db, dialectOf } from '../core/db/database';
import { type OutstandingKind, outstandingDocuments } from '../documents/outstanding-repository';

// Open bills by due date: an opening bill's own due date, else the bill's date plus its party's
// credit days; a party without credit days is due on the bill's date. Read from the one
// outstanding query (its open rows only, through the partial indexes invoices_open and
// purchases_open), each joined to its party by primary key.

function partyTable(kind: OutstandingKind): 'customers' | 'suppliers' {
  return kind === 'invoices' ? 'customers' : 'suppliers';
}

/** An ISO date (text in both databases) plus a number of days, written once per dialect. */
export function plusDays(db: Db, date: RawBuilder<unknown>, days: RawBuilder<unknown>): RawBuilder<string> {
  return dialectOf(db) === 'postgres'
    ? sql<string>`to_char(cast(${date} as date) + ${days}, 'YYYY-MM-DD')`
    : sql<string>`date(${date}, '+' || ${days} || ' days')`;
}

/** The due date of an open bill `o` of party `p`. */
function dueDate(db: Db): RawBuilder<string> {
  return sql<string>`coalesce(o.due_date, ${plusDays(db, sql.ref('o.date'), sql`coalesce(p.credit_days, 0)`)})`;
}

/** The open bills with their due dates (column `due`) and their party's name and phone. */
function openBillsWithDueDates(db: Db, kind: OutstandingKind): RawBuilder<unknown> {
  return sql`(select o.source, o.id, o.number, o.date, o.party_id, o.outstanding, ${dueDate(db)} as due,
      p.name as party_name, p.phone as party_phone
    from ${outstandingDocuments(kind, {}, true)} o
    join ${sql.table(partyTable(kind))} p on p.id = o.party_id)`;
}

export type DueAgedRow = { party_id: number; bucket: number; documents: number; outstanding: number };

/**
 * Per party and due age: bucket 0 is not yet due (due on or after the first cut-off), 1 to 3 are
 * due on or after the next cut-offs, 4 older.
 */
export async function sumOutstandingByPartyAndDueAge(
  db: Db,
  kind: OutstandingKind,
  cutoffs: readonly [string, string, string, string],
): Promise<DueAgedRow[]> {
  const bucket = sql`case when b.due >= ${cutoffs[0]} then 0 when b.due >= ${cutoffs[1]} then 1
    when b.due >= ${cutoffs[2]} then 2 when b.due >= ${cutoffs[3]} then 3 else 4 end`;
  const { rows } = await sql<DueAgedRow>`select a.party_id, a.bucket, count(*) as documents,
      sum(a.outstanding) as outstanding
    from (select b.party_id, b.outstanding, ${bucket} as bucket from ${openBillsWithDueDates(db, kind)} b) a
    group by a.party_id, a.bucket`.execute(db);
  return rows.map((row) => ({
    party_id: Number(row.party_id),
    bucket: Number(row.bucket),
    documents: Number(row.documents),
    outstanding: Number(row.outstanding),
  }));
}

export type OverdueBillRow = {
  source: 'document' | 'opening_bill';
  id: number;
  number: string;
  date: string;
  due: string;
  party_id: number;
  party_name: string;
  party_phone: string | null;
  outstanding: number;
};

/** Open bills due before `asOf`, the longest overdue first. */
export async function findOverdueBills(
  db: Db,
  kind: OutstandingKind,
  asOf: string,
): Promise<OverdueBillRow[]> {
  const { rows } = await sql<OverdueBillRow>`select * from ${openBillsWithDueDates(db, kind)} b
    where b.due < ${asOf} and b.outstanding > 0
    order by b.due, b.party_name, b.date, b.id`.execute(db);
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    party_id: Number(row.party_id),
    outstanding: Number(row.outstanding),
  }));
}
