import { rupeesToPaise } from '@bahi/domain';
import {
  type Dashboard,
  dashboardSchema,
  invoiceListRowSchema,
  listResponseSchema,
  stockRowSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer, list } from '../test-support/api-calls';
import { buildShop, type Shop } from '../test-support/report-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The dashboard's figures against the invoice, purchase and stock APIs, for 15 July 2025 in the
// shop of report-fixtures; and an empty database, which must answer zeros and empty lists.

const DAY = '2025-07-15';

describe('dashboard', () => {
  let t: TestApp;
  let shop: Shop;
  let dashboard: Dashboard;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t.app);
    dashboard = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/dashboard?date=${DAY}` },
      200,
      dashboardSchema,
    );
  });
  afterAll(async () => t.close());

  async function invoices(query = '') {
    const page = await list(t.app, `/api/invoices?limit=500${query}`, invoiceListRowSchema);
    return page.data;
  }
  const paiseSum = (rows: { grand_total: number }[]) =>
    rows.reduce((sum, row) => sum + rupeesToPaise(row.grand_total), 0);

  it("counts this month's and today's invoices and sales, leaving cancelled ones out", async () => {
    const july = (await invoices('&from=2025-07-01&to=2025-07-31')).filter(
      (row) => row.status !== 'Cancelled',
    );
    expect(dashboard.invoices_this_month).toBe(july.length);
    expect(rupeesToPaise(dashboard.sales_this_month)).toBe(paiseSum(july));
    const today = july.filter((row) => row.date === DAY);
    expect(dashboard.today_orders).toBe(1);
    expect(rupeesToPaise(dashboard.today_sales)).toBe(paiseSum(today));
    expect(dashboard.customers).toBe(Object.keys(shop.customers).length);
    // July's one purchase: ₹9,500 of fans at 18%.
    expect(dashboard.purchases_this_month).toBe(11210);
  });

  it('sums the balance of every invoice with something left to receive, whatever its date', async () => {
    const open = (await invoices()).filter((row) => row.balance > 0);
    const owed = open.reduce((sum, row) => sum + rupeesToPaise(row.balance), 0);
    expect(dashboard.pending_invoices).toEqual({
      count: open.length,
      amount: owed / 100,
      on_account: 0,
      balance: owed / 100,
    });
    expect(open.every((row) => row.status === 'Unpaid')).toBe(true);
    expect(open.length).toBe(4);
  });

  it('lists low stock as the stock API flags it', async () => {
    const stock = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/stock?limit=500' },
      200,
      listResponseSchema(stockRowSchema),
    );
    const low = stock.data.filter((row) => row.low_stock);
    expect(dashboard.low_stock.count).toBe(low.length);
    for (const item of dashboard.low_stock.items) {
      const row = low.find((candidate) => candidate.product_id === item.product_id);
      expect(item).toMatchObject({ on_hand: row?.on_hand, reorder_level: row?.reorder_level });
    }
    // Furthest below the reorder level first: the kettle, 3 sold of none, reorder level 50.
    expect(dashboard.low_stock.items[0]).toMatchObject({ product_id: shop.products.kettle, on_hand: -3 });
  });

  it("ranks this month's products and customers", async () => {
    expect(dashboard.top_products[0]).toMatchObject({
      product_id: shop.products.fan,
      quantity: 3,
      amount: 6000,
    });
    const amounts = dashboard.top_products.map((row) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(dashboard.top_customers[0]).toMatchObject({
      customer_id: shop.customers.gujarat,
      invoices: 1,
      amount: 9440,
    });
    // The cancelled invoice of 20 July bills nobody.
    expect(dashboard.top_customers.map((row) => row.customer_id)).not.toContain(shop.customers.local);
  });

  it('shows the latest invoices, cancelled ones too, newest first', async () => {
    const latest = (await invoices()).slice(0, 5);
    expect(dashboard.recent_orders.map((row) => row.id)).toEqual(latest.map((row) => row.id));
    expect(dashboard.recent_orders[0]).toMatchObject({ date: '2025-07-20', status: 'Cancelled' });
  });

  it('charts sales and GST for the twelve months up to this one', async () => {
    expect(dashboard.monthly_sales.map((row) => row.month)).toEqual([
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
    ]);
    const june = (await invoices('&from=2025-06-01&to=2025-06-30')).filter(
      (row) => row.status !== 'Cancelled',
    );
    const juneGst = june.reduce((sum, row) => sum + rupeesToPaise(row.gst_amount), 0);
    expect(dashboard.monthly_sales[10]).toEqual({
      month: '2025-06',
      sales: paiseSum(june) / 100,
      gst: juneGst / 100,
    });
    expect(dashboard.monthly_sales[11]?.sales).toBe(dashboard.sales_this_month);
    expect(dashboard.monthly_sales.slice(0, 10).every((row) => row.sales === 0 && row.gst === 0)).toBe(true);
  });

  it('answers zeros and empty lists on an empty database, for today by default', async () => {
    const empty = await createTestApp();
    try {
      const answer = await expectAnswer(
        empty.app,
        { method: 'GET', url: '/api/dashboard' },
        200,
        dashboardSchema,
      );
      expect(answer).toMatchObject({
        customers: 0,
        invoices_this_month: 0,
        sales_this_month: 0,
        purchases_this_month: 0,
        today_orders: 0,
        today_sales: 0,
        pending_invoices: { count: 0, amount: 0, on_account: 0, balance: 0 },
        low_stock: { count: 0, items: [] },
        top_products: [],
        top_customers: [],
        recent_orders: [],
      });
      expect(answer.monthly_sales).toHaveLength(12);
      expect(answer.monthly_sales.at(-1)?.month).toBe(answer.date.slice(0, 7));
    } finally {
      await empty.close();
    }
  });

  it('refuses a date that is not one', async () => {
    expect((await call(t.app, 'GET', '/api/dashboard?date=2025-02-30')).status).toBe(400);
  });
});
