import { type Kysely, Migrator, sql } from 'kysely';
import { expect } from 'vitest';
import { dialectOf } from '../core/db/database';
import { migrations } from '../core/db/migrations/index';
import type { TestApp } from './test-app';

// What the tests of a migration share: the migration just before it, a trip to any migration, the
// table's index names on either database, and a trip down past the migration and back up.

/** The name of the migration that runs just before `name`. */
export function migrationBefore(name: string): string {
  const before = Object.keys(migrations)
    .sort()
    .filter((other) => other < name)
    .at(-1);
  if (!before) throw new Error(`No migration runs before ${name}`);
  return before;
}

/** Migrates the test app's database up or down to `name`, failing with the migration's error. */
export async function migrateTestAppTo(t: TestApp, name: string): Promise<void> {
  const migrator = new Migrator({
    db: t.db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
  });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
}

/** The indexes the database holds on a table (SQLite's automatic ones left out), by name. */
export async function indexesOf(t: TestApp, table: string): Promise<string[]> {
  const db = t.db as unknown as Kysely<unknown>;
  const { rows } =
    dialectOf(t.db) === 'postgres'
      ? await sql<{ name: string }>`select indexname as name from pg_indexes
          where tablename = ${table} order by 1`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'index' and tbl_name = ${table} and sql is not null order by 1`.execute(db);
  return rows.map((row) => row.name);
}

/** Migrates to just before `name` and back to the latest, checking the index goes and comes back. */
export async function expectIndexDownAndUp(t: TestApp, name: string, table: string, index: string) {
  const migrator = new Migrator({
    db: t.db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
  });
  expect(await indexesOf(t, table)).toContain(index);
  const down = await migrator.migrateTo(migrationBefore(name));
  expect(down.error).toBeUndefined();
  expect(await indexesOf(t, table)).not.toContain(index);
  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  expect(await indexesOf(t, table)).toContain(index);
}
