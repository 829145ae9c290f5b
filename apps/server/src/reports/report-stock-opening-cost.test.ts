import { productSchema, type StockReport, stockReportSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer, expectFieldErrors } from '../test-support/api-calls';
import { createProduct, createSupplier } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { recordPurchase } from '../test-support/voucher-fixtures';

// Opening stock carries what it cost (the product form's and the import's cost rate): the stock
// report values it at that cost, not at the selling rate, until the product is bought in Bahi.

describe('opening stock at its cost rate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const june = (): Promise<StockReport> =>
    expectAnswer(
      t.app,
      { method: 'GET', url: '/api/stock-report?from=2025-06-01&to=2025-06-30' },
      200,
      stockReportSchema,
    );
  const rowOf = (report: StockReport, id: number) => report.data.find((row) => row.product_id === id);

  it('values opening stock at its cost rate until the first purchase, else at the product rate', async () => {
    const atCost = await createProduct(t.app, { rate: 100, opening_stock: 10, opening_rate: '80.50' });
    const stored = productSchema.parse((await call(t.app, 'GET', `/api/products/${atCost}`)).body);
    expect(stored).toMatchObject({ opening_stock: 10, opening_rate: 80.5 });
    const noCost = await createProduct(t.app, { rate: 100, opening_stock: 4 });
    const bought = await createProduct(t.app, { rate: 100, opening_stock: 5, opening_rate: 70 });
    await recordPurchase(t.app, await createSupplier(t.app), bought, 90);

    const report = await june();
    expect(rowOf(report, atCost)).toMatchObject({
      closing: 10,
      valuation_rate: 80.5,
      valuation_source: 'opening',
      closing_value: 805,
    });
    expect(rowOf(report, noCost)).toMatchObject({ valuation_rate: 100, valuation_source: 'product' });
    expect(rowOf(report, bought)).toMatchObject({
      closing: 6,
      valuation_rate: 90,
      valuation_source: 'purchase',
      closing_value: 540,
    });
  });

  it('refuses a bad cost rate naming the field, and clears it when left out', async () => {
    const bad = await call(t.app, 'POST', '/api/products', {
      name: 'Bad cost',
      hsn_code: '0902',
      mrp: 10,
      rate: 10,
      gst_rate: 5,
      reorder_level: 0,
      opening_stock: 3,
      opening_rate: -1,
    });
    expectFieldErrors(bad, { opening_rate: ['Opening Cost Rate must be a number of at least 0'] });
    const id = await createProduct(t.app, { opening_stock: 3, opening_rate: 12 });
    const product = productSchema.parse((await call(t.app, 'GET', `/api/products/${id}`)).body);
    const {
      id: _,
      on_hand,
      low_stock,
      created_at,
      category_name,
      gst_rate_id,
      opening_rate,
      ...input
    } = product;
    const changed = await call(t.app, 'PUT', `/api/products/${id}`, input);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ opening_rate: null });
  });

  it('takes the cost rate from the opening stock import, naming a bad row', async () => {
    const id = await createProduct(t.app, { name: 'Imported cost item', rate: 50 });
    const post = (csv: string, step: 'preview' | 'commit') =>
      call(t.app, 'POST', `/api/imports/opening-stock/${step}`, {
        file_name: 'stock.csv',
        content_base64: Buffer.from(csv).toString('base64'),
      });
    const preview = await post(
      'Product Name,Opening Stock,Cost Rate\nImported cost item,12,abc\n',
      'preview',
    );
    expect(preview.body).toMatchObject({
      problems: [{ row: 2, field: 'opening_rate', message: 'Cost Rate must be a number of at least 0' }],
    });
    const done = await post('Product Name,Opening Stock,Cost Rate\nImported cost item,12,42.25\n', 'commit');
    expect(done.body).toMatchObject({ updated: 1 });
    expect((await call(t.app, 'GET', `/api/products/${id}`)).body).toMatchObject({
      opening_stock: 12,
      opening_rate: 42.25,
    });
    // A file without the column keeps the cost rate.
    await post('Product Name,Opening Stock\nImported cost item,14\n', 'commit');
    expect((await call(t.app, 'GET', `/api/products/${id}`)).body).toMatchObject({
      opening_stock: 14,
      opening_rate: 42.25,
    });
    expect(rowOf(await june(), id)).toMatchObject({ valuation_source: 'opening', closing_value: 591.5 });
  });
});
