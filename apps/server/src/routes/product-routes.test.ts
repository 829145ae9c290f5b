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
  productInput,
  sendRaw,
} from '../test-support/api-calls';
import { createTestApp, type TestApp } from '../test-support/test-app';

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
      reorder_level: 4,
      category_id: groceryId,
      category_name: 'Grocery',
      unit: 'KGS',
      price_editable: true,
      opening_stock: 25,
      on_hand: 25,
      low_stock: false,
      created_at: created.created_at,
    });
    const stored = await t.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect({ mrp: stored.mrp, rate: stored.rate }).toEqual({ mrp: 11850, rate: 10042 });
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

  it('names every missing field with the messages of the specification', async () => {
    const missing = {
      name: ['Product Name is required'],
      hsn_code: ['HSN Code is required'],
      mrp: ['MRP is required'],
      rate: ['Rate is required'],
      gst_rate: ['GST Rate is required'],
      reorder_level: ['Reorder Level is required'],
    };
    expectFieldErrors(await call(t.app, 'POST', '/api/products', {}), missing);
    const blank = { name: ' ', hsn_code: '', mrp: '', rate: ' ', gst_rate: '', reorder_level: null };
    expectFieldErrors(await call(t.app, 'POST', '/api/products', blank), missing);
  });

  it.each([['123'], ['12345'], ['1234567'], ['12a4'], ['1234 5678']])('refuses HSN code %j', async (hsn) => {
    expectFieldErrors(await call(t.app, 'POST', '/api/products', productInput({ hsn_code: hsn })), {
      hsn_code: ['HSN Code must be 4, 6 or 8 digits'],
    });
  });

  it('refuses negative and non-numeric amounts and counts', async () => {
    const answer = await call(
      t.app,
      'POST',
      '/api/products',
      productInput({ mrp: -1, rate: 'ten', reorder_level: 2.5, opening_stock: -3 }),
    );
    expectFieldErrors(answer, {
      mrp: ['MRP must be a number of at least 0'],
      rate: ['Rate must be a number of at least 0'],
      reorder_level: ['Reorder Level must be a whole number of at least 0'],
      opening_stock: ['Opening Stock must be a whole number of at least 0'],
    });
    expectFieldErrors(
      await call(t.app, 'POST', '/api/products', productInput({ mrp: 10.005, gst_rate: 101 })),
      {
        mrp: ['MRP can have at most 2 decimal places'],
        gst_rate: ['GST Rate must be a number between 0 and 100'],
      },
    );
  });

  it('refuses a GST rate outside the master, an unknown category and an unknown unit', async () => {
    expectFieldErrors(
      await call(t.app, 'POST', '/api/products', productInput({ gst_rate: 17, category_id: 999 })),
      {
        gst_rate: ['GST Rate must be one of the GST rates in the master'],
        category_id: ['Category 999 does not exist'],
      },
    );
    expectFieldErrors(
      await call(t.app, 'POST', '/api/products', productInput({ unit: 'BOXES', price_editable: 'yes' })),
      {
        unit: ['Unit BOXES is not a GST unit code (UQC)'],
        price_editable: ['Price Editable must be true or false'],
      },
    );
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
      category_id: null,
      category_name: null,
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

  it('answers 404 for an unknown id, and 400 for an id that is not one', async () => {
    expectError(await call(t.app, 'GET', '/api/products/42000'), 404, 'Product 42000 not found');
    expectError(
      await call(t.app, 'PUT', '/api/products/42000', productInput()),
      404,
      'Product 42000 not found',
    );
    expectError(await call(t.app, 'DELETE', '/api/products/42000'), 404, 'Product 42000 not found');
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      expectError(
        await call(t.app, 'GET', `/api/products/${id}`),
        400,
        'id must be a whole number from 1 to 2147483647',
      );
    }
  });

  it('answers 400 for malformed JSON', async () => {
    const answer = await sendRaw(t.app, 'POST', '/api/products', '{"name": "Salt",');
    expectError(answer, 400, 'The request body is not valid JSON');
    expectError(
      await sendRaw(t.app, 'PUT', '/api/products/1', "{name: 'x'}"),
      400,
      'The request body is not valid JSON',
    );
  });

  it('looks up every product by name for the purchase form', async () => {
    const lookup = await expectAnswer(
      t.app,
      { method: 'POST', url: '/api/admin/products' },
      200,
      z.object({ data: z.array(productLookupSchema.strict()) }),
    );
    const total = (await list(t.app, '/api/products', productSchema)).total;
    expect(lookup.data).toHaveLength(total);
    // Only plain names are compared: how accents and case sort depends on the database's collation.
    const names = lookup.data.map((product) => product.name);
    const order = ['Amul Butter 500 g', 'Basmati Rice 5 kg', 'Garlic BUTTER Naan', 'Tata Salt 1 kg'].map(
      (name) => names.indexOf(name),
    );
    expect(
      order.every((position, index) => position >= 0 && (index === 0 || position > (order[index - 1] ?? 0))),
    ).toBe(true);
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
