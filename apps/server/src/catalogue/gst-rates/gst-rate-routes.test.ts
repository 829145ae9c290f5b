import { gstRateSchema, productSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  create,
  expectAnswer,
  expectError,
  expectFieldErrors,
  list,
  productInput,
} from '../../test-support/api-calls';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('GST rate API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('starts a new database with the rates 0, 5, 12, 18, 28 and 40, listed lowest first', async () => {
    const page = await list(t.app, '/api/gst-rates', gstRateSchema);
    expect(page.data.map((rate) => rate.gst_rate)).toEqual([0, 5, 12, 18, 28, 40]);
    expect(page.total).toBe(6);
  });

  it('adds a rate, from a number or numeric text, and reads it back', async () => {
    const quarter = await create(t.app, '/api/gst-rates', { gst_rate: 0.25 }, gstRateSchema);
    expect(quarter.gst_rate).toBe(0.25);
    expect(quarter.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const three = await create(t.app, '/api/gst-rates', { gst_rate: ' 3 ' }, gstRateSchema);
    expect(three.gst_rate).toBe(3);
    const read = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/gst-rates/${quarter.id}` },
      200,
      gstRateSchema,
    );
    expect(read).toEqual(quarter);
  });

  it.each([[{}], [{ gst_rate: '' }], [{ gst_rate: '   ' }], [{ gst_rate: null }]])(
    'requires the rate: %j',
    async (payload) => {
      expectFieldErrors(await call(t.app, 'POST', '/api/gst-rates', payload), {
        gst_rate: ['GST Rate is required'],
      });
    },
  );

  it.each([[-1], [100.5], ['abc'], [true], ['18%']])('refuses %j as a rate', async (value) => {
    expectFieldErrors(await call(t.app, 'POST', '/api/gst-rates', { gst_rate: value }), {
      gst_rate: ['GST Rate must be a number between 0 and 100'],
    });
  });

  it('refuses more than two decimals', async () => {
    expectFieldErrors(await call(t.app, 'POST', '/api/gst-rates', { gst_rate: 1.125 }), {
      gst_rate: ['GST Rate can have at most 2 decimal places'],
    });
  });

  it('refuses a rate that is already in the master, on add and on change', async () => {
    expectFieldErrors(await call(t.app, 'POST', '/api/gst-rates', { gst_rate: 18 }), {
      gst_rate: ['GST Rate 18% already exists'],
    });
    const rate = await create(t.app, '/api/gst-rates', { gst_rate: 7 }, gstRateSchema);
    expectFieldErrors(await call(t.app, 'PUT', `/api/gst-rates/${rate.id}`, { gst_rate: '28' }), {
      gst_rate: ['GST Rate 28% already exists'],
    });
    // Saving a rate unchanged is not a duplicate of itself.
    const same = await call(t.app, 'PUT', `/api/gst-rates/${rate.id}`, { gst_rate: 7 });
    expect(same.status).toBe(200);
  });

  it('changes a rate, and the products using it show the new rate', async () => {
    const rate = await create(t.app, '/api/gst-rates', { gst_rate: 6 }, gstRateSchema);
    const product = await create(t.app, '/api/products', productInput({ gst_rate: 6 }), productSchema);
    const changed = await expectAnswer(
      t.app,
      { method: 'PUT', url: `/api/gst-rates/${rate.id}`, payload: { gst_rate: 6.5 } },
      200,
      gstRateSchema,
    );
    expect(changed).toEqual({ ...rate, gst_rate: 6.5, version: 2 });
    const reread = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/products/${product.id}` },
      200,
      productSchema,
    );
    expect(reread.gst_rate).toBe(6.5);
  });

  it('finds a rate by its value', async () => {
    const page = await list(t.app, '/api/gst-rates?search=12', gstRateSchema);
    expect(page.data.map((rate) => rate.gst_rate)).toEqual([12]);
    expect(page.total).toBe(1);
    expect((await list(t.app, '/api/gst-rates?search=13', gstRateSchema)).total).toBe(0);
  });

  it('deletes a rate no product uses', async () => {
    const rate = await create(t.app, '/api/gst-rates', { gst_rate: 9 }, gstRateSchema);
    const deleted = await call(t.app, 'DELETE', `/api/gst-rates/${rate.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expectError(await call(t.app, 'GET', `/api/gst-rates/${rate.id}`), 404, `GST Rate ${rate.id} not found`);
  });

  it('refuses to delete a rate products use, naming how many, and changes nothing', async () => {
    const rate = await create(t.app, '/api/gst-rates', { gst_rate: 2 }, gstRateSchema);
    for (const name of ['A', 'B', 'C'])
      await create(t.app, '/api/products', productInput({ name, gst_rate: 2 }), productSchema);
    const refused = await call(t.app, 'DELETE', `/api/gst-rates/${rate.id}`);
    expectError(refused, 409, 'GST Rate 2% is used by 3 products and cannot be deleted');
    const still = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/gst-rates/${rate.id}` },
      200,
      gstRateSchema,
    );
    expect(still).toEqual(rate);
    const products = await list(t.app, '/api/products?limit=500', productSchema);
    expect(products.data.filter((product) => product.gst_rate === 2)).toHaveLength(3);
  });

  it('answers 404 for an unknown id on every call that takes one', async () => {
    expectError(await call(t.app, 'GET', '/api/gst-rates/9999'), 404, 'GST Rate 9999 not found');
    expectError(
      await call(t.app, 'PUT', '/api/gst-rates/9999', { gst_rate: 1 }),
      404,
      'GST Rate 9999 not found',
    );
    expectError(await call(t.app, 'DELETE', '/api/gst-rates/9999'), 404, 'GST Rate 9999 not found');
  });
});
