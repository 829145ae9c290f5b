import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database';
import { dialectOf } from '../database';
import { issuedUnderGstin } from '../derived/outward-totals';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-28T0910: a partial index of the bills of supply by date, which the question
// "does this period hold a bill of supply" reads instead of every invoice's seller snapshot; its
// condition must read as the returns' own test of a tax invoice does, or no query uses it.

const MIGRATION = '2026-11-28T0910-invoices-bills-of-supply-index';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < MIGRATION)
  .at(-1) as string;

describe('Migration 2026-11-28T0910', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => database?.destroy());

  it('indexes the bills of supply by date, is read by the returns, and goes down and up again', async () => {
    database = await createTestDatabase();
    const db = database.db;
    const postgres = dialectOf(db) === 'postgres';
    const exists = async () => {
      const query = postgres
        ? sql<{
            n: number;
          }>`select count(*) as n from pg_indexes where indexname = 'invoices_bills_of_supply'`
        : sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'invoices_bills_of_supply'`;
      return Number((await query.execute(db)).rows[0]?.n) === 1;
    };
    expect(await exists()).toBe(true);
    if (!postgres) {
      const { rows } = await sql<{ detail: string }>`explain query plan select invoices.id from invoices
        where invoices.date between '2026-10-01' and '2026-10-31'
        and not ${sql.raw(issuedUnderGstin('invoices'))} limit 1`.execute(db);
      expect(rows.map((row) => row.detail).join(' ')).toContain('invoices_bills_of_supply');
    }
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(BEFORE);
    if (down.error) throw down.error;
    expect(await exists()).toBe(false);
    await migrateToLatest(db);
    expect(await exists()).toBe(true);
  });
});
