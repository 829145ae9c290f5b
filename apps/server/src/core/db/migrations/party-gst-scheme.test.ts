import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-27T1000 (a party's GST scheme): parties recorded before are regular; it goes
// down and up again.

const MIGRATION = '2026-11-27T1000-party-gst-scheme';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < MIGRATION)
  .at(-1) as string;

describe('Migration 2026-11-27T1000', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => database?.destroy());

  it('makes every earlier customer and supplier regular, and goes down and up again', async () => {
    database = await createTestDatabase();
    const db = database.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(BEFORE);
    if (down.error) throw down.error;
    await sql`insert into customers (name, gstin, address) values ('Old Buyer', '24AANFA2641L1ZF', 'Surat')`.execute(
      db,
    );
    await sql`insert into suppliers (name, gstin) values ('Old Seller', '29AABCR1718E1ZL')`.execute(db);
    await migrateToLatest(db);
    for (const table of ['customers', 'suppliers']) {
      const { rows } = await sql<{ gst_scheme: string }>`select gst_scheme from ${sql.table(table)}`.execute(
        db,
      );
      expect(rows).toEqual([{ gst_scheme: 'regular' }]);
    }
    const again = await migrator.migrateTo(BEFORE);
    if (again.error) throw again.error;
    await migrateToLatest(db);
  });
});
