import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database';
import { dialectOf } from '../database';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-28T0650: invoice_items_report gains the lines' CGST, SGST and IGST (GSTR-1's
// per-invoice rate sums read them from the index), and goes down and up again.

const MIGRATION = '2026-11-28T0650-invoice-items-report-heads';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < MIGRATION)
  .at(-1) as string;

describe('Migration 2026-11-28T0650', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => database?.destroy());

  it('adds the tax heads to invoice_items_report, and goes down and up again', async () => {
    database = await createTestDatabase();
    const db = database.db;
    const columns = async () => {
      const query =
        dialectOf(db) === 'postgres'
          ? sql<{ name: string }>`select a.attname as name from pg_index x
              join pg_class i on i.oid = x.indexrelid join pg_attribute a on a.attrelid = x.indrelid
              and a.attnum = any(x.indkey) where i.relname = 'invoice_items_report'`
          : sql<{ name: string }>`select name from pragma_index_info('invoice_items_report')`;
      return (await query.execute(db)).rows.map((row) => row.name);
    };
    const heads = ['cgst_amount', 'sgst_amount', 'igst_amount'];
    expect(await columns()).toEqual(expect.arrayContaining(heads));
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(BEFORE);
    if (down.error) throw down.error;
    expect((await columns()).filter((name) => heads.includes(name))).toEqual([]);
    expect(await columns()).toContain('tax_amount');
    await migrateToLatest(db);
    expect(await columns()).toEqual(expect.arrayContaining(heads));
  });
});
