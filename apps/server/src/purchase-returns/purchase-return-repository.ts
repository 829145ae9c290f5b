import { type ExpressionBuilder, type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../core/db/database';
import { containsText, type PagedListFilter } from '../core/db/list-filters';
import { lockedForUpdate } from '../core/db/row-locks';
import type { Database } from '../core/db/schema';
import type { PurchaseReturnItemTable, PurchaseReturnTable } from '../core/db/schema-purchase-returns';
import type { LineTaken } from '../documents/correction-rules';
import { findLinesWithBatch, type LineWithBatch } from '../documents/lines-with-batch';

// Queries of purchase returns (purchase_returns, purchase_return_items; migration 2026-11-25T1200).
// One query each; the database or a transaction first.

export type PurchaseReturnRow = Selectable<PurchaseReturnTable> & {
  purchase_number: string;
  supplier_invoice_number: string | null;
  purchase_date: string;
};
export type PurchaseReturnItemRow = LineWithBatch<'purchase_return_items'>;
export type PurchaseReturnValuesRow = Omit<Insertable<PurchaseReturnTable>, 'id' | 'status'>;
export type PurchaseReturnItemValuesRow = Omit<Insertable<PurchaseReturnItemTable>, 'id' | 'return_id'>;

export type PurchaseReturnListFilter = PagedListFilter & {
  supplierId?: number | undefined;
  purchaseId?: number | undefined;
  kind?: 'return' | 'value' | undefined;
};

function returnsWithPurchase(db: Db) {
  return db
    .selectFrom('purchase_returns')
    .innerJoin('purchases', 'purchases.id', 'purchase_returns.purchase_id')
    .selectAll('purchase_returns')
    .select([
      'purchases.purchase_number as purchase_number',
      'purchases.supplier_invoice_number as supplier_invoice_number',
      'purchases.purchase_date as purchase_date',
    ]);
}

function filterConditions(db: Db, filter: PurchaseReturnListFilter) {
  return (eb: ExpressionBuilder<Database, 'purchase_returns' | 'purchases'>) => {
    const conditions = [];
    if (filter.from) conditions.push(eb('purchase_returns.date', '>=', filter.from));
    if (filter.to) conditions.push(eb('purchase_returns.date', '<=', filter.to));
    if (filter.supplierId !== undefined)
      conditions.push(eb('purchase_returns.supplier_id', '=', filter.supplierId));
    if (filter.purchaseId !== undefined)
      conditions.push(eb('purchase_returns.purchase_id', '=', filter.purchaseId));
    if (filter.kind) conditions.push(eb('purchase_returns.kind', '=', filter.kind));
    if (filter.search) {
      conditions.push(
        eb.or([
          containsText(db, 'purchase_returns.return_number', filter.search),
          containsText(db, 'purchases.purchase_number', filter.search),
          containsText(db, 'purchases.supplier_invoice_number', filter.search),
          containsText(db, 'purchase_returns.supplier_name', filter.search),
          containsText(db, 'purchase_returns.supplier_note_number', filter.search),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

/** One page of purchase returns, newest date first (ties: newest id first). */
export function findPurchaseReturns(db: Db, filter: PurchaseReturnListFilter): Promise<PurchaseReturnRow[]> {
  return returnsWithPurchase(db)
    .where(filterConditions(db, filter))
    .orderBy('purchase_returns.date', 'desc')
    .orderBy('purchase_returns.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countPurchaseReturns(db: Db, filter: PurchaseReturnListFilter): Promise<number> {
  const row = await db
    .selectFrom('purchase_returns')
    .innerJoin('purchases', 'purchases.id', 'purchase_returns.purchase_id')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(filterConditions(db, filter))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findPurchaseReturnById(db: Db, id: number): Promise<PurchaseReturnRow | undefined> {
  return returnsWithPurchase(db).where('purchase_returns.id', '=', id).executeTakeFirst();
}

/** The return's row, held until the transaction ends (row-locks.ts). */
export function lockPurchaseReturnById(
  db: Db,
  id: number,
): Promise<{ id: number; purchase_id: number; kind: 'return' | 'value' } | undefined> {
  return lockedForUpdate(
    db,
    db.selectFrom('purchase_returns').select(['id', 'purchase_id', 'kind']).where('id', '=', id),
  ).executeTakeFirst();
}

export function findPurchaseReturnItems(db: Db, returnId: number): Promise<PurchaseReturnItemRow[]> {
  return findLinesWithBatch(db, 'purchase_return_items', returnId);
}

/** Per line of a purchase: units and taxable value its live returns sent back. */
export async function findReturnedOfPurchaseLines(db: Db, purchaseId: number): Promise<LineTaken[]> {
  const { rows } = await sql<{
    purchase_item_id: number;
    returned_milli: number;
    returned_value: number;
  }>`select i.purchase_item_id,
      sum(i.quantity_milli) as returned_milli, sum(i.subtotal) as returned_value
    from purchase_return_items i join purchase_returns r on r.id = i.return_id
    where r.purchase_id = ${purchaseId} and r.status = 'Issued'
    group by i.purchase_item_id`.execute(db);
  return rows.map((row) => ({
    lineId: Number(row.purchase_item_id),
    returnedMilli: Number(row.returned_milli),
    value: Number(row.returned_value),
  }));
}

export async function insertPurchaseReturn(db: Db, values: PurchaseReturnValuesRow): Promise<number> {
  const row = await db
    .insertInto('purchase_returns')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertPurchaseReturnItems(
  db: Db,
  returnId: number,
  items: readonly PurchaseReturnItemValuesRow[],
): Promise<void> {
  await db
    .insertInto('purchase_return_items')
    .values(items.map((item) => ({ ...item, return_id: returnId })))
    .execute();
}

export async function markPurchaseReturnCancelled(db: Db, id: number, updatedAt: string): Promise<void> {
  await db
    .updateTable('purchase_returns')
    .set({ status: 'Cancelled', updated_at: updatedAt })
    .where('id', '=', id)
    .execute();
}

/** Moves what live returns take off a purchase by `delta` paise. */
export async function addToPurchaseReturned(db: Db, purchaseId: number, delta: number): Promise<void> {
  await db
    .updateTable('purchases')
    .set({ returned: sql`returned + ${delta}` })
    .where('id', '=', purchaseId)
    .execute();
}

/** A cancelled return's goods come back into stock: its movements go. */
export async function deletePurchaseReturnMovements(db: Db, returnId: number): Promise<void> {
  await db
    .deleteFrom('stock_movements')
    .where('source_type', '=', 'purchase_return')
    .where('source_id', '=', returnId)
    .execute();
}
