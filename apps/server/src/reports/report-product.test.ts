import { rupeesToPaise } from '@bahi/domain';
import {
  hsnSummarySchema,
  invoiceDetailSchema,
  invoiceListRowSchema,
  type ProductReport,
  productReportSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer, list } from '../test-support/api-calls';
import { buildShop, JUNE, type Shop } from '../test-support/report-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The product report adds up stored line amounts per product. Whole months are read from monthly
// totals and loose days from the lines, so ranges of every shape must give the invoices' sums.

type Range = { from: string; to: string };

describe('product report', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t.app);
  });
  afterAll(async () => t.close());

  const query = (range: Range) => `from=${range.from}&to=${range.to}`;
  const report = (range: Range): Promise<ProductReport> =>
    expectAnswer(
      t.app,
      { method: 'GET', url: `/api/product-report?${query(range)}` },
      200,
      productReportSchema,
    );

  /** Per product: quantity, taxable value and tax (paise) over the range's invoices not cancelled. */
  async function expectedSales(range: Range) {
    const page = await list(t.app, `/api/invoices?${query(range)}&limit=500`, invoiceListRowSchema);
    const sums = new Map<number, { qty: number; value: number; tax: number }>();
    for (const row of page.data.filter((invoice) => invoice.status !== 'Cancelled')) {
      const invoice = invoiceDetailSchema.parse((await call(t.app, 'GET', `/api/invoice/${row.id}`)).body);
      for (const item of invoice.items) {
        const sum = sums.get(item.product_id) ?? { qty: 0, value: 0, tax: 0 };
        sum.qty += item.quantity;
        sum.value += rupeesToPaise(item.subtotal);
        sum.tax += rupeesToPaise(item.tax_amount);
        sums.set(item.product_id, sum);
      }
    }
    return sums;
  }

  function actualSales(productReport: ProductReport) {
    const sums = new Map<number, { qty: number; value: number; tax: number }>();
    for (const row of productReport.data) {
      const sum = sums.get(row.product_id) ?? { qty: 0, value: 0, tax: 0 };
      sum.qty += row.total_qty;
      sum.value += rupeesToPaise(row.total_value);
      sum.tax += rupeesToPaise(row.total_tax);
      sums.set(row.product_id, sum);
    }
    return sums;
  }

  for (const range of [
    JUNE,
    { from: '2025-06-01', to: '2025-07-31' },
    { from: '2025-06-10', to: '2025-07-10' },
    { from: '2025-05-15', to: '2025-07-31' },
    { from: '2025-06-10', to: '2025-07-31' },
    { from: '2025-06-01', to: '2025-07-10' },
    { from: '2025-06-04', to: '2025-06-12' },
  ]) {
    it(`sums each product's lines from ${range.from} to ${range.to}`, async () => {
      const expected = await expectedSales(range);
      expect(actualSales(await report(range))).toEqual(expected);
    });
  }

  it('adds up to the HSN summary, and each row to value plus tax', async () => {
    const [products, hsn] = await Promise.all([
      report(JUNE),
      expectAnswer(t.app, { method: 'GET', url: `/api/hsn-summary?${query(JUNE)}` }, 200, hsnSummarySchema),
    ]);
    expect(products.totals.total_value).toBe(hsn.totals.total_value);
    expect(products.totals.total_tax).toBe(hsn.totals.total_tax);
    // The product report's total counts every unit together; the HSN summary keeps them apart.
    const hsnMilli = hsn.totals.quantity_by_unit.reduce(
      (sum, unit) => sum + Math.round(unit.total_qty * 1000),
      0,
    );
    expect(Math.round(products.totals.total_qty * 1000)).toBe(hsnMilli);
    for (const row of products.data) {
      expect(rupeesToPaise(row.total_amount)).toBe(
        rupeesToPaise(row.total_value) + rupeesToPaise(row.total_tax),
      );
    }
  });

  it('shows the product name, HSN code and GST rate of each row', async () => {
    const june = await report(JUNE);
    const kettle = june.data.find((row) => row.product_id === shop.products.kettle);
    expect(kettle).toMatchObject({ hsn_code: '8516', gst_rate: 28, total_qty: 3, total_value: 3000 });
    expect(kettle?.product_name).toMatch(/^Product \d+$/);
  });
});
