import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrations } from './index';

// Migrations 2026-11-26T0700 (Tally settings) and 2026-11-26T0710 (GST on expenses) go down and
// up again: the table and columns go, then come back with their defaults.

const NAME = '2026-11-26T0700-tally-settings';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

describe(`Migration ${NAME}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('goes down and up again', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const settingsRows = () =>
      sql<{ company: string; ledgers: string }>`select company, ledgers from tally_settings`.execute(db);
    // Down past every later migration, then this one.
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    await expect(settingsRows()).rejects.toThrow();
    await expect(sql`select reverse_charge from expenses`.execute(db)).rejects.toThrow();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect((await settingsRows()).rows).toEqual([{ company: '', ledgers: '{}' }]);
    const columns = await sql<{ reverse_charge: number }>`select reverse_charge from expenses`.execute(db);
    expect(columns.rows).toEqual([]);
    await sql`select last_seq from self_invoice_series`.execute(db);
  });
});
