import type { Category, CategoryValues, ListQuery } from '@bahi/domain/schemas';
import { inTransaction } from '../../core/db/transactions';
import { recordChange, recordDeleted } from '../../core/edit-log/record-change';
import { ConflictError, fieldError, NotFoundError } from '../../core/http/errors';
import { type RequestContext, withDb } from '../../core/http/request-context';
import { isUniqueViolation } from '../../core/http/unique-violation';
import { claimNextVersion } from '../../core/versions/version-guard';
import { describeReferences } from '../references';
import {
  type CategoryRow,
  countCategories,
  deleteCategory,
  findCategories,
  findCategoryById,
  findCategoryByName,
  findCategoryReferences,
  insertCategory,
  updateCategory,
} from './category-repository';

const DUPLICATE_NAME = 'Category Name already exists';

export function toCategory(row: CategoryRow): Category {
  return { id: row.id, name: row.name, created_at: row.created_at, version: row.version };
}

export async function listCategories(
  ctx: RequestContext,
  query: ListQuery,
): Promise<{ data: Category[]; total: number }> {
  const { db } = ctx;
  const [rows, total] = await Promise.all([findCategories(db, query), countCategories(db, query)]);
  return { data: rows.map(toCategory), total };
}

export async function getCategory(ctx: RequestContext, id: number): Promise<Category> {
  const { db } = ctx;
  const row = await findCategoryById(db, id);
  if (!row) throw new NotFoundError(`Category ${id} not found`);
  return toCategory(row);
}

/** Saves a new or renamed category; a name already used (ignoring case) by another is refused. */
async function saveCategory(
  ctx: RequestContext,
  id: number | null,
  values: CategoryValues,
): Promise<Category> {
  try {
    return await inTransaction(ctx.db, async (trx) => {
      const existing = await findCategoryByName(trx, values.name);
      if (existing && existing.id !== id) throw fieldError('name', DUPLICATE_NAME);
      const before = id === null ? undefined : await findCategoryById(trx, id);
      if (id !== null && !before) throw new NotFoundError(`Category ${id} not found`);
      if (id !== null && before) {
        await claimNextVersion(withDb(ctx, trx), {
          table: 'categories',
          recordType: 'category',
          id,
          label: `Category "${before.name}"`,
          fromVersion: values.version,
        });
      }
      const row =
        id === null ? await insertCategory(trx, values.name) : await updateCategory(trx, id, values.name);
      if (!row) throw new NotFoundError(`Category ${id} not found`);
      const after = toCategory(row);
      await recordChange(withDb(ctx, trx), {
        recordType: 'category',
        recordId: after.id,
        action: id === null ? 'create' : 'update',
        before: before ? toCategory(before) : null,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('name', DUPLICATE_NAME);
    throw error;
  }
}

export function createCategory(ctx: RequestContext, values: CategoryValues): Promise<Category> {
  return saveCategory(ctx, null, values);
}

export function changeCategory(ctx: RequestContext, id: number, values: CategoryValues): Promise<Category> {
  return saveCategory(ctx, id, values);
}

export async function removeCategory(ctx: RequestContext, id: number): Promise<void> {
  const { db } = ctx;
  await inTransaction(db, async (trx) => {
    const row = await findCategoryById(trx, id);
    if (!row) throw new NotFoundError(`Category ${id} not found`);
    const refusal = describeReferences(`Category "${row.name}"`, await findCategoryReferences(trx, id));
    if (refusal) throw new ConflictError(refusal);
    await deleteCategory(trx, id);
    await recordDeleted(withDb(ctx, trx), 'category', id, toCategory(row));
  });
}
