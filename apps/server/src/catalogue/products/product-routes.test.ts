import { categorySchema, productLookupSchema, productSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AWKWARD_TEXTS,
  call,
  create,
  expectAnswer,
  expectError,
  expectFieldErrors,
  list,
  namesInOrder,
  productInput,
} from '../../test-support/api-calls';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('Product API', () => {
  let t: TestApp;
  let groceryId: number;
  beforeAll(async () => {
    t = await createTestApp();
    groceryId = (await create(t.app, '/api/categories', { name: 'Grocery' }, categorySchema)).id;
  });
  afterAll(async () => t.close());

  it('adds a product with every field and answers it in rupees and percent', async () => {
    const created = await create(
      t.app,
      '/api/products',
      productInput({
        name: '  Basmati Rice 5 kg ',
        hsn_code: '10063020',
        mrp: 118.5,
        rate: '100.42',
        gst_rate: '18',
        reorder_level: '4',
        category_id: groceryId,
        unit: 'kgs',
        price_editable: true,
        opening_stock: 25,
        opening_rate: '92.10',
      }),
      productSchema,
    );
    expect(created).toEqual({
      id: created.id,
      name: 'Basmati Rice 5 kg',
      hsn_code: '10063020',
      mrp: 118.5,
      rate: 100.42,
      gst_rate: 18,
      gst_rate_id: created.gst_rate_id,
      supply_category: 'taxable',
      reorder_level: 4,
      category_id: groceryId,
      category_name: 'Grocery',
      unit: 'KGS',
      price_editable: true,
      opening_stock: 25,
      opening_rate: 92.1,
      tracks_batches: false,
      on_hand: 25,
      low_stock: false,
      created_at: created.created_at,
      version: 1,
    });
    const stored = await t.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect({ mrp: stored.mrp, rate: stored.rate, opening_rate: stored.opening_rate }).toEqual({
      mrp: 11850,
      rate: 10042,
      opening_rate: 9210,
    });
    const read = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/products/${created.id}` },
      200,
      productSchema,
    );
    expect(read).toEqual(created);
  });

  it('fills in the optional fields: no category, unit NOS, fixed price, no opening stock', async () => {
    const created = await create(t.app, '/api/products', productInput(), productSchema);
    expect(created).toMatchObject({
      category_id: null,
      category_name: null,
      unit: 'NOS',
      price_editable: false,
      opening_stock: 0,
    });
  });

  it('stores and returns awkward text exactly', async () => {
    for (const name of AWKWARD_TEXTS) {
      const created = await create(t.app, '/api/products', productInput({ name }), productSchema);
      const read = await expectAnswer(
        t.app,
        { method: 'GET', url: `/api/products/${created.id}` },
        200,
        productSchema,
      );
      expect(read.name).toBe(name);
    }
    const found = await list(
      t.app,
      `/api/products?search=${encodeURIComponent("o'brien <B>")}`,
      productSchema,
    );
    expect(found.data.map((product) => product.name)).toEqual(["O'Brien <b>"]);
    expect(await t.db.selectFrom('products').select('id').execute()).not.toHaveLength(0);
  });

  it('searches product names case-insensitively, newest first', async () => {
    await create(t.app, '/api/products', productInput({ name: 'Amul Butter 500 g' }), productSchema);
    await create(t.app, '/api/products', productInput({ name: 'Garlic BUTTER Naan' }), productSchema);
    const page = await list(t.app, '/api/products?search=butter', productSchema);
    expect(page.data.map((product) => product.name)).toEqual(['Garlic BUTTER Naan', 'Amul Butter 500 g']);
    expect(page.total).toBe(2);
  });

  it('replaces a product on PUT', async () => {
    const created = await create(
      t.app,
      '/api/products',
      productInput({ category_id: groceryId }),
      productSchema,
    );
    const replaced = await expectAnswer(
      t.app,
      {
        method: 'PUT',
        url: `/api/products/${created.id}`,
        payload: { ...productInput({ name: 'Tata Salt 2 kg', mrp: 56, gst_rate: 0 }), id: created.id },
      },
      200,
      productSchema,
    );
    expect(replaced).toEqual({
      ...created,
      name: 'Tata Salt 2 kg',
      mrp: 56,
      gst_rate: 0,
      gst_rate_id: replaced.gst_rate_id,
      // A 0% product without a chosen category is nil-rated.
      supply_category: 'nil_rated',
      category_id: null,
      category_name: null,
      version: 2,
    });
    expectFieldErrors(await call(t.app, 'PUT', `/api/products/${created.id}`, productInput({ name: '' })), {
      name: ['Product Name is required'],
    });
  });

  it('deletes a product', async () => {
    const created = await create(t.app, '/api/products', productInput(), productSchema);
    expect((await call(t.app, 'DELETE', `/api/products/${created.id}`)).status).toBe(204);
    expectError(
      await call(t.app, 'GET', `/api/products/${created.id}`),
      404,
      `Product ${created.id} not found`,
    );
  });

  it('answers 404 for an unknown id or one beyond the id range, and 400 for an id that is not one', async () => {
    expectError(await call(t.app, 'GET', '/api/products/42000'), 404, 'Product 42000 not found');
    expectError(
      await call(t.app, 'PUT', '/api/products/42000', productInput()),
      404,
      'Product 42000 not found',
    );
    expectError(await call(t.app, 'DELETE', '/api/products/42000'), 404, 'Product 42000 not found');
    expectError(
      await call(t.app, 'GET', '/api/products/99999999999'),
      404,
      'No record has this id (ids go up to 2147483647)',
    );
    for (const id of ['abc', '0', '1.5']) {
      expectError(
        await call(t.app, 'GET', `/api/products/${id}`),
        400,
        'id must be a whole number from 1 to 2147483647',
      );
    }
  });

  it('looks up every product by name for the purchase form', async () => {
    for (const name of ['Lookup Zeta', 'Lookup Alpha', 'Lookup Mid']) {
      await create(t.app, '/api/products', productInput({ name }), productSchema);
    }
    const lookup = await expectAnswer(
      t.app,
      { method: 'POST', url: '/api/admin/products', payload: {} },
      200,
      z.object({ data: z.array(productLookupSchema.strict()) }),
    );
    expect(lookup.data).toHaveLength((await list(t.app, '/api/products', productSchema)).total);
    expect(namesInOrder(lookup.data, ['Lookup Alpha', 'Lookup Mid', 'Lookup Zeta'])).toBe(true);
    expect(lookup.data.find((product) => product.name === 'Basmati Rice 5 kg')).toMatchObject({
      hsn_code: '10063020',
      mrp: 118.5,
      rate: 100.42,
      gst_rate: 18,
      unit: 'KGS',
      price_editable: true,
    });
  });
});
