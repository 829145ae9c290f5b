import type { ListQuery } from '@bahi/domain/schemas';
import type { Insertable } from 'kysely';
import type { Db } from '../../core/db/database';
import { createdWithin } from '../../core/db/list-filters';
import { productNameContains } from '../../core/db/product-name-filter';
import type { ProductTable } from '../../core/db/schema';

export type ProductValuesRow = Omit<Insertable<ProductTable>, 'id' | 'created_at'>;

// A product row with its category name and the current rate of its GST rate master row.
function selectProducts(db: Db) {
  return db
    .selectFrom('products')
    .innerJoin('gst_rates', 'gst_rates.id', 'products.gst_rate_id')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .select([
      'products.id',
      'products.name',
      'products.hsn_code',
      'products.mrp',
      'products.rate',
      'products.gst_rate_id',
      'gst_rates.rate_bp',
      'products.supply_category',
      'products.reorder_level',
      'products.category_id',
      'categories.name as category_name',
      'products.unit',
      'products.price_editable',
      'products.opening_stock',
      'products.opening_rate',
      'products.tracks_batches',
      'products.created_at',
      'products.version',
    ]);
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['executeTakeFirstOrThrow']>>;

function productConditions(db: Db, query: ListQuery) {
  const conditions = createdWithin('created_at', query);
  return query.search ? [...conditions, productNameContains(db, query.search)] : conditions;
}

/**
 * One page, newest first. The page's ids are picked from products alone and only those rows are
 * joined, so a deep page (offset 99,950) walks the primary key instead of joining every row it skips.
 */
export function findProducts(db: Db, query: ListQuery): Promise<ProductRow[]> {
  const pageIds = db
    .selectFrom('products')
    .select('id')
    .where((eb) => eb.and(productConditions(db, query)))
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(query.offset);
  return selectProducts(db).where('products.id', 'in', pageIds).orderBy('products.id', 'desc').execute();
}

export async function countProducts(db: Db, query: ListQuery): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where((eb) => eb.and(productConditions(db, query)))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findProductById(db: Db, id: number): Promise<ProductRow | undefined> {
  return selectProducts(db).where('products.id', '=', id).executeTakeFirst();
}

/** Every product, by name: the picker lookup of the purchase form. */
export function findAllProductsByName(db: Db): Promise<ProductRow[]> {
  return selectProducts(db).orderBy('products.name').orderBy('products.id').execute();
}

export async function insertProduct(db: Db, values: ProductValuesRow): Promise<number> {
  const row = await db.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The number of rows changed: 0 when there was no such product. */
export async function updateProduct(db: Db, id: number, values: ProductValuesRow): Promise<number> {
  const result = await db.updateTable('products').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteProduct(db: Db, id: number): Promise<number> {
  const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
