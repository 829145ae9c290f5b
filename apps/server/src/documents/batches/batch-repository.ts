import { sql } from 'kysely';
import type { Db } from '../../core/db/database';

// The batches of products that track them (product_batches, migration 2026-11-27T0500) and what
// each holds. A batch's stock is its movements (purchases in, credit notes back in, purchase
// returns out) less its lines on invoices that are not cancelled, read through the partial
// indexes on batch_id; it is never kept apart, so it always agrees with the stock ledger.

export type BatchRow = {
  id: number;
  product_id: number;
  batch_number: string;
  expiry_date: string;
  mrp: number;
};

export type BatchStockRow = BatchRow & { on_hand_milli: number };

export type BatchValues = Omit<BatchRow, 'id'>;

/** The batches of these products with these numbers (exact, as stored). */
export function findBatchesByNumber(
  db: Db,
  labels: readonly { product_id: number; batch_number: string }[],
): Promise<BatchRow[]> {
  if (labels.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_batches')
    .select(['id', 'product_id', 'batch_number', 'expiry_date', 'mrp'])
    .where((eb) =>
      eb.or(
        labels.map((label) =>
          eb.and([eb('product_id', '=', label.product_id), eb('batch_number', '=', label.batch_number)]),
        ),
      ),
    )
    .execute();
}

export async function insertBatch(db: Db, values: BatchValues): Promise<number> {
  const row = await db.insertInto('product_batches').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Whose stock: an edited invoice's own lines given back, and up to which day (all when left out). */
export type BatchStockScope = { exceptInvoiceId?: number; asOf?: string };

/** A batch's stock: movements in and out, less sold lines that count, up to a day if asked. */
function onHandMilli({ exceptInvoiceId = 0, asOf = '9999-12-31' }: BatchStockScope) {
  return sql<number>`(coalesce((select sum(m.quantity_milli) from stock_movements m
        where m.batch_id = b.id and m.date <= ${asOf}), 0)
    - coalesce((select sum(i.quantity_milli) from invoice_items i
        where i.batch_id = b.id and i.counts = 1 and i.invoice_date <= ${asOf}
          and i.invoice_id <> ${exceptInvoiceId}), 0))`;
}

/**
 * Every batch of these products with its stock, earliest expiry first (then the batch first
 * recorded): the order a sale takes them in.
 */
export function findBatchStockOfProducts(
  db: Db,
  productIds: readonly number[] | 'all',
  scope: BatchStockScope = {},
): Promise<BatchStockRow[]> {
  if (productIds !== 'all' && productIds.length === 0) return Promise.resolve([]);
  const query = db
    .selectFrom('product_batches as b')
    .select(['b.id', 'b.product_id', 'b.batch_number', 'b.expiry_date', 'b.mrp'])
    .select(onHandMilli(scope).as('on_hand_milli'));
  return (productIds === 'all' ? query : query.where('b.product_id', 'in', [...new Set(productIds)]))
    .orderBy('b.product_id')
    .orderBy('b.expiry_date')
    .orderBy('b.id')
    .execute();
}

/** Batches expiring on or before `lastDay`, earliest first, with their stock (the near-expiry report). */
export function findBatchStockExpiringBy(db: Db, lastDay: string): Promise<BatchStockRow[]> {
  return db
    .selectFrom('product_batches as b')
    .select(['b.id', 'b.product_id', 'b.batch_number', 'b.expiry_date', 'b.mrp'])
    .select(onHandMilli({}).as('on_hand_milli'))
    .where('b.expiry_date', '<=', lastDay)
    .orderBy('b.expiry_date')
    .orderBy('b.product_id')
    .orderBy('b.id')
    .execute();
}

/** Batches by id (the lines of a correcting document name theirs). */
export function findBatchesByIds(db: Db, ids: readonly number[]): Promise<BatchRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_batches')
    .select(['id', 'product_id', 'batch_number', 'expiry_date', 'mrp'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** These batches with their stock now (a write checking what it leaves in them). */
export function findBatchStockByIds(db: Db, ids: readonly number[]): Promise<BatchStockRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_batches as b')
    .select(['b.id', 'b.product_id', 'b.batch_number', 'b.expiry_date', 'b.mrp'])
    .select(onHandMilli({}).as('on_hand_milli'))
    .where('b.id', 'in', [...new Set(ids)])
    .execute();
}
