import { tableRows } from '../support/journeys';
import { createReportData, dmyOf, indianAmount, type ReportData, sumRupees } from '../support/report-data';
import { chooseRange, expectCsvMatchesScreen, readTable } from '../support/report-screen';
import { expect, type Page, test } from '../support/test';

// The HSN summaries of a month of sales made through the API: each HSN row, the totals tied to
// the invoices, the B2B and B2C invoice numbers, the CSV download and the printed page.

const HEADERS = [
  'HSN Code',
  'Description',
  'UQC',
  'GST Rate',
  'Total Quantity',
  'Taxable Value (₹)',
  'Integrated Tax (₹)',
  'Central Tax (₹)',
  'State/UT Tax (₹)',
  'Cess (₹)',
  'Total Tax (₹)',
  'Total Amount (₹)',
];

function row(page: Page, table: string, hsn: string) {
  return tableRows(page, table).filter({ has: page.getByRole('cell', { name: hsn, exact: true }) });
}

async function openMonth(page: Page, path: string, data: ReportData) {
  await page.goto(path);
  await chooseRange(page, dmyOf(data.range.from), dmyOf(data.range.to));
}

test('HSN summary: a row per HSN code and rate, totals tied to the invoices, CSV as shown', async ({
  page,
  request,
}, testInfo) => {
  const data = await createReportData(request, '2023-08');
  await openMonth(page, '/reports/hsn-summary', data);
  const table = 'HSN Summary';
  await expect(page.getByRole('table', { name: table })).toBeVisible();
  expect((await readTable(page, table))[0]).toEqual(HEADERS);

  // Fans: 2 to Raipur (CGST + SGST) and 1 to Surat (IGST); the 3 on the cancelled invoice do not count.
  const fans = row(page, table, data.hsn.fans);
  await expect(fans).toHaveCount(1);
  await expect(fans.locator('td')).toHaveText([
    data.hsn.fans,
    /Ceiling Fan/,
    'NOS',
    '18%',
    '3',
    '6,000.00',
    '360.00',
    '360.00',
    '360.00',
    '0.00',
    '1,080.00',
    '7,080.00',
  ]);
  await expect(row(page, table, data.hsn.rice).locator('td').nth(4)).toHaveText('8');

  const invoices = [...data.b2b, ...data.b2c];
  const totals = page.getByRole('table', { name: table }).locator('tfoot td');
  await expect(totals.nth(0)).toHaveText('Total');
  await expect(totals.nth(5)).toHaveText(
    indianAmount(sumRupees(invoices.map((invoice) => invoice.total_amount))),
  );
  await expect(totals.nth(10)).toHaveText(
    indianAmount(sumRupees(invoices.map((invoice) => invoice.gst_amount))),
  );
  await expect(totals.nth(6)).toHaveText(
    indianAmount(sumRupees(invoices.map((invoice) => invoice.tax.igst))),
  );

  const csv = await expectCsvMatchesScreen(page, table, testInfo);
  expect(csv.name).toBe('hsn-summary_2023-08-01_to_2023-08-31.csv');
});

test('B2B and B2C: invoice numbers of customers with and without a GSTIN, never a cancelled one', async ({
  page,
  request,
}, testInfo) => {
  const data = await createReportData(request, '2023-09');
  await openMonth(page, '/reports/hsn-summarybtob', data);
  const b2b = 'HSN Summary (B2B)';
  const fans = row(page, b2b, data.hsn.fans);
  await expect(fans.locator('td').last()).toHaveText(
    data.b2b.map((invoice) => invoice.invoice_number).join(', '),
  );
  await expect(row(page, b2b, data.hsn.lamps).locator('td').last()).toHaveText(
    data.b2b[1]?.invoice_number ?? '',
  );
  await expect(page.getByRole('table', { name: b2b })).not.toContainText(data.b2c[0]?.invoice_number ?? '?');
  await expect(page.getByRole('table', { name: b2b })).not.toContainText(data.cancelled.invoice_number);
  await expectCsvMatchesScreen(page, b2b, testInfo);

  await openMonth(page, '/reports/hsn-summarybtoc', data);
  const b2c = 'HSN Summary (B2C)';
  await expect(row(page, b2c, data.hsn.rice).locator('td').last()).toHaveText(
    data.b2c[0]?.invoice_number ?? '',
  );
  await expect(row(page, b2c, data.hsn.fans)).toHaveCount(0);
  await expect(page.getByRole('table', { name: b2c })).not.toContainText(data.cancelled.invoice_number);
  await expectCsvMatchesScreen(page, b2c, testInfo);
});

test('a month without sales says so, and the printed page shows only the report', async ({ page }) => {
  await page.goto('/reports/hsn-summary');
  await chooseRange(page, '01/01/2001', '31/01/2001');
  await expect(tableRows(page, 'HSN Summary')).toHaveText(['No data available.']);
  await expect(page.getByRole('table', { name: 'HSN Summary' }).locator('tfoot')).toHaveCount(0);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('table', { name: 'HSN Summary' })).toBeVisible();
  await expect(page.getByText('Period: 01/01/2001 to 31/01/2001')).toBeVisible();
  await expect(page.getByLabel('Start Date')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
  await expect(page.getByRole('navigation')).toBeHidden();
});
