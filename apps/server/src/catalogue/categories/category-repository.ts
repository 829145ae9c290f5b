import type { ListQuery } from '@bahi/domain/schemas';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { listConditions } from '../../core/db/list-filters';
import type { CategoryTable } from '../../core/db/schema';
import type { Reference } from '../references';

export type CategoryRow = Selectable<CategoryTable>;

function categoryConditions(db: Db, query: ListQuery) {
  return listConditions(db, query, { search: ['name'], createdAt: 'created_at' });
}

/** One page, newest first. */
export function findCategories(db: Db, query: ListQuery): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where((eb) => eb.and(categoryConditions(db, query)))
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

export async function countCategories(db: Db, query: ListQuery): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where((eb) => eb.and(categoryConditions(db, query)))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findCategoryById(db: Db, id: number): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The category with this name ignoring case, the same comparison as the unique index. */
export function findCategoryByName(db: Db, name: string): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where(sql`lower(name)`, '=', sql`lower(${name})`)
    .executeTakeFirst();
}

export function insertCategory(db: Db, name: string): Promise<CategoryRow> {
  return db.insertInto('categories').values({ name }).returningAll().executeTakeFirstOrThrow();
}

export function updateCategory(db: Db, id: number, name: string): Promise<CategoryRow | undefined> {
  return db.updateTable('categories').set({ name }).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteCategory(db: Db, id: number): Promise<number> {
  const result = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findCategoryReferences(db: Db, id: number): Promise<Reference[]> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('products'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  return [{ count: Number(row.products), singular: 'product', plural: 'products' }];
}
