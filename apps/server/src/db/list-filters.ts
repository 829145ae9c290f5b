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

/**
 * The instant a calendar day starts, as the ISO text stored in created_at. Days are the server's
 * local days (the time zone of the shop when TZ is set, e.g. TZ=Asia/Kolkata), the same day
 * the web app's date pickers mean.
 */
export function startOfDayIso(date: string, addDays = 0): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day + addDays).toISOString();
}

/** created_at within from..to, both days inclusive. */
export function createdWithin(column: string, query: Pick<ListQuery, 'from' | 'to'>): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (query.from) conditions.push(sql<SqlBool>`${sql.ref(column)} >= ${startOfDayIso(query.from)}`);
  if (query.to) conditions.push(sql<SqlBool>`${sql.ref(column)} < ${startOfDayIso(query.to, 1)}`);
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
