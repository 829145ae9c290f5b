import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migrations 2026-11-28T0630 (what filed GSTR-1 returns reported, per document) and T0510 (the
// shop's GST registration over time): the first takes a document once per kind and id, the second
// starts empty for a shop whose invoices were all issued under one registration; both go down and
// up again.

const NAME = '2026-11-28T0630-gstr1-reported-documents';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

describe('Migrations 2026-11-28T0630 and T0510', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => database?.destroy());

  it('keeps one row per document and goes down and up again', async () => {
    database = await createTestDatabase();
    const db = database.db;
    const insert = () =>
      sql`insert into gstr1_reported_documents (document_kind, document_id, period, reported_in, reported_values)
        values ('invoice', 7, '052026', '052026', '{}')`.execute(db);
    await insert();
    await expect(insert()).rejects.toThrow();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(BEFORE);
    if (down.error) throw down.error;
    await expect(sql`select count(*) from gstr1_reported_documents`.execute(db)).rejects.toThrow();
    await migrateToLatest(db);
    const { rows } = await sql<{ n: number }>`select count(*) as n from gstr1_reported_documents`.execute(db);
    expect(Number(rows[0]?.n)).toBe(0);
    const { rows: history } = await sql<{ n: number }>`select count(*) as n from gst_registrations`.execute(
      db,
    );
    expect(Number(history[0]?.n)).toBe(0);
  });
});
