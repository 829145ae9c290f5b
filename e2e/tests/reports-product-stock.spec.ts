import { tableRows } from '../support/journeys';
import { createReportData, dmyOf, indianAmount, sumRupees } from '../support/report-data';
import { chooseRange, expectCsvMatchesScreen } from '../support/report-screen';
import { expect, type Page, test } from '../support/test';

// The product and stock reports over a month of sales and a purchase made through the API, and
// the reports menu that leads to them.

function productRow(page: Page, table: string, name: string) {
  return tableRows(page, table).filter({ hasText: name });
}

test('the reports menu links to every report, payments and expenses', async ({ page }) => {
  await page.goto('/reports');
  for (const [name, path] of [
    ['HSN Summary', '/reports/hsn-summary'],
    ['HSN Summary (B2B)', '/reports/hsn-summarybtob'],
    ['HSN Summary (B2C)', '/reports/hsn-summarybtoc'],
    ['Product Report', '/reports/product-report'],
    ['Stock Report', '/reports/stock-report'],
    ['Near Expiry', '/reports/near-expiry'],
    ['Payments', '/payments'],
    ['Expenses', '/backoffice/expenses'],
  ] as const) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      path,
    );
  }
  await page.getByRole('main').getByRole('link', { name: 'Product Report', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Product Report' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Product Report' })).toBeVisible();
});

test('product report: quantity, value and tax per product, cancelled sales left out', async ({
  page,
  request,
}, testInfo) => {
  const data = await createReportData(request, '2023-10');
  await page.goto('/reports/product-report');
  await chooseRange(page, dmyOf(data.range.from), dmyOf(data.range.to));
  const table = 'Product Report';
  // Fans: 2 + 1 sold at ₹2,000 taxable, 18% GST; the 3 on the cancelled invoice do not count.
  await expect(productRow(page, table, data.products.fan.name).locator('td')).toHaveText([
    String(data.products.fan.id),
    data.products.fan.name,
    data.hsn.fans,
    '18%',
    '3',
    '6,000.00',
    '1,080.00',
    '7,080.00',
  ]);
  // Rice: 3 kg at ₹100 and 5 kg at 10% off (₹90): ₹750 taxable, ₹37.50 GST.
  await expect(productRow(page, table, data.products.rice.name).locator('td').nth(5)).toHaveText('750.00');
  const invoices = [...data.b2b, ...data.b2c];
  const totals = page.getByRole('table', { name: table }).locator('tfoot td');
  await expect(totals.nth(5)).toHaveText(
    indianAmount(sumRupees(invoices.map((invoice) => invoice.total_amount))),
  );
  await expect(totals.nth(6)).toHaveText(
    indianAmount(sumRupees(invoices.map((invoice) => invoice.gst_amount))),
  );
  await expectCsvMatchesScreen(page, table, testInfo);
});

test('stock report: opening, purchased, sold and closing, next month opening where this one closed', async ({
  page,
  request,
}, testInfo) => {
  const data = await createReportData(request, '2023-11');
  await page.goto('/reports/stock-report');
  await chooseRange(page, dmyOf(data.range.from), dmyOf(data.range.to));
  const table = 'Stock Report';
  // Fans: 10 opening, 20 bought on 2 November at ₹1,800 a unit, 3 sold: 27 worth ₹48,600.
  await expect(productRow(page, table, data.products.fan.name).locator('td')).toHaveText([
    data.products.fan.name,
    data.hsn.fans,
    'NOS',
    '10',
    '20',
    '3',
    '27',
    '1,800.00',
    'Last purchase',
    '48,600.00',
  ]);
  // Lamps were never bought: valued at the product's own rate.
  await expect(productRow(page, table, data.products.lamp.name).locator('td').nth(8)).toHaveText(
    'Product rate',
  );
  await expectCsvMatchesScreen(page, table, testInfo);

  await chooseRange(page, '01/12/2023', '31/12/2023');
  await expect(productRow(page, table, data.products.fan.name).locator('td').nth(3)).toHaveText('27');
  await expect(productRow(page, table, data.products.rice.name).locator('td').nth(3)).toHaveText('2');
});
