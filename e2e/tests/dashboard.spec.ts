import { startEmptyServer } from '../support/empty-server';
import { createRecord, GSTIN_CHHATTISGARH_BUYER, tableRows, uniqueName } from '../support/journeys';
import { uniqueInvoiceNumber } from '../support/report-data';
import { shopDateIso } from '../support/shop-day';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

// The dashboard from real data: figures before and after sales made through the API today,
// the lists those sales top, and an empty shop (a server of its own on a fresh database).

type Named = { id: number; name: string };
type Invoice = { id: number; invoice_number: string; grand_total: number };

function figure(page: Page, label: string) {
  return page.getByRole('region', { name: label, exact: true }).getByTestId('figure-value');
}

async function readFigure(page: Page, label: string): Promise<number> {
  const text = await figure(page, label).innerText();
  return Number(text.replace(/[₹,]/g, ''));
}

async function readFigures(page: Page) {
  await page.goto('/dashboard');
  await expect(figure(page, 'Customers')).toBeVisible();
  return {
    customers: await readFigure(page, 'Customers'),
    invoices: await readFigure(page, 'Invoices this month'),
    sales: await readFigure(page, 'Sales this month'),
    purchases: await readFigure(page, 'Purchases this month'),
    todayOrders: await readFigure(page, "Today's Orders"),
    todaySales: await readFigure(page, "Today's Sales"),
    pending: await readFigure(page, 'Pending Invoices'),
  };
}

async function sellToday(request: APIRequestContext) {
  const customer = await createRecord<Named>(request, 'customers', {
    name: uniqueName('Mahaveer Hardware'),
    address: 'Bilaspur',
    gstin: GSTIN_CHHATTISGARH_BUYER,
  });
  // Big enough to top this month's lists, and far below its reorder level.
  const product = await createRecord<Named>(request, 'products', {
    name: uniqueName('Diesel Generator'),
    hsn_code: '85021100',
    mrp: 9_99_999,
    rate: 8_47_456.78,
    gst_rate: 18,
    reorder_level: 1_000_000,
  });
  // A paid sale takes its whole payable (MRP x quantity) with the invoice.
  const sale = (quantity: number, paid: boolean) =>
    createRecord<Invoice>(request, 'invoices', {
      invoice_number: uniqueInvoiceNumber('DSH'),
      date: shopDateIso(),
      customer_id: customer.id,
      items: [{ product_id: product.id, mrp: 9_99_999, gst_rate: 18, quantity }],
      ...(paid ? { received_now: { amount: 9_99_999 * quantity, mode: 'bank_transfer' } } : {}),
    });
  const paid = await sale(2, true);
  const unpaid = await sale(1, false);
  return { customer, product, paid, unpaid };
}

test('figures follow sales made today, and the lists show them', async ({ page, request }) => {
  const before = await readFigures(page);
  const { customer, product, paid, unpaid } = await sellToday(request);
  const after = await readFigures(page);
  const billed = Math.round((paid.grand_total + unpaid.grand_total) * 100);

  expect(after.customers).toBe(before.customers + 1);
  expect(after.invoices).toBe(before.invoices + 2);
  expect(Math.round(after.sales * 100)).toBe(Math.round(before.sales * 100) + billed);
  expect(after.todayOrders).toBe(before.todayOrders + 2);
  expect(Math.round(after.todaySales * 100)).toBe(Math.round(before.todaySales * 100) + billed);
  expect(Math.round(after.pending * 100)).toBe(Math.round(before.pending * 100 + unpaid.grand_total * 100));

  await expect(tableRows(page, 'Top-Selling Products').first()).toContainText(product.name);
  // Names are shown title-cased; the link leads to the customer's invoices.
  await expect(tableRows(page, 'Top Customers').first().getByRole('link')).toHaveAttribute(
    'href',
    `/invoices/customer/${customer.id}`,
  );
  const latest = tableRows(page, 'Recent Orders').first();
  await expect(latest).toContainText(unpaid.invoice_number);
  await expect(latest).toContainText('Unpaid');
  const [year, month] = shopDateIso().split('-');
  const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const monthName = `${shortMonths[Number(month) - 1]} ${year}`;
  // The chart's figures (read out to screen readers): this month's bar is this month's sales.
  const chartRow = tableRows(page, 'Sales and GST per month, figures').filter({ hasText: monthName });
  await expect(chartRow.locator('td').nth(1)).toHaveText(await figure(page, 'Sales this month').innerText());

  // Low stock names the product and leads to it.
  await page
    .getByRole('region', { name: 'Low Stock Items' })
    .getByRole('link', { name: product.name })
    .click();
  await expect(page).toHaveURL(/\/products\?search=/);
  await expect(tableRows(page, 'Products').filter({ hasText: product.name })).toHaveCount(1);
});

test.describe('on a server of its own', () => {
  // The run's Origin header names the run's server: sent to this one, Chromium refuses the
  // page's scripts. This journey signs in on its own server and makes no call of the run's.
  test.use({ extraHTTPHeaders: {} });

  test('an empty shop: zeros, and the empty message of every list and report', async ({ page }) => {
    const server = await startEmptyServer();
    try {
      await server.signIn(page.context());
      await page.goto(`${server.baseUrl}/dashboard`);
      for (const label of ['Customers', 'Invoices this month', "Today's Orders", 'Low Stock Items']) {
        await expect(figure(page, label)).toHaveText('0');
      }
      for (const label of ['Sales this month', 'Purchases this month', "Today's Sales", 'Pending Invoices']) {
        await expect(figure(page, label)).toHaveText('₹0.00');
      }
      await expect(tableRows(page, 'Top-Selling Products')).toHaveText(['No top-selling products found.']);
      await expect(tableRows(page, 'Top Customers')).toHaveText(['No top customers found.']);
      await expect(tableRows(page, 'Recent Orders')).toHaveText(['No recent orders found.']);
      await expect(page.getByRole('img', { name: 'Sales and GST per month' })).toBeVisible();

      for (const [path, table] of [
        ['/reports/hsn-summary', 'HSN Summary'],
        ['/reports/hsn-summarybtob', 'HSN Summary (B2B)'],
        ['/reports/hsn-summarybtoc', 'HSN Summary (B2C)'],
        ['/reports/product-report', 'Product Report'],
        ['/reports/stock-report', 'Stock Report'],
      ] as const) {
        await page.goto(`${server.baseUrl}${path}`);
        await expect(tableRows(page, table)).toHaveText(['No data available.']);
        await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
      }
    } finally {
      await server.stop();
    }
  });
});
