import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import {
  createCustomer,
  createInvoice,
  createProduct,
  GSTIN_GUJARAT_BUYER,
  uniqueInvoiceNumber,
} from '../support/invoice-journeys';
import { toast } from '../support/journeys';
import { expect, type Page, type TestInfo, test } from '../support/test';

// Settings > Logo and signature: the owner uploads the shop's logo, it shows on the page and is
// printed on invoices; a file over 500 kB is refused with the reason; Remove takes it off again.

/** A 1 × 1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function chooseFile(
  page: Page,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await choosing).setFiles(file);
}

/** How many images an invoice's PDF draws (pdfimages -list rows of type image; a PNG's alpha is an smask row). */
async function imagesInPdf(page: Page, invoiceId: number, testInfo: TestInfo): Promise<number> {
  const response = await page.request.get(`/api/invoices/${invoiceId}/pdf`);
  expect(response.status()).toBe(200);
  const file = testInfo.outputPath(`invoice-${invoiceId}-${Date.now()}.pdf`);
  fs.writeFileSync(file, await response.body());
  const listing = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
  return listing.split('\n').filter((line) => /^\s*\d+\s+\d+\s+image\s/.test(line)).length;
}

test('upload the logo, see it on the page and in the invoice PDF, refuse a big file, remove it', async ({
  page,
  request,
}, testInfo) => {
  const buyer = await createCustomer(request, 'Logo Buyer', GSTIN_GUJARAT_BUYER);
  const product = await createProduct(request, { prefix: 'Logo Salt', hsn: '2501', mrp: 28, gstRate: 5 });
  const invoice = await createInvoice(request, {
    invoice_number: uniqueInvoiceNumber('LG'),
    date: '2025-08-01',
    customer_id: buyer.id,
    items: [{ product_id: product.id, mrp: 28, gst_rate: 5 }],
  });
  await page.goto('/settings');
  const logo = page.getByRole('region', { name: 'Logo', exact: true });
  // Another run may have left one: start from none.
  if (await logo.getByRole('button', { name: 'Remove logo' }).isVisible()) {
    await logo.getByRole('button', { name: 'Remove logo' }).click();
  }
  await expect(logo.getByText('No logo uploaded.')).toBeVisible();
  const before = await imagesInPdf(page, invoice.id, testInfo);

  await chooseFile(page, 'Upload logo', { name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(toast(page, 'Logo saved.')).toBeVisible();
  await expect(logo.getByRole('img', { name: "The shop's logo" })).toBeVisible();
  expect(await imagesInPdf(page, invoice.id, testInfo)).toBe(before + 1);

  // Over 500 kB: refused in the browser with the size, the logo kept.
  const big = Buffer.concat([TINY_PNG.subarray(0, 8), Buffer.alloc(600 * 1024)]);
  await chooseFile(page, 'Replace logo', { name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(logo.getByRole('alert')).toContainText('Logo must be at most 500 kB');
  await expect(logo.getByRole('img', { name: "The shop's logo" })).toBeVisible();

  await logo.getByRole('button', { name: 'Remove logo' }).click();
  await expect(toast(page, 'Logo removed.')).toBeVisible();
  await expect(logo.getByText('No logo uploaded.')).toBeVisible();
  expect(await imagesInPdf(page, invoice.id, testInfo)).toBe(before);
});
