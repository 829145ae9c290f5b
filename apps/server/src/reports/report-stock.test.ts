import { type StockReport, stockReportSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer } from '../test-support/api-calls';
import { onHand } from '../test-support/document-fixtures';
import { buildShop, JULY, JUNE, type Shop } from '../test-support/report-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The stock report over consecutive periods: closing = opening + purchased − sold, and a period
// opens with what the one before closed. Its figures must also agree with the stock API, which
// adds up the ledger on its own.

type Range = { from: string; to: string };

describe('stock report', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t.app);
  });
  afterAll(async () => t.close());

  const report = (range: Range): Promise<StockReport> =>
    expectAnswer(
      t.app,
      { method: 'GET', url: `/api/stock-report?from=${range.from}&to=${range.to}` },
      200,
      stockReportSchema,
    );
  const rowOf = (stock: StockReport, productId: number) => {
    const row = stock.data.find((candidate) => candidate.product_id === productId);
    if (!row) throw new Error(`Product ${productId} is not in the stock report`);
    return row;
  };

  it('closes every product at opening + purchased − sold, and July opens where June closed', async () => {
    const [june, july] = await Promise.all([report(JUNE), report(JULY)]);
    expect(june.data).toHaveLength(Object.keys(shop.products).length);
    for (const row of [...june.data, ...july.data]) {
      expect(row.closing, row.product_name).toBe(row.opening + row.purchased - row.sold);
    }
    for (const row of june.data)
      expect(rowOf(july, row.product_id).opening, row.product_name).toBe(row.closing);
  });

  it('agrees with the stock API on the day before the period and on its last day', async () => {
    const june = await report(JUNE);
    for (const row of june.data) {
      expect(row.opening, row.product_name).toBe(await onHand(t.app, row.product_id, '2025-05-31'));
      expect(row.closing, row.product_name).toBe(await onHand(t.app, row.product_id, '2025-06-30'));
    }
  });

  it('counts purchases and sales of the period only, and no cancelled invoice', async () => {
    const [june, july] = await Promise.all([report(JUNE), report(JULY)]);
    // Rice: 40 opening, 100 bought 10 June, 10 kg sold (the 4 kg of a cancelled invoice not).
    expect(rowOf(june, shop.products.rice)).toMatchObject({
      opening: 40,
      purchased: 100,
      sold: 10,
      closing: 130,
    });
    // July: 1 kg on the invoice edited into July, 2 kg on 15 July.
    expect(rowOf(july, shop.products.rice)).toMatchObject({
      opening: 130,
      purchased: 0,
      sold: 3,
      closing: 127,
    });
    // Fan: 20 opening + 10 bought in May; June sells 3; July buys 5 and sells 3.
    expect(rowOf(june, shop.products.fan)).toMatchObject({ opening: 30, purchased: 0, sold: 3, closing: 27 });
    expect(rowOf(july, shop.products.fan)).toMatchObject({ opening: 27, purchased: 5, sold: 3, closing: 29 });
  });

  it('values closing stock at the latest purchase rate up to the last day, else the product rate', async () => {
    const [june, july] = await Promise.all([report(JUNE), report(JULY)]);
    // Fan: bought at ₹1,800 a unit in May and ₹1,900 in July.
    expect(rowOf(june, shop.products.fan)).toMatchObject({
      valuation_rate: 1800,
      valuation_source: 'purchase',
      closing_value: 48600,
    });
    expect(rowOf(july, shop.products.fan)).toMatchObject({ valuation_rate: 1900, closing_value: 55100 });
    // Soap: ₹1,100 for 50 less 10% is ₹19.80 a unit.
    expect(rowOf(june, shop.products.soap)).toMatchObject({
      valuation_rate: 19.8,
      valuation_source: 'purchase',
    });
    // Kettle: never bought, valued at its own rate of ₹1,000.
    expect(rowOf(june, shop.products.kettle)).toMatchObject({
      valuation_rate: 1000,
      valuation_source: 'product',
    });
    const total = june.data.reduce((sum, row) => sum + Math.round(row.closing_value * 100), 0);
    expect(Math.round(june.totals.closing_value * 100)).toBe(total);
  });

  it('answers the current month by default and refuses a reversed range', async () => {
    const current = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/stock-report' },
      200,
      stockReportSchema,
    );
    expect(current.from.endsWith('-01')).toBe(true);
    expect((await call(t.app, 'GET', '/api/stock-report?from=2025-07-01&to=2025-06-30')).status).toBe(400);
  });
});
