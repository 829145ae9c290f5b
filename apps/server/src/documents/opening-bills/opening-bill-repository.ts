import { type Selectable, sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { lockedForUpdate } from '../../core/db/row-locks';
import type { OpeningBillTable } from '../../core/db/schema-opening';
import type { PartyKind } from '../party-repository';
import type { VoucherLineRow } from '../voucher-line-row';

// Opening bills and advances (migration 2026-11-26T0400) and what vouchers applied to them.

export type OpeningBillRow = Selectable<OpeningBillTable> & { settled: number };
export type OpeningBillValuesRow = Omit<OpeningBillTable, 'id'>;

function partyColumn(kind: PartyKind): 'customer_id' | 'supplier_id' {
  return kind === 'customers' ? 'customer_id' : 'supplier_id';
}

// A bill's: what live vouchers applied to it. An advance's: what of it was applied to documents.
const SETTLED = sql<number>`((select coalesce(sum(a.amount), 0) from opening_bill_allocations a
  join vouchers v on v.id = a.voucher_id
  where a.opening_bill_id = opening_bills.id and v.removed_at is null)
  + (select coalesce(sum(x.amount), 0) from opening_advance_applications x
  where x.opening_bill_id = opening_bills.id))`;

function toRow(row: Selectable<OpeningBillTable> & { settled: number | string }): OpeningBillRow {
  return { ...row, amount: Number(row.amount), settled: Number(row.settled) };
}

/** A party's opening bills and advances, oldest first, each with what live vouchers applied to it. */
export async function findOpeningBillsOfParty(
  db: Db,
  kind: PartyKind,
  partyId: number,
): Promise<OpeningBillRow[]> {
  const rows = await db
    .selectFrom('opening_bills')
    .selectAll()
    .select(SETTLED.as('settled'))
    .where(partyColumn(kind), '=', partyId)
    .orderBy('date')
    .orderBy('id')
    .execute();
  return rows.map(toRow);
}

export async function findOpeningBillById(db: Db, id: number): Promise<OpeningBillRow | undefined> {
  const row = await db
    .selectFrom('opening_bills')
    .selectAll()
    .select(SETTLED.as('settled'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRow(row);
}

/** These opening bills, locked until the transaction ends, in id order (see row-locks.ts). */
export async function lockOpeningBills(db: Db, ids: readonly number[]): Promise<OpeningBillRow[]> {
  if (ids.length === 0) return [];
  const query = db.selectFrom('opening_bills').selectAll().where('id', 'in', ids).orderBy('id');
  const rows = await lockedForUpdate(db, query).execute();
  const settled = await sumSettledOfOpeningBills(db, ids);
  return rows.map((row) => toRow({ ...row, settled: settled.get(row.id) ?? 0 }));
}

/** Per opening bill: what live vouchers applied to it. */
export async function sumSettledOfOpeningBills(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('opening_bill_allocations as a')
    .innerJoin('vouchers as v', 'v.id', 'a.voucher_id')
    .select((eb) => ['a.opening_bill_id', eb.fn.sum<number>('a.amount').as('settled')])
    .where('a.opening_bill_id', 'in', ids)
    .where('v.removed_at', 'is', null)
    .groupBy('a.opening_bill_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.opening_bill_id), Number(row.settled)]));
}

export async function insertOpeningBills(db: Db, rows: readonly OpeningBillValuesRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('opening_bills')
    .values([...rows])
    .returning('id')
    .execute();
  return inserted.map((row) => Number(row.id));
}

export async function deleteOpeningBill(db: Db, id: number): Promise<void> {
  await db.deleteFrom('opening_bills').where('id', '=', id).execute();
}

/**
 * How many vouchers' lines (removed vouchers' too) name this opening bill, and, for an advance,
 * how many documents it was applied to.
 */
export async function countAllocationsOfOpeningBill(db: Db, id: number): Promise<number> {
  const { rows } = await sql<{ total: number | string }>`select
      (select count(*) from opening_bill_allocations where opening_bill_id = ${id})
      + (select count(*) from opening_advance_applications where opening_bill_id = ${id}) as total`.execute(
    db,
  );
  return Number(rows[0]?.total ?? 0);
}

/** The party's bill numbers already entered, upper-cased (a number is entered once per party). */
export async function findOpeningBillNumbers(db: Db, kind: PartyKind, partyIds: readonly number[]) {
  if (partyIds.length === 0) return [];
  const column = partyColumn(kind);
  const rows = await db
    .selectFrom('opening_bills')
    .select([column, 'number'])
    .where(column, 'in', partyIds)
    .where('number', 'is not', null)
    .execute();
  return rows.map((row) => ({ party_id: Number(row[column]), number: String(row.number).toUpperCase() }));
}

export type OpeningAllocationValuesRow = { line_no: number; opening_bill_id: number; amount: number };

export async function insertOpeningBillAllocations(
  db: Db,
  voucherId: number,
  rows: readonly OpeningAllocationValuesRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('opening_bill_allocations')
    .values(rows.map((row) => ({ ...row, voucher_id: voucherId })))
    .execute();
}

export type OpeningAllocationRow = VoucherLineRow;

/** What each of these vouchers applied to opening bills, in the shape of its other allocations. */
export async function findOpeningAllocationsOfVouchers(
  db: Db,
  voucherIds: readonly number[],
): Promise<OpeningAllocationRow[]> {
  if (voucherIds.length === 0) return [];
  return db
    .selectFrom('opening_bill_allocations as a')
    .innerJoin('opening_bills as b', 'b.id', 'a.opening_bill_id')
    .select((eb) => [
      'a.voucher_id',
      'a.line_no',
      'a.opening_bill_id as document_id',
      eb.fn.coalesce('b.number', sql<string>`''`).as('document_number'),
      'b.date as document_date',
      'b.amount as document_total',
      'a.amount',
    ])
    .where('a.voucher_id', 'in', voucherIds)
    .orderBy('a.voucher_id')
    .orderBy('a.line_no')
    .execute();
}

/** Invoices, purchases and vouchers in the books: once there is one, the start date stays. */
export async function countBookDocuments(db: Db): Promise<number> {
  const { rows } = await sql<{ total: number }>`select
      (select count(*) from invoices) + (select count(*) from purchases) + (select count(*) from vouchers) as total`.execute(
    db,
  );
  return Number(rows[0]?.total ?? 0);
}

/** The latest date of any opening bill or advance: the books cannot start on or before it. */
export async function findLatestOpeningDate(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('opening_bills')
    .select((eb) => eb.fn.max('date').as('latest'))
    .executeTakeFirst();
  return (row?.latest as string | null | undefined) ?? null;
}

export async function updateBooksStartDate(db: Db, date: string, updatedAt: string): Promise<void> {
  await db
    .updateTable('settings')
    .set((eb) => ({ books_start_date: date, updated_at: updatedAt, version: eb('version', '+', 1) }))
    .execute();
}
