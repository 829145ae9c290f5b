import { categorySchema, productSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AWKWARD_TEXTS,
  call,
  create,
  expectAnswer,
  expectError,
  expectFieldErrors,
  list,
  productInput,
} from '../../test-support/api-calls';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('Category API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('adds a category with its name trimmed, and reads it back', async () => {
    const created = await create(t.app, '/api/categories', { name: '  Grocery  ' }, categorySchema);
    expect(created.name).toBe('Grocery');
    const read = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/categories/${created.id}` },
      200,
      categorySchema,
    );
    expect(read).toEqual(created);
  });

  it.each([[{}], [{ name: '' }], [{ name: '   ' }], [{ name: null }]])(
    'requires the name: %j',
    async (payload) => {
      expectFieldErrors(await call(t.app, 'POST', '/api/categories', payload), {
        name: ['Category Name is required'],
      });
    },
  );

  it('refuses control characters, which PostgreSQL could not store, with 422 and 400', async () => {
    expectFieldErrors(await call(t.app, 'POST', '/api/categories', { name: 'Tea\u0000Coffee' }), {
      name: ['Category Name must not contain control characters'],
    });
    expectError(
      await call(t.app, 'GET', '/api/categories?search=a%00b'),
      400,
      'search must not contain control characters',
    );
    // Line breaks and tabs are ordinary text.
    const multiline = await create(t.app, '/api/categories', { name: 'Tea\tand\nCoffee' }, categorySchema);
    expect(multiline.name).toBe('Tea\tand\nCoffee');
  });

  it('refuses a name already used, ignoring case and spaces, on add and on rename', async () => {
    await create(t.app, '/api/categories', { name: 'Dairy' }, categorySchema);
    expectFieldErrors(await call(t.app, 'POST', '/api/categories', { name: ' dAIRY ' }), {
      name: ['Category Name already exists'],
    });
    const other = await create(t.app, '/api/categories', { name: 'Snacks' }, categorySchema);
    expectFieldErrors(await call(t.app, 'PUT', `/api/categories/${other.id}`, { name: 'DAIRY' }), {
      name: ['Category Name already exists'],
    });
    // Changing only the case of its own name is allowed.
    const recased = await call(t.app, 'PUT', `/api/categories/${other.id}`, { name: 'SNACKS' });
    expect(recased.status).toBe(200);
    expect(recased.body).toMatchObject({ id: other.id, name: 'SNACKS' });
  });

  it('stores and returns awkward text exactly', async () => {
    for (const name of AWKWARD_TEXTS) {
      const created = await create(t.app, '/api/categories', { name }, categorySchema);
      expect(created.name).toBe(name);
      const read = await expectAnswer(
        t.app,
        { method: 'GET', url: `/api/categories/${created.id}` },
        200,
        categorySchema,
      );
      expect(read.name).toBe(name);
    }
    const found = await list(
      t.app,
      `/api/categories?search=${encodeURIComponent("'); DROP")}`,
      categorySchema,
    );
    expect(found.data.map((category) => category.name)).toEqual(["x'); DROP TABLE products;--"]);
  });

  it('searches names case-insensitively, reading % and _ as plain characters', async () => {
    await create(t.app, '/api/categories', { name: 'Home Care' }, categorySchema);
    await create(t.app, '/api/categories', { name: 'Personal care 50%_off' }, categorySchema);
    const care = await list(t.app, '/api/categories?search=CARE', categorySchema);
    expect(care.data.map((category) => category.name)).toEqual(['Personal care 50%_off', 'Home Care']);
    expect(care.total).toBe(2);
    const percent = await list(t.app, `/api/categories?search=${encodeURIComponent('0%_o')}`, categorySchema);
    expect(percent.data.map((category) => category.name)).toEqual(['Personal care 50%_off']);
    // As a wildcard, % would match every name.
    const withPercent = await list(t.app, '/api/categories?search=%25', categorySchema);
    expect(withPercent.data.map((category) => category.name)).toContain('Personal care 50%_off');
    expect(withPercent.data.every((category) => category.name.includes('%'))).toBe(true);
    // As a wildcard, _ would match the space in 'Home Care'.
    expect((await list(t.app, '/api/categories?search=e_c', categorySchema)).total).toBe(0);
  });

  it('filters on the day of creation, both ends inclusive', async () => {
    const old = await create(t.app, '/api/categories', { name: 'Old stock' }, categorySchema);
    // Noon UTC is the same calendar day in every time zone a shop could be in.
    await t.db
      .updateTable('categories')
      .set({ created_at: '2025-01-10T12:00:00.000Z' })
      .where('id', '=', old.id)
      .execute();
    const names = async (query: string) =>
      (await list(t.app, `/api/categories?${query}`, categorySchema)).data.map((category) => category.name);
    expect(await names('from=2025-01-10&to=2025-01-10')).toEqual(['Old stock']);
    expect(await names('from=2025-01-01&to=2025-01-10')).toEqual(['Old stock']);
    expect(await names('from=2025-01-11&to=2025-01-31')).toEqual([]);
    expect(await names('to=2025-01-09')).toEqual([]);
    expect(await names('from=2025-01-10')).toContain('Old stock');
  });

  it('renames a category', async () => {
    const created = await create(t.app, '/api/categories', { name: 'Bevrages' }, categorySchema);
    const renamed = await expectAnswer(
      t.app,
      { method: 'PUT', url: `/api/categories/${created.id}`, payload: { name: 'Beverages' } },
      200,
      categorySchema,
    );
    expect(renamed).toEqual({ ...created, name: 'Beverages', version: 2 });
  });

  it('deletes an unused category', async () => {
    const created = await create(t.app, '/api/categories', { name: 'Seasonal' }, categorySchema);
    expect((await call(t.app, 'DELETE', `/api/categories/${created.id}`)).status).toBe(204);
    expectError(
      await call(t.app, 'GET', `/api/categories/${created.id}`),
      404,
      `Category ${created.id} not found`,
    );
  });

  it('refuses to delete a category products belong to, and changes nothing', async () => {
    const category = await create(t.app, '/api/categories', { name: 'Spices' }, categorySchema);
    for (const name of ['Haldi', 'Jeera']) {
      await create(t.app, '/api/products', productInput({ name, category_id: category.id }), productSchema);
    }
    const refused = await call(t.app, 'DELETE', `/api/categories/${category.id}`);
    expectError(refused, 409, 'Category "Spices" is used by 2 products and cannot be deleted');
    const still = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/categories/${category.id}` },
      200,
      categorySchema,
    );
    expect(still).toEqual(category);
    const products = await list(t.app, '/api/products?limit=500', productSchema);
    expect(products.data.filter((product) => product.category_id === category.id)).toHaveLength(2);
  });

  it('answers 404 for an unknown id on every call that takes one', async () => {
    expectError(await call(t.app, 'GET', '/api/categories/4242'), 404, 'Category 4242 not found');
    expectError(
      await call(t.app, 'PUT', '/api/categories/4242', { name: 'X' }),
      404,
      'Category 4242 not found',
    );
    expectError(await call(t.app, 'DELETE', '/api/categories/4242'), 404, 'Category 4242 not found');
  });
});
