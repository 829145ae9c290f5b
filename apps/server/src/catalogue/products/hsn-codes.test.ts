import {
  hsnCodeListSchema,
  importPreviewSchema,
  productSchema,
  returnSettingsSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  create,
  expectAnswer,
  expectError,
  expectFieldErrors,
  productInput,
} from '../../test-support/api-calls';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// A product's HSN code checked against the GST HSN/SAC master the server ships, and the master
// searched for the product form's suggestions.

const NOT_LISTED = 'HSN Code 55885588 is not in the GST HSN/SAC code list';

describe('HSN/SAC codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('refuses a product whose HSN code is not in the master, naming hsn_code, and saves nothing', async () => {
    const before = (await call(t.app, 'GET', '/api/products')).body;
    expectFieldErrors(await call(t.app, 'POST', '/api/products', productInput({ hsn_code: '55885588' })), {
      hsn_code: [NOT_LISTED],
    });
    expectFieldErrors(await call(t.app, 'POST', '/api/products', productInput({ hsn_code: '5588' })), {
      hsn_code: ['HSN Code 5588 is not in the GST HSN/SAC code list'],
    });
    expect((await call(t.app, 'GET', '/api/products')).body).toEqual(before);
  });

  it('takes an 8-digit code of the master and 4 or 6 digits that begin one', async () => {
    for (const hsn_code of ['10063020', '1006', '100630', '090230', '998599']) {
      const product = await create(
        t.app,
        '/api/products',
        productInput({ name: `HSN ${hsn_code}`, hsn_code }),
        productSchema,
      );
      expect(product.hsn_code).toBe(hsn_code);
    }
  });

  it('keeps a product saved before the check readable, and asks for a listed code when it is edited', async () => {
    const product = await create(t.app, '/api/products', productInput({ name: 'Old thread' }), productSchema);
    await t.db.updateTable('products').set({ hsn_code: '55885588' }).where('id', '=', product.id).execute();
    const saved = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/products/${product.id}` },
      200,
      productSchema,
    );
    expect(saved.hsn_code).toBe('55885588');
    const edit = productInput({ name: 'Old thread', hsn_code: '55885588', rate: 20, version: saved.version });
    expectFieldErrors(await call(t.app, 'PUT', `/api/products/${product.id}`, edit), {
      hsn_code: [NOT_LISTED],
    });
    const fixed = await call(t.app, 'PUT', `/api/products/${product.id}`, { ...edit, hsn_code: '5204' });
    expect(fixed.status).toBe(200);
    expect(productSchema.parse(fixed.body)).toMatchObject({ hsn_code: '5204', rate: 20 });
  });

  it('names the row of an imported product whose HSN code is not in the master', async () => {
    const csv =
      'Product Name,HSN Code,MRP,Rate,GST Rate,Reorder Level\nCotton thread,5204,10,9,5,1\nOdd thread,55885588,10,9,5,1\n';
    const body = { file_name: 'products.csv', content_base64: Buffer.from(csv).toString('base64') };
    const preview = await call(t.app, 'POST', '/api/imports/products/preview', body);
    expect(importPreviewSchema.parse(preview.body).problems).toMatchObject([
      { row: 3, field: 'hsn_code', message: NOT_LISTED, value: '55885588' },
    ]);
  });

  it('suggests codes by their first digits or by words of the description, at most limit of them', async () => {
    const byDigits = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/hsn-codes?q=100630&limit=5' },
      200,
      hsnCodeListSchema,
    );
    expect(byDigits.data.map((code) => code.code)).toEqual(['100630', '10063010', '10063020', '10063090']);
    expect(byDigits.data[2]?.description).toMatch(/BASMATI/i);
    const byWords = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/hsn-codes?q=basmati%20rice&limit=3' },
      200,
      hsnCodeListSchema,
    );
    expect(byWords.data.length).toBeGreaterThan(0);
    for (const code of byWords.data) expect(code.description.toUpperCase()).toContain('BASMATI');
    const many = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/hsn-codes?q=99' },
      200,
      hsnCodeListSchema,
    );
    expect(many.data).toHaveLength(20);
    expectError(
      await call(t.app, 'GET', '/api/hsn-codes?q=1&limit=51'),
      400,
      'limit must be a whole number from 1 to 50',
    );
  });

  it('asks 6 digits of a shop above ₹5 crore, keeping a 4-digit product saved before until it is edited', async () => {
    const saved = await create(
      t.app,
      '/api/products',
      productInput({ name: 'Four-digit rice', hsn_code: '1006' }),
      productSchema,
    );
    await setHsnDigits(6);
    const SIX =
      "HSN Code must have at least 6 digits: the shop's aggregate turnover is above ₹5 crore (GST returns settings)";
    expectFieldErrors(await call(t.app, 'POST', '/api/products', productInput({ hsn_code: '1006' })), {
      hsn_code: [SIX],
    });
    const six = await create(
      t.app,
      '/api/products',
      productInput({ name: 'Six', hsn_code: '100630' }),
      productSchema,
    );
    expect(six.hsn_code).toBe('100630');
    expect((await call(t.app, 'GET', `/api/products/${saved.id}`)).status).toBe(200);
    const edit = productInput({ name: 'Four-digit rice', hsn_code: '1006', version: saved.version });
    expectFieldErrors(await call(t.app, 'PUT', `/api/products/${saved.id}`, edit), { hsn_code: [SIX] });
    await setHsnDigits(4);
    expect((await call(t.app, 'PUT', `/api/products/${saved.id}`, edit)).status).toBe(200);
  });

  async function setHsnDigits(hsn_digits: 4 | 6) {
    const settings = returnSettingsSchema.parse((await call(t.app, 'GET', '/api/returns/settings')).body);
    const answer = await call(t.app, 'PUT', '/api/returns/settings', {
      frequency: settings.frequency,
      hsn_split_from: settings.hsn_split_from,
      hsn_digits,
      version: settings.version,
    });
    expect(answer.status).toBe(200);
  }
});
