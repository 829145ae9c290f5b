import {
  categorySchema,
  customerSchema,
  gstRateSchema,
  productSchema,
  supplierSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { call, create, customerInput, expectError, list, productInput } from '../test-support/api-calls';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Paging and list-query rules, the same for every catalogue list, on a database holding exactly
// 60 records of each kind.

type ListCase = { path: string; item: z.ZodType<{ id: number }>; make: (index: number) => object };

const LISTS: ListCase[] = [
  { path: '/api/categories', item: categorySchema, make: (index) => ({ name: `Category ${index}` }) },
  { path: '/api/products', item: productSchema, make: (index) => productInput({ name: `Product ${index}` }) },
  {
    path: '/api/customers',
    item: customerSchema,
    make: (index) => customerInput({ name: `Customer ${index}` }),
  },
  { path: '/api/suppliers', item: supplierSchema, make: (index) => ({ name: `Supplier ${index}` }) },
  // The 6 default rates plus 54 more make 60.
  { path: '/api/gst-rates', item: gstRateSchema, make: (index) => ({ gst_rate: 50 + index / 2 }) },
];

describe('Catalogue lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (const { path, item, make } of LISTS) {
      const count = path === '/api/gst-rates' ? 54 : 60;
      for (let index = 1; index <= count; index += 1) await create(t.app, path, make(index), item);
    }
  });
  afterAll(async () => t.close());

  describe.each(LISTS)('$path', ({ path, item }) => {
    it('pages 60 records as 50 and 10, with total 60', async () => {
      const first = await list(t.app, `${path}?offset=0&limit=50`, item);
      const second = await list(t.app, `${path}?offset=50&limit=50`, item);
      expect([first.data.length, first.total]).toEqual([50, 60]);
      expect([second.data.length, second.total]).toEqual([10, 60]);
      const ids = [...first.data, ...second.data].map((record) => record.id);
      expect(new Set(ids).size).toBe(60);
      expect((await list(t.app, `${path}?offset=60`, item)).data).toEqual([]);
    });

    it('answers the first 50 without paging parameters', async () => {
      const page = await list(t.app, path, item);
      expect([page.data.length, page.total]).toEqual([50, 60]);
      expect((await list(t.app, `${path}?limit=7&offset=3&search=&from=&to=`, item)).data).toHaveLength(7);
    });

    it('refuses malformed paging and dates with 400', async () => {
      const bad = async (query: string, message: string) =>
        expectError(await call(t.app, 'GET', `${path}?${query}`), 400, message);
      await bad('limit=0', 'limit must be a whole number from 1 to 500');
      await bad('limit=501', 'limit must be a whole number from 1 to 500');
      await bad('offset=-1', 'offset must be a whole number from 0 to 1000000000');
      await bad('offset=abc', 'offset must be a whole number from 0 to 1000000000');
      await bad('from=2025-02-30', 'from must be a date (YYYY-MM-DD)');
      await bad('to=31/03/2025', 'to must be a date (YYYY-MM-DD)');
      await bad('from=2025-04-01&to=2025-03-31', 'from must not be after to');
      await bad(`search=${'a'.repeat(101)}`, 'search must be at most 100 characters');
    });
  });

  it('lists newest first, except GST rates, which go lowest first', async () => {
    for (const { path, item } of LISTS) {
      const ids = (await list(t.app, `${path}?limit=500`, item)).data.map((record) => record.id);
      const expected =
        path === '/api/gst-rates' ? [...ids].sort((a, b) => a - b) : [...ids].sort((a, b) => b - a);
      expect(ids).toEqual(expected);
    }
    const rates = (await list(t.app, '/api/gst-rates?limit=8', gstRateSchema)).data.map(
      (rate) => rate.gst_rate,
    );
    expect(rates).toEqual([0, 5, 12, 18, 28, 40, 50.5, 51]);
  });

  it('counts only the records a search matches', async () => {
    const page = await list(t.app, '/api/products?search=product%201&limit=5', productSchema);
    // Product 1 and Product 10 to 19.
    expect(page.total).toBe(11);
    expect(page.data.map((product) => product.name)).toEqual([
      'Product 19',
      'Product 18',
      'Product 17',
      'Product 16',
      'Product 15',
    ]);
  });
});
