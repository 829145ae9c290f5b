import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrations } from './index';

// Migration 2026-11-27T1800 (purchase value notes) goes down and up again: the columns and the
// kind's row go, and come back with every earlier row a return.

const NAME = '2026-11-27T1800-purchase-value-notes';
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
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    await expect(sql`select kind from purchase_returns`.execute(db)).rejects.toThrow();
    const kinds = await sql`select kind from document_kinds where kind = 'purchase_value_note'`.execute(db);
    expect(kinds.rows).toEqual([]);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect((await sql`select kind, supplier_note_number from purchase_returns`.execute(db)).rows).toEqual([]);
    const back = await sql`select kind from document_kinds where kind = 'purchase_value_note'`.execute(db);
    expect(back.rows).toHaveLength(1);
  });
});
