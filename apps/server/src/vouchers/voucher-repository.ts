import { type Insertable, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db } from '../core/db/database';
import { containsText, type PagedListFilter } from '../core/db/list-filters';
import { lockedForUpdate } from '../core/db/row-locks';
import type { VoucherAllocationTable, VoucherKindColumn, VoucherTable } from '../core/db/schema-vouchers';
import type { VoucherLineRow } from '../documents/voucher-line-row';

// Receipt and payment vouchers share one table. Removed vouchers stay as rows, for the record, and
// every query here but the lock leaves them out.

export type VoucherRow = Selectable<VoucherTable>;
export type VoucherValuesRow = Omit<Insertable<VoucherTable>, 'id' | 'created_at' | 'removed_at'>;
export type VoucherAllocationValuesRow = Omit<Insertable<VoucherAllocationTable>, 'id' | 'voucher_id'>;

export type VoucherListFilter = PagedListFilter & {
  kind?: VoucherKindColumn | undefined;
  partyId?: number | undefined;
};

function listConditions(db: Db, filter: VoucherListFilter): ReturnType<typeof sql<SqlBool>>[] {
  const conditions = [sql<SqlBool>`vouchers.removed_at is null`];
  if (filter.kind) conditions.push(sql<SqlBool>`vouchers.kind = ${filter.kind}`);
  if (filter.partyId !== undefined) {
    const column =
      filter.kind === 'payment' ? sql.ref('vouchers.supplier_id') : sql.ref('vouchers.customer_id');
    conditions.push(sql<SqlBool>`${column} = ${filter.partyId}`);
  }
  if (filter.from) conditions.push(sql<SqlBool>`vouchers.date >= ${filter.from}`);
  if (filter.to) conditions.push(sql<SqlBool>`vouchers.date <= ${filter.to}`);
  if (filter.search) {
    const matches = [
      'vouchers.voucher_number',
      'vouchers.party_name',
      'vouchers.reference',
      'vouchers.cheque_number',
    ];
    conditions.push(
      sql<SqlBool>`(${sql.join(
        matches.map((column) => containsText(db, column, filter.search ?? '')),
        sql` or `,
      )})`,
    );
  }
  return conditions;
}

/** One page of vouchers, newest date first (ties: newest id first). */
export function findVouchers(db: Db, filter: VoucherListFilter): Promise<VoucherRow[]> {
  return db
    .selectFrom('vouchers')
    .selectAll()
    .where(sql<SqlBool>`${sql.join(listConditions(db, filter), sql` and `)}`)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countVouchers(db: Db, filter: VoucherListFilter): Promise<number> {
  const row = await db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(sql<SqlBool>`${sql.join(listConditions(db, filter), sql` and `)}`)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A voucher that has not been removed. */
export function findVoucherById(
  db: Db,
  kind: VoucherKindColumn,
  id: number,
): Promise<VoucherRow | undefined> {
  return db
    .selectFrom('vouchers')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** Like findVoucherById, holding the row until the transaction ends (see row-locks.ts). */
export function lockVoucherById(
  db: Db,
  kind: VoucherKindColumn,
  id: number,
): Promise<VoucherRow | undefined> {
  const query = db.selectFrom('vouchers').selectAll().where('id', '=', id).where('kind', '=', kind);
  return lockedForUpdate(db, query).executeTakeFirst();
}

export async function insertVoucher(db: Db, values: VoucherValuesRow): Promise<number> {
  const row = await db.insertInto('vouchers').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertVoucherAllocations(
  db: Db,
  voucherId: number,
  rows: readonly VoucherAllocationValuesRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('voucher_allocations')
    .values(rows.map((row) => ({ ...row, voucher_id: voucherId })))
    .execute();
}

export async function markVoucherRemoved(db: Db, id: number, removedAt: string): Promise<void> {
  await db.updateTable('vouchers').set({ removed_at: removedAt }).where('id', '=', id).execute();
}

export type VoucherAllocationRow = VoucherLineRow & {
  /** Left out on invoices and purchases; 'opening_bill' on a bill of the old books. */
  document_kind?: 'document' | 'opening_bill';
};

/** What each of these vouchers settles, with the document's number, date and total, in line order. */
export async function findAllocationsOfVouchers(
  db: Db,
  voucherIds: readonly number[],
): Promise<VoucherAllocationRow[]> {
  if (voucherIds.length === 0) return [];
  return db
    .selectFrom('voucher_allocations as a')
    .leftJoin('invoices as i', 'i.id', 'a.invoice_id')
    .leftJoin('purchases as p', 'p.id', 'a.purchase_id')
    .select((eb) => [
      'a.voucher_id',
      'a.line_no',
      eb.fn.coalesce('a.invoice_id', 'a.purchase_id').$notNull().as('document_id'),
      eb.fn.coalesce('i.invoice_number', 'p.purchase_number').$notNull().as('document_number'),
      eb.fn.coalesce('i.date', 'p.purchase_date').$notNull().as('document_date'),
      eb.fn.coalesce('i.grand_total', 'p.grand_total').$notNull().as('document_total'),
      'a.amount',
    ])
    .where('a.voucher_id', 'in', voucherIds)
    .orderBy('a.voucher_id')
    .orderBy('a.line_no')
    .execute();
}
