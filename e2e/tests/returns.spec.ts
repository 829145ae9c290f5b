import fs from 'node:fs';
import Database from 'better-sqlite3';
import {
  createCustomer,
  createInvoice,
  createProduct,
  invoiceDrawer,
  readSettings,
  uniqueInvoiceNumber,
} from '../support/invoice-journeys';
import { drawer, toast, uniqueGstin } from '../support/journeys';
import { expect, type Page, test } from '../support/test';

// GSTR-1 of a month, as the accountant files it: a customer's GSTIN with a wrong check digit
// (typed before Bahi checked GSTINs) is flagged with a link, fixed through it, the invoice that
// still carries the old GSTIN is saved again through its own link, and the JSON downloads and
// reads back. March 2024: a month no other journey bills in, so its figures are this journey's.

/** What an older release let through: a GSTIN with a wrong last character, on the customer and its invoice. */
function spoilGstin(file: string, customerId: number, invoiceId: number, gstin: string): void {
  if (!fs.existsSync(file)) throw new Error(`The worker's server has no SQLite file at ${file}`);
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update customers set gstin = ? where id = ?').run(gstin, customerId);
    db.prepare('update invoices set customer_gstin = ? where id = ?').run(gstin, invoiceId);
  } finally {
    db.close();
  }
}

async function openMarch2024(page: Page) {
  await page.goto('/returns');
  await page.getByRole('combobox', { name: 'Month' }).fill('Mar');
  await page.getByRole('option', { name: 'March' }).click();
  await page.getByRole('combobox', { name: 'Year' }).fill('2024');
  await page.getByRole('option', { name: '2024' }).click();
  await expect(page.getByText('Return for March 2024')).toBeVisible();
}

test('returns for a month: fix a flagged GSTIN through its link, then download the GSTR-1 JSON and read it back', async ({
  page,
  request,
  runServer,
}) => {
  test.setTimeout(120_000);
  const gstin = uniqueGstin('24');
  const spoilt = `${gstin.slice(0, 14)}${gstin.endsWith('A') ? 'B' : 'A'}`;
  const buyer = await createCustomer(request, 'Returns Traders', gstin);
  const tea = await createProduct(request, { prefix: 'Return Tea', hsn: '09023010', mrp: 118, gstRate: 18 });
  const number = uniqueInvoiceNumber('GR');
  const invoice = await createInvoice(request, {
    invoice_number: number,
    date: '2024-03-15',
    customer_id: buyer.id,
    items: [{ product_id: tea.id, mrp: 118, gst_rate: 18, quantity: 10 }],
  });
  spoilGstin(runServer.databaseFile, buyer.id, invoice.id, spoilt);

  // Flagged, with a link to the customer; the download says what is wrong.
  await openMarch2024(page);
  const problems = page.getByRole('alert').filter({ hasText: 'before filing' });
  await expect(problems).toContainText(`GSTIN ${spoilt} of ${buyer.name}`);
  await page.getByRole('button', { name: 'Download GSTR-1 JSON' }).click();
  await expect(toast(page, 'GSTR-1 was not downloaded.')).toContainText(spoilt);

  // The link opens the customer's drawer; the right GSTIN is typed and saved.
  await problems.getByRole('link', { name: `Fix ${buyer.name}` }).click();
  const form = drawer(page, 'Edit Customer');
  await expect(form.getByLabel('GST No')).toHaveValue(spoilt);
  await form.getByLabel('GST No').fill(gstin);
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Customer updated successfully!')).toBeVisible();

  // The invoice still carries the old GSTIN: its link shows it in the list, Edit saves it again.
  await openMarch2024(page);
  await expect(problems).toContainText(`Invoice ${number} still carries the GSTIN ${spoilt}`);
  await problems.getByRole('link', { name: `Fix ${number}` }).click();
  await page.getByRole('button', { name: `Edit ${number}` }).click();
  const invoiceForm = invoiceDrawer(page, `Edit Invoice ${number}`);
  await invoiceForm.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Invoice updated successfully!')).toBeVisible();

  // Nothing left to fix: the sections and the tie-out, then the file.
  await openMarch2024(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Ready to file' })).toBeVisible();
  const b2b = page.getByRole('table', { name: 'B2B invoices (4A)' });
  await expect(b2b).toContainText(number);
  await expect(b2b).toContainText(gstin);
  await expect(page.getByRole('table', { name: 'Reconciliation with the books' })).not.toContainText(
    'Differs',
  );
  // Each section downloads as it is shown, amounts as plain numbers.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'B2B invoices (4A): download CSV' }).click();
  const csv = fs.readFileSync(await (await csvDownload).path(), 'utf8');
  expect(csv).toContain(`${gstin},${number},15-03-2024,1180.00,24-Gujarat,18,1000.00,180.00,0.00,0.00,0.00`);
  const seller = await readSettings(request);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download GSTR-1 JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`GSTR1_${seller.gstin}_032024.json`);
  const json = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(json).toMatchObject({ gstin: seller.gstin, fp: '032024', version: 'GST3.0.4' });
  const entry = json.b2b.find((row: { ctin: string }) => row.ctin === gstin);
  // 10 at MRP 118 with 18% inside: taxable 1,000.00, IGST 180.00 (Gujarat buyer).
  expect(entry.inv).toEqual([
    expect.objectContaining({
      inum: number,
      idt: '15-03-2024',
      val: 1180,
      pos: '24',
      itms: [{ num: 1, itm_det: { txval: 1000, rt: 18, iamt: 180, csamt: 0 } }],
    }),
  ]);
  await expect(drawer(page, 'Edit Customer')).toBeHidden();
  await expect(invoiceForm).toBeHidden();
});
