import fs from 'node:fs';
import ExcelJS from 'exceljs';
import {
  createCustomer,
  createInvoice,
  createProduct,
  GSTIN_GUJARAT_BUYER,
  uniqueInvoiceNumber,
} from '../support/invoice-journeys';
import { searchFor, tableRows } from '../support/journeys';
import { shopDateIso } from '../support/shop-day';
import { expect, type Page, test } from '../support/test';

// Every list has Download: all the rows its filters match, as CSV or Excel, in the screen's
// columns, with amounts as plain numbers an accountant's spreadsheet can add up.

async function downloadAs(
  page: Page,
  format: 'CSV' | 'Excel (.xlsx)',
): Promise<{ name: string; path: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await page.getByRole('menuitem', { name: format }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), path: await download.path() };
}

async function firstSheet(file: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error(`${file} has no sheet`);
  return sheet;
}

test('products: the filtered list as CSV and Excel, prices as plain numbers, a formula-like name kept as text', async ({
  page,
  request,
}) => {
  const product = await createProduct(request, {
    prefix: '=Dl Ghee',
    hsn: '0405',
    mrp: 104004.68,
    gstRate: 12,
  });
  await page.goto('/products');
  await searchFor(page, product.name);
  await expect(tableRows(page, 'Products')).toHaveCount(1);

  const csv = await downloadAs(page, 'CSV');
  expect(csv.name).toBe(`products_${shopDateIso()}.csv`);
  const lines = fs
    .readFileSync(csv.path, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toBe(
    'ID,Product Name,Category,HSN Code,Gst %,Supply Category,Price (MRP),Rate,Reorder Level,On Hand,Unit,Low Stock',
  );
  expect(lines[1]).toBe(
    `${product.id},'${product.name},—,0405,12,Taxable,104004.68,92861.32,0 NOS,1000,NOS,`,
  );

  const xlsx = await downloadAs(page, 'Excel (.xlsx)');
  expect(xlsx.name).toBe(`products_${shopDateIso()}.xlsx`);
  const sheet = await firstSheet(xlsx.path);
  expect(sheet.getRow(2).getCell(2).value).toBe(product.name);
  expect(sheet.getRow(2).getCell(7).value).toBe(104004.68);
  expect(sheet.getRow(2).getCell(10).value).toBe(1000);
});

test('invoices: every matching row, not only the page, with payable and received in their own columns', async ({
  page,
  request,
}) => {
  const buyer = await createCustomer(request, 'Dl Traders', GSTIN_GUJARAT_BUYER);
  const salt = await createProduct(request, { prefix: 'Dl Salt', hsn: '2501', mrp: 118, gstRate: 18 });
  const prefix = uniqueInvoiceNumber('DL');
  // 55 invoices: more than the 50 a page shows.
  for (let index = 0; index < 55; index += 1) {
    await createInvoice(request, {
      invoice_number: `${prefix}-${index}`,
      date: shopDateIso(),
      customer_id: buyer.id,
      items: [{ product_id: salt.id, mrp: 118, gst_rate: 18 }],
    });
  }
  await page.goto('/invoices');
  await searchFor(page, prefix);
  await expect(page.getByText('Total Results: 55')).toBeVisible();

  const xlsx = await downloadAs(page, 'Excel (.xlsx)');
  expect(xlsx.name).toBe(`invoices_${shopDateIso()}.xlsx`);
  const sheet = await firstSheet(xlsx.path);
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(
    expect.arrayContaining(['Customer Name', 'GSTIN', 'Inv No', 'Date', 'Payable', 'Received', 'Status']),
  );
  expect(sheet.rowCount).toBe(56);
  const column = (name: string) => header.indexOf(name) + 1;
  const first = sheet.getRow(2);
  expect(first.getCell(column('Payable')).value).toBe(118);
  expect(first.getCell(column('GSTIN')).value).toBe(GSTIN_GUJARAT_BUYER);
  expect(first.getCell(column('Status')).value).toBe('Unpaid');
  // A real date, not text: the shop's day at midnight UTC.
  expect(first.getCell(column('Date')).value).toEqual(new Date(`${shopDateIso()}T00:00:00Z`));
});
