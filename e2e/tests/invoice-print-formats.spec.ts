import { execFileSync } from 'node:child_process';
import {
  createCustomer,
  createInvoice,
  createProduct,
  GSTIN_GUJARAT_BUYER,
  uniqueInvoiceNumber,
} from '../support/invoice-journeys';
import { expect, test } from '../support/test';

// Print options on an invoice: the thermal roll chosen on the detail screen downloads a PDF whose
// page is 80 mm wide, with the three copies in order when all three are asked for.

test('choosing Thermal 80 mm downloads a PDF 80 mm wide', async ({ page, request }, testInfo) => {
  const buyer = await createCustomer(request, 'Counter Buyer', GSTIN_GUJARAT_BUYER);
  const product = { prefix: 'Th Ghee', hsn: '0405', mrp: 600, gstRate: 12 };
  const created = await createProduct(request, product);
  const invoice = await createInvoice(request, {
    invoice_number: uniqueInvoiceNumber('TH'),
    date: '2025-08-01',
    customer_id: buyer.id,
    items: [{ product_id: created.id, mrp: product.mrp, gst_rate: product.gstRate, quantity: 2 }],
  });

  await page.goto(`/invoice/${invoice.id}`);
  await page.getByRole('button', { name: 'Print options' }).click();
  await page.getByRole('radio', { name: 'Thermal 80 mm' }).check();
  await page.getByRole('radio', { name: 'All three' }).check();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloading;
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);

  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '3', file], { encoding: 'utf8' });
  const widths = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x [\d.]+ pts/gm)].map((match) =>
    Number(match[1]),
  );
  expect(widths).toHaveLength(3);
  for (const width of widths) expect(Math.abs(width - (80 / 25.4) * 72)).toBeLessThanOrEqual(0.5);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const pages = text.split('\f').slice(0, 3);
  expect(pages[0]).toContain('Original for Recipient');
  expect(pages[1]).toContain('Duplicate for Transporter');
  expect(pages[2]).toContain('Triplicate for Supplier');
  expect(pages[0]).toContain(created.name);
});
