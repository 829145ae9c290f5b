import { listQuerySchema, stockQuerySchema } from '@bahi/domain/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsText } from '../../core/db/list-filters';
import { ftsPhrase } from '../../core/db/product-name-filter';
import { findStockProducts } from '../../stock/stock-products-repository';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { countProducts, findProducts } from './product-repository';

// Product search through the index (FTS5 trigram on SQLite, pg_trgm on PostgreSQL) answers
// exactly what the plain case-insensitive LIKE/ILIKE on the name answers: the same products, in
// the same order, page by page, for short terms, LIKE wildcards, FTS syntax and Hindi, and after
// products are renamed and deleted.

const NAMES = [
  'Tata Salt 1 kg',
  'TATA Tea Gold 250 g',
  'Amul Butter 100% Pure',
  'Rin_Bar 250 g',
  'Rin Bar 250 g',
  'Maggi "Masala" Noodles',
  'आशीर्वाद आटा 5 kg',
  'नमक टाटा 1 kg',
  'Ésprit Soap',
  "Haldiram's Bhujia",
  'Parle-G Biscuit',
  'ghee ghee ghee',
  'AND OR NOT NEAR(a b) col:x *',
  'back\\slash oil',
];

const TERMS = [
  't',
  'ta',
  'tata',
  'TATA',
  'tAtA sALT',
  'salt 1',
  '250 g',
  '100%',
  '0%',
  '%',
  '_',
  'rin_',
  'n_b',
  'rin b',
  '"masala"',
  '"',
  'la" n',
  'नमक',
  'आटा',
  'टा',
  'आशीर्वाद आ',
  'ésprit',
  'Ésprit',
  'ÉSPRIT',
  "'s b",
  'e-g',
  'ghee gh',
  'xyz',
  'and or',
  'near(',
  'col:x',
  '*',
  'k\\s',
  '\\',
  'soap',
  'oap',
];

describe('product search', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
    const rate = await t.db.selectFrom('gst_rates').select('id').executeTakeFirstOrThrow();
    for (const name of NAMES) {
      await t.db
        .insertInto('products')
        .values({ name, hsn_code: '1001', mrp: 1000, rate: 900, gst_rate_id: rate.id, category_id: null })
        .execute();
    }
  });
  afterAll(async () => t.destroy());

  /** What the plain LIKE (SQLite) or ILIKE (PostgreSQL) over every row answers, newest first. */
  async function plainIds(term: string, order: 'id' | 'name'): Promise<number[]> {
    const query = t.db
      .selectFrom('products')
      .select('id')
      .where(containsText(t.db, 'products.name', term));
    const rows = await (order === 'id'
      ? query.orderBy('id', 'desc')
      : query.orderBy('name').orderBy('id')
    ).execute();
    return rows.map((row) => row.id);
  }

  async function expectSameAsPlain(): Promise<void> {
    for (const term of TERMS) {
      const want = await plainIds(term, 'id');
      const all = await findProducts(t.db, listQuerySchema.parse({ search: term, limit: '100' }));
      expect(
        all.map((row) => row.id),
        term,
      ).toEqual(want);
      expect(await countProducts(t.db, listQuerySchema.parse({ search: term })), term).toBe(want.length);
      const page = await findProducts(t.db, listQuerySchema.parse({ search: term, limit: '2', offset: '1' }));
      expect(
        page.map((row) => row.id),
        `${term} page`,
      ).toEqual(want.slice(1, 3));
      const stock = await findStockProducts(t.db, stockQuerySchema.parse({ search: term, limit: '100' }));
      expect(
        stock.map((row) => row.id),
        `${term} stock`,
      ).toEqual(await plainIds(term, 'name'));
    }
  }

  it('finds what the plain LIKE finds, for every kind of term', async () => {
    await expectSameAsPlain();
    // Not vacuous: the terms find products, case-insensitively for ASCII letters.
    expect(await plainIds('tata', 'id')).toHaveLength(2);
    expect(await plainIds('नमक', 'id')).toHaveLength(1);
    expect(await plainIds('_', 'id')).toHaveLength(1);
  });

  it('keeps the index in step with renames and deletes', async () => {
    const tata = await plainIds('tata', 'id');
    await t.db
      .updateTable('products')
      .set({ name: 'Namak Iodised' })
      .where('id', '=', tata[0] ?? 0)
      .execute();
    await t.db
      .deleteFrom('products')
      .where('id', '=', tata[1] ?? 0)
      .execute();
    await t.db
      .updateTable('products')
      .set({ name: 'टाटा नमक 2 kg' })
      .where('name', '=', 'ghee ghee ghee')
      .execute();
    expect(await plainIds('tata', 'id')).toEqual([]);
    expect(await plainIds('namak', 'id')).toHaveLength(1);
    expect(await plainIds('टाटा', 'id')).toHaveLength(2);
    await expectSameAsPlain();
    if (t.dialect === 'sqlite') {
      // The FTS index itself, not only the LIKE after it, forgot the old names.
      const { rows } = await sql<{ n: number }>`select count(*) as n from products_search
        where products_search match ${ftsPhrase('tata')}`.execute(t.db);
      expect(rows[0]?.n).toBe(0);
    }
  });

  it('has the index on either dialect', async () => {
    if (t.dialect === 'sqlite') {
      const plan = await sql<{ detail: string }>`explain query plan select id from products
        where products.id in (select rowid from products_search where products_search match ${ftsPhrase('salt')})`.execute(
        t.db,
      );
      expect(plan.rows.map((row) => row.detail).join(' ')).toContain('products_search');
    } else {
      // 14 rows are read faster without an index, so the plan would not show it: check it is there.
      const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes
        where indexname = 'products_name_trgm'`.execute(t.db);
      expect(rows[0]?.indexdef).toContain('gin_trgm_ops');
    }
  });
});
