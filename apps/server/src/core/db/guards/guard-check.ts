import { sql } from 'kysely';
import { type Db, dialectOf } from '../database';
import { squeeze } from '../derived/index';
import { type GuardObject, guardsOf } from './append-only';

// The server refuses to start on a database whose guards are gone or switched off: an edit log that
// anyone can rewrite is worse than no server, because the owner would trust it. A guard is there
// when SQLite holds a trigger of its name with its exact text, or PostgreSQL holds an enabled
// trigger of its name and the function that refuses.

export class GuardsMissingError extends Error {}

/** The guards this database lacks (or holds disabled or altered), by name. */
export async function missingGuards(db: Db): Promise<string[]> {
  const dialect = dialectOf(db);
  const expected = guardsOf(dialect);
  return dialect === 'sqlite' ? missingInSqlite(db, expected) : missingInPostgres(db, expected);
}

async function missingInSqlite(db: Db, expected: GuardObject[]): Promise<string[]> {
  const { rows } = await sql<{ name: string; sql: string | null }>`
    select name, sql from sqlite_master where type = 'trigger'`.execute(db);
  const held = new Map(rows.map((row) => [row.name, squeeze(row.sql ?? '').toLowerCase()]));
  return expected
    .filter((guard) => held.get(guard.name) !== squeeze(guard.sql).toLowerCase())
    .map((guard) => guard.name);
}

async function missingInPostgres(db: Db, expected: GuardObject[]): Promise<string[]> {
  const { rows: triggers } = await sql<{ name: string }>`
    select tgname as name from pg_trigger where not tgisinternal and tgenabled in ('O', 'A')`.execute(db);
  const { rows: functions } = await sql<{ name: string }>`
    select proname as name from pg_proc where prosrc like '%raise exception%'`.execute(db);
  const held = new Set([...triggers, ...functions].map((row) => row.name));
  return expected.filter((guard) => !held.has(guard.name)).map((guard) => guard.name);
}

/** Throws GuardsMissingError naming the missing guards; called at every start after migrating. */
export async function assertGuardsInPlace(db: Db): Promise<void> {
  const missing = await missingGuards(db);
  if (missing.length === 0) return;
  throw new GuardsMissingError(
    `the edit log's guards are missing or disabled (${missing.join(', ')}), so its entries could be changed or deleted. Restore a backup, or ask whoever changed the database to put them back.`,
  );
}
