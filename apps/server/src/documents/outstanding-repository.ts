import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../core/db/database';
import { inList } from '../core/db/list-filters';

// What is owed, defined once. `outstandingDocuments` is the one query: per invoice that stands (or
// per purchase), its payable (an invoice's less what live credit notes take off it and plus what
// debit notes add, invoices.noted), what live receipts (payments) applied to it (kept on the
// document by triggers), and the difference. A credit note larger than what was left makes the
// difference negative: money owed to the customer.
// Everything that shows an amount owed is a sum over it: the invoice list and detail (received,
// balance, payment status), the dashboard's pending invoices, customer and supplier balances,
// and the outstanding report. Money a voucher took without applying it to a document ("on
// account") is owed to the party instead; `findOnAccountOfParties` (on-account-repository.ts)
// gives it, and a party's balance is its documents' outstanding less that.

export type OutstandingKind = 'invoices' | 'purchases';

/** Narrows the query to these documents or these parties. */
export type OutstandingScope = {
  ids?: readonly number[];
  partyIds?: readonly number[];
};

export type OutstandingDocumentRow = {
  /** 'document': an invoice or purchase; 'opening_bill': a bill of the old books (opening balances). */
  source: 'document' | 'opening_bill';
  id: number;
  number: string;
  date: string;
  party_id: number;
  grand_total: number;
  settled: number;
  outstanding: number;
  /** An opening bill's own due date; null on invoices and purchases (their party's credit days give it). */
  due_date: string | null;
};

const SHAPES = {
  invoices: {
    table: 'invoices',
    number: 'invoice_number',
    date: 'date',
    party: 'customer_id',
    // Cancelled invoices owe nothing (receipts cannot be applied to them).
    stands: sql`d.status <> 'Cancelled'`,
    // Live credit notes take off what the invoice asks, debit notes add to it (invoices.noted);
    // money refunded to the customer puts back what was paid back (invoices.refunded).
    payable: sql`d.grand_total - d.noted + d.refunded`,
    open: sql`d.settled + d.noted < d.grand_total + d.refunded`,
  },
  purchases: {
    table: 'purchases',
    number: 'purchase_number',
    date: 'purchase_date',
    party: 'supplier_id',
    // Cancelled purchases are owed nothing (payments cannot be applied to them). Live purchase
    // returns take off what the supplier is owed (purchases.returned); money the supplier refunded
    // puts back what it paid back (purchases.refunded).
    stands: sql`d.status <> 'Cancelled'`,
    payable: sql`d.grand_total - d.returned + d.refunded`,
    open: sql`d.settled + d.returned < d.grand_total + d.refunded`,
  },
} as const;

/**
 * A document kind's terms for queries of their own: its table, party and date columns, what stands,
 * what it asks (payable) and whether something is left (open, as the partial index words it), each
 * over the alias `d`.
 */
export function outstandingTermsOf(kind: OutstandingKind) {
  return SHAPES[kind];
}

/**
 * The one query: a subquery with the columns of OutstandingDocumentRow. `settled` is kept on each
 * document by triggers from the live vouchers' allocations (db/derived/settled-amounts.ts).
 * `openOnly` keeps documents with something left, in the terms of the partial indexes
 * invoices_open and purchases_open (re-made with notes, returns and refunds by migrations
 * 2026-11-25T0900, T1200 and T1210), so those are what is read.
 * The party's opening bills (opening balances) are owed the same way and are part of it, unless
 * the scope names document ids (those are invoice or purchase ids).
 */
export function outstandingDocuments(
  kind: OutstandingKind,
  scope: OutstandingScope = {},
  openOnly = false,
): RawBuilder<unknown> {
  const shape = SHAPES[kind];
  const conditions = [shape.stands];
  if (openOnly) conditions.push(shape.open);
  if (scope.ids) conditions.push(inList(sql.ref('d.id'), scope.ids));
  if (scope.partyIds) conditions.push(inList(sql.ref(`d.${shape.party}`), scope.partyIds));
  const documents = sql`select 'document' as source, d.id, d.${sql.ref(shape.number)} as number,
      d.${sql.ref(shape.date)} as date, d.${sql.ref(shape.party)} as party_id,
      ${shape.payable} as grand_total, d.settled, ${shape.payable} - d.settled as outstanding,
      cast(null as text) as due_date
    from ${sql.table(shape.table)} d
    where ${sql.join(conditions, sql` and `)}`;
  if (scope.ids) return sql`(${documents})`;
  return sql`(${documents} union all ${openingBillsOwed(kind, scope, openOnly)})`;
}

/**
 * Opening bills as rows of the one query. What live vouchers applied to each is added up here
 * (opening_bill_allocations, indexed by bill): a shop has a few hundred, entered when it moves in.
 */
export function openingBillsOwed(
  kind: OutstandingKind,
  scope: OutstandingScope,
  openOnly: boolean,
): RawBuilder<unknown> {
  const party = sql.ref(`ob.${kind === 'invoices' ? 'customer_id' : 'supplier_id'}`);
  const settled = sql`(select coalesce(sum(a.amount), 0) from opening_bill_allocations a
      join vouchers v on v.id = a.voucher_id
      where a.opening_bill_id = ob.id and v.removed_at is null)`;
  const conditions = [sql`ob.kind = 'bill'`, sql`${party} is not null`];
  if (openOnly) conditions.push(sql`${settled} < ob.amount`);
  if (scope.partyIds) conditions.push(inList(party, scope.partyIds));
  return sql`select 'opening_bill' as source, ob.id, ob.number, ob.date, ${party} as party_id,
      ob.amount as grand_total, ${settled} as settled, ob.amount - ${settled} as outstanding, ob.due_date
    from opening_bills ob
    where ${sql.join(conditions, sql` and `)}`;
}

export function numbers<T extends Record<string, unknown>>(row: T, keys: readonly (keyof T)[]): T {
  const copy = { ...row };
  for (const key of keys) copy[key] = Number(row[key]) as T[keyof T];
  return copy;
}

const MONEY = ['id', 'party_id', 'grand_total', 'settled', 'outstanding'] as const;

/** Per document in scope that stands: payable, settled, outstanding; with `openOnly`, those with something left. */
export async function findOutstandingDocuments(
  db: Db,
  kind: OutstandingKind,
  scope: OutstandingScope,
  openOnly = false,
): Promise<OutstandingDocumentRow[]> {
  // Opening bills before documents of the same day: they come from the older books.
  const { rows } =
    await sql<OutstandingDocumentRow>`select * from ${outstandingDocuments(kind, scope, openOnly)} o
    order by o.date, o.source desc, o.id`.execute(db);
  return rows.map((row) => numbers(row, MONEY));
}

export type OutstandingTotalRow = { documents: number; outstanding: number };

/**
 * Documents with something left to settle, and how much in all: what the parties' rows keep of
 * their open documents (open_documents, open_outstanding; db/derived/open-months.ts keeps them in
 * the terms of this module's `open`) plus their open opening bills, read as they are (a few
 * hundred). At 1,000,000 invoices over a hundred thousand may be open; this reads 5,000 rows.
 */
export async function sumOutstanding(db: Db, kind: OutstandingKind): Promise<OutstandingTotalRow> {
  const balances = kind === 'invoices' ? 'customer_balances' : 'supplier_balances';
  const { rows } = await sql<OutstandingTotalRow>`select coalesce(sum(k.documents), 0) as documents,
      coalesce(sum(k.outstanding), 0) as outstanding
    from (select sum(b.open_documents) as documents, sum(b.open_outstanding) as outstanding
        from ${sql.table(balances)} b
      union all select count(*), sum(o.outstanding) from (${openingBillsOwed(kind, {}, true)}) o) k`.execute(
    db,
  );
  const row = rows[0];
  return { documents: Number(row?.documents ?? 0), outstanding: Number(row?.outstanding ?? 0) };
}

export type PartyOutstandingRow = { party_id: number; billed: number; settled: number; outstanding: number };

/** Per party: what its standing documents ask, what vouchers applied to them, and what is left. */
export async function sumOutstandingOfParties(
  db: Db,
  kind: OutstandingKind,
  partyIds: readonly number[],
): Promise<PartyOutstandingRow[]> {
  if (partyIds.length === 0) return [];
  const { rows } = await sql<PartyOutstandingRow>`select o.party_id, sum(o.grand_total) as billed,
      sum(o.settled) as settled, sum(o.outstanding) as outstanding
    from ${outstandingDocuments(kind, { partyIds })} o group by o.party_id`.execute(db);
  return rows.map((row) => numbers(row, ['party_id', 'billed', 'settled', 'outstanding']));
}

export type AgedOutstandingRow = { party_id: number; bucket: number; documents: number; outstanding: number };

/**
 * Per party and age: what is left on documents dated on or after each cut-off. `cutoffs` are the
 * earliest dates of buckets 0, 1, 2 (newest first); older documents fall in bucket 3.
 */
export async function sumOutstandingByPartyAndAge(
  db: Db,
  kind: OutstandingKind,
  cutoffs: readonly [string, string, string],
): Promise<AgedOutstandingRow[]> {
  const bucket = sql`case when o.date >= ${cutoffs[0]} then 0 when o.date >= ${cutoffs[1]} then 1
    when o.date >= ${cutoffs[2]} then 2 else 3 end`;
  const { rows } = await sql<AgedOutstandingRow>`select b.party_id, b.bucket, count(*) as documents,
      sum(b.outstanding) as outstanding
    from (select o.party_id, o.outstanding, ${bucket} as bucket
      from ${outstandingDocuments(kind, {}, true)} o) b
    group by b.party_id, b.bucket`.execute(db);
  return rows.map((row) => numbers(row, ['party_id', 'bucket', 'documents', 'outstanding']));
}

export type OpenDocumentsTotal = { documents: number; outstanding: number };

/**
 * A party's open invoices (or purchases) dated before `before`: how many and what is left on
 * them, read from the partial index on (party, date) of the open ones. Opening bills apart: they
 * carry due dates of their own (findOpenOpeningBills).
 */
export async function sumOpenDocumentsDatedBefore(
  db: Db,
  kind: OutstandingKind,
  partyId: number,
  before: string,
): Promise<OpenDocumentsTotal> {
  const shape = SHAPES[kind];
  const { rows } = await sql<OpenDocumentsTotal>`select count(*) as documents,
      coalesce(sum(${shape.payable} - d.settled), 0) as outstanding
    from ${sql.table(shape.table)} d
    where ${shape.stands} and ${shape.open} and d.${sql.ref(shape.party)} = ${partyId}
      and d.${sql.ref(shape.date)} < ${before}`.execute(db);
  const row = rows[0];
  return { documents: Number(row?.documents ?? 0), outstanding: Number(row?.outstanding ?? 0) };
}

/** A party's opening bills with something left on them, as rows of the one query. */
export async function findOpenOpeningBills(
  db: Db,
  kind: OutstandingKind,
  partyId: number,
): Promise<OutstandingDocumentRow[]> {
  const { rows } = await sql<OutstandingDocumentRow>`select * from (${openingBillsOwed(
    kind,
    { partyIds: [partyId] },
    true,
  )}) o`.execute(db);
  return rows.map((row) => numbers(row, MONEY));
}
