import { listQuerySchema } from '@bahi/domain/schemas';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProducts } from '../../../catalogue/products/product-repository';
import { buildShop } from '../../../test-support/report-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { STOCK_MONTHS_RECOUNT } from '../derived/stock-months';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-25T1300 on a shop that already has products and stock: the search index and
// stock_monthly_totals are filled from what is there, and follow writes afterwards; down and up
// again works.

const NAME = '2026-11-25T1300-product-search-and-stock-months';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

describe(`Migration ${NAME}`, () => {
  let t: TestApp;
  let db: Kysely<unknown>;

  const migrateTo = async (name: string) => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(name);
    if (error) throw error;
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.db as unknown as Kysely<unknown>;
    await buildShop(t.app);
  });
  afterAll(async () => t.close());

  const names = async (search: string) =>
    (await findProducts(t.db, listQuerySchema.parse({ search, limit: '100' }))).map((row) => row.name);

  async function monthRows(query: string): Promise<string[]> {
    const { rows } = await sql<Record<string, unknown>>`select month, product_id, in_milli, out_milli
      from (${sql.raw(query)}) m where in_milli <> 0 or out_milli <> 0 order by month, product_id`.execute(
      db,
    );
    return rows.map((row) => Object.values(row).map(String).join(' '));
  }

  it('fills the index and the monthly totals of an existing database', async () => {
    await migrateTo(BEFORE);
    // Written while neither the index nor the totals existed.
    const rate = await t.db.selectFrom('gst_rates').select('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('products')
      .values({
        name: 'पुराना Jaggery Cube',
        hsn_code: '1701',
        mrp: 500,
        rate: 400,
        gst_rate_id: rate.id,
        category_id: null,
      })
      .execute();
    const first = await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db
      .updateTable('products')
      .set({ name: 'Renamed Before Upgrade' })
      .where('id', '=', first.id)
      .execute();
    await sql`insert into stock_movements (product_id, date, quantity_milli, source_type, source_id)
      values (${first.id}, '2025-06-15', 4000, 'purchase', 999)`.execute(db);

    await migrateToLatest(t.db);
    expect(await names('jaggery')).toEqual(['पुराना Jaggery Cube']);
    expect(await names('पुराना')).toEqual(['पुराना Jaggery Cube']);
    expect(await names('before upgrade')).toEqual(['Renamed Before Upgrade']);
    const kept = await monthRows('select * from stock_monthly_totals');
    expect(kept).toEqual(await monthRows(STOCK_MONTHS_RECOUNT));
    expect(kept.length).toBeGreaterThan(2);
    if (t.dialect === 'sqlite') {
      // Every product is in the index as products holds it (FTS5 compares the two; an error if not).
      await sql`insert into products_search (products_search, rank) values ('integrity-check', 1)`.execute(
        db,
      );
    }

    // And the triggers follow from here.
    await t.db
      .updateTable('products')
      .set({ name: 'Renamed After Upgrade' })
      .where('id', '=', first.id)
      .execute();
    expect(await names('before upgrade')).toEqual([]);
    expect(await names('after upgrade')).toEqual(['Renamed After Upgrade']);
    await sql`delete from stock_movements where source_id = 999`.execute(db);
    expect(await monthRows('select * from stock_monthly_totals')).toEqual(
      await monthRows(STOCK_MONTHS_RECOUNT),
    );
  });
});
