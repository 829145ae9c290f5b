import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test-support/api-calls';
import { createCustomer } from '../../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-26T0400 adds opening balances, the books' start date and credit days; down
// takes them away again and up brings them back empty.

const NAME = '2026-11-26T0400-opening-balances';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

describe(`Migration ${NAME}`, () => {
  let t: TestApp;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.db as unknown as Kysely<unknown>;
  });
  afterAll(async () => t.close());

  it('goes down and up', async () => {
    await call(t.app, 'PUT', '/api/settings/books-start', { books_start_date: '2026-11-01' });
    const customer = await createCustomer(t.app, { name: 'Down and up' });
    const bill = await call(t.app, 'POST', `/api/customers/${customer}/opening-balances`, {
      number: 'OLD/1',
      date: '2026-10-01',
      amount: 100,
    });
    expect(bill.status).toBe(201);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    await expect(sql`select count(*) from opening_bills`.execute(db)).rejects.toThrow();
    await migrateToLatest(t.db);
    const { rows } = await sql<{ n: number }>`select count(*) as n from opening_bills`.execute(db);
    expect(Number(rows[0]?.n)).toBe(0);
    const settings = await sql<{
      books_start_date: string | null;
    }>`select books_start_date from settings`.execute(db);
    expect(settings.rows[0]?.books_start_date).toBeNull();
  });
});
