import type { ListQuery } from '@bahi/domain/schemas';
import type { Selectable } from 'kysely';
import type { Db } from '../../core/db/database';
import { listConditions } from '../../core/db/list-filters';
import type { GstRateTable } from '../../core/db/schema';
import type { Reference } from '../references';

export type GstRateRow = Selectable<GstRateTable>;

// search on GST rates is the rate itself ('18' finds 18%), matched on the stored basis points.
function gstRateConditions(db: Db, query: ListQuery) {
  return listConditions(db, { ...query, search: undefined }, { search: [], createdAt: 'created_at' });
}

function searchedBasisPoints(query: ListQuery): number | undefined {
  if (!query.search) return undefined;
  const percent = Number(query.search.replace('%', ''));
  // A search that is not a rate matches nothing (-1 is never stored).
  return Number.isFinite(percent) ? Math.round(percent * 100) : -1;
}

/** One page, lowest rate first: the master reads as a scale (0, 5, 12, 18 …). */
export function findGstRates(db: Db, query: ListQuery): Promise<GstRateRow[]> {
  const basisPoints = searchedBasisPoints(query);
  return db
    .selectFrom('gst_rates')
    .selectAll()
    .where((eb) => eb.and(gstRateConditions(db, query)))
    .$if(basisPoints !== undefined, (qb) => qb.where('rate_bp', '=', basisPoints ?? -1))
    .orderBy('rate_bp', 'asc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

export async function countGstRates(db: Db, query: ListQuery): Promise<number> {
  const basisPoints = searchedBasisPoints(query);
  const row = await db
    .selectFrom('gst_rates')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where((eb) => eb.and(gstRateConditions(db, query)))
    .$if(basisPoints !== undefined, (qb) => qb.where('rate_bp', '=', basisPoints ?? -1))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findGstRateById(db: Db, id: number): Promise<GstRateRow | undefined> {
  return db.selectFrom('gst_rates').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findGstRateByBasisPoints(db: Db, rateBp: number): Promise<GstRateRow | undefined> {
  return db.selectFrom('gst_rates').selectAll().where('rate_bp', '=', rateBp).executeTakeFirst();
}

export function insertGstRate(db: Db, rateBp: number): Promise<GstRateRow> {
  return db.insertInto('gst_rates').values({ rate_bp: rateBp }).returningAll().executeTakeFirstOrThrow();
}

export function updateGstRate(db: Db, id: number, rateBp: number): Promise<GstRateRow | undefined> {
  return db
    .updateTable('gst_rates')
    .set({ rate_bp: rateBp })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The number of rows deleted: 0 when there was no such rate. */
export async function deleteGstRate(db: Db, id: number): Promise<number> {
  const result = await db.deleteFrom('gst_rates').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findGstRateReferences(db: Db, id: number): Promise<Reference[]> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('products'))
    .where('gst_rate_id', '=', id)
    .executeTakeFirstOrThrow();
  return [{ count: Number(row.products), singular: 'product', plural: 'products' }];
}
