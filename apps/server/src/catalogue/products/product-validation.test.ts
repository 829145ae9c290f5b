import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectFieldErrors, productInput } from '../../test-support/api-calls';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// Every product field rule, with the messages docs/product.md gives for the product form.
describe('Product validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

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

  it('refuses text that is not text or too long, amounts too large and a malformed category id', async () => {
    expectFieldErrors(
      await call(
        t.app,
        'POST',
        '/api/products',
        productInput({
          name: 'x'.repeat(201),
          hsn_code: 1234,
          mrp: 1_000_000_000,
          reorder_level: 1_000_000_001,
          category_id: 'x',
        }),
      ),
      {
        name: ['Product Name must be at most 200 characters'],
        hsn_code: ['HSN Code must be text'],
        mrp: ['MRP must be at most 999999999.99'],
        reorder_level: ['Reorder Level must be at most 1000000000'],
        category_id: ['Category must be the id of a category'],
      },
    );
    // The largest accepted amount survives the trip to paise and back.
    const answer = await call(t.app, 'POST', '/api/products', productInput({ mrp: 999_999_999.99 }));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ mrp: 999_999_999.99 });
  });
});
