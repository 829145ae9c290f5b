import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test-support/api-calls';
import { createCustomer, createProduct } from '../../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { balanceOf, issueInvoice } from '../../../test-support/voucher-fixtures';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-28T0600 adds opening_advance_applications and its triggers; down takes the
// applications back (the invoice owes again, the advance is on account again) and the table away,
// up brings it back empty. The customer's balance is the same throughout.

const NAME = '2026-11-28T0600-opening-advance-applications';
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
    expect(
      (await call(t.app, 'PUT', '/api/settings/books-start', { books_start_date: '2026-11-01' })).status,
    ).toBe(200);
    const customer = await createCustomer(t.app, { name: 'Advance Stores' });
    const product = await createProduct(t.app, { gst_rate: 0, mrp: 100, rate: 100 });
    await call(t.app, 'POST', `/api/customers/${customer}/opening-balances`, {
      kind: 'advance',
      date: '2026-10-01',
      amount: 500,
    });
    const invoice = await issueInvoice(t.app, customer, product, 800, { date: '2026-11-02' });
    const applied = await call(t.app, 'POST', `/api/customers/${customer}/on-account`, {
      allocations: [{ document_id: invoice.id, amount: 500 }],
    });
    expect(applied.status).toBe(200);
    const settled = async () =>
      Number(
        (await sql<{ settled: number }>`select settled from invoices where id = ${invoice.id}`.execute(db))
          .rows[0]?.settled,
      );
    expect(await settled()).toBe(50000);

    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    await expect(sql`select id from opening_advance_applications`.execute(db)).rejects.toThrow();
    expect(await settled()).toBe(0);
    await migrateToLatest(t.db);
    expect((await balanceOf(t.app, 'customers', customer)).balance).toBe(300);
    const onAccount = await call(t.app, 'GET', `/api/customers/${customer}/on-account`);
    expect(onAccount.body).toMatchObject({ on_account: 500 });
  });
});
