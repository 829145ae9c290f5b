import { shopDayStartIso } from '@bahi/domain';
import type { ListQuery } from '@bahi/domain/schemas';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { type Db, dialectOf } from './database';

// The search and date filters every list shares. Conditions are plain SQL fragments so one
// helper serves every table; column names come from the repositories, never from a request.

/** A user typing '%' or '_' means those characters, not LIKE wildcards. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Case-insensitive "contains". SQLite's LIKE already ignores case (for ASCII letters, which is
 * also all SQLite's lower() folds), and it avoids calling lower() on every row; PostgreSQL's
 * LIKE is case-sensitive, so it uses ILIKE.
 */
export function containsText(db: Db, column: string, search: string): RawBuilder<SqlBool> {
  const operator = dialectOf(db) === 'postgres' ? sql`ilike` : sql`like`;
  return sql<SqlBool>`${sql.ref(column)} ${operator} ${containsPattern(search)} escape '\\'`;
}

/** created_at within from..to, both days inclusive. */
export function createdWithin(column: string, query: Pick<ListQuery, 'from' | 'to'>): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (query.from) conditions.push(sql<SqlBool>`${sql.ref(column)} >= ${shopDayStartIso(query.from)}`);
  if (query.to) conditions.push(sql<SqlBool>`${sql.ref(column)} < ${shopDayStartIso(query.to, 1)}`);
  return conditions;
}

/** The conditions of a list query: search in any of the given columns, and the date range. */
export function listConditions(
  db: Db,
  query: ListQuery,
  columns: { search: readonly string[]; createdAt: string },
): RawBuilder<SqlBool>[] {
  const conditions = createdWithin(columns.createdAt, query);
  const search = query.search;
  if (search) {
    const matches = columns.search.map((column) => containsText(db, column, search));
    conditions.push(sql<SqlBool>`(${sql.join(matches, sql` or `)})`);
  }
  return conditions;
}

/** A page of a document list, narrowed by what was typed and by date; each list adds its own. */
export type PagedListFilter = {
  offset: number;
  limit: number;
  search?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** `column` is one of `ids`, bound in place (none: no row). */
export function inList(column: RawBuilder<unknown>, ids: readonly number[]): RawBuilder<SqlBool> {
  return ids.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`${column} in (${sql.join(ids)})`;
}

/**
 * inList for lists that may be long: PostgreSQL is handed the ids as one integer array, since
 * thousands of parameters (a report's 5,000 parties) cost it more to parse and bind (5 ms) than to
 * answer, and an array of the id columns' own type is hashed (a bigint one was searched row by
 * row: 20 ms). SQLite binds each in place and takes up to 32,766.
 */
export function idIn(db: Db, column: RawBuilder<unknown>, ids: readonly number[]): RawBuilder<SqlBool> {
  return dialectOf(db) === 'postgres' && ids.length > 0
    ? sql<SqlBool>`${column} = any(${[...ids]}::integer[])`
    : inList(column, ids);
}
