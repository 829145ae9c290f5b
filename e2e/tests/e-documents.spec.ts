import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import {
  createInvoice,
  createProduct,
  dismissSavedDialog,
  invoiceDrawer,
  type Named,
  readDownloadedPdf,
  totalIn,
  uniqueInvoiceNumber,
} from '../support/invoice-journeys';
import { createRecord, searchFor, tableRows, toast, uniqueName } from '../support/journeys';
import { shopDateIso } from '../support/shop-day';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '../support/test';

// E-way bills and e-invoices the way a Raipur distributor files them: Bahi writes the portal's
// file, the clerk uploads it, and the number or IRN the portal gives is recorded back in Bahi.

const GSTIN_ODISHA = '21AABCU9603R1ZZ';

async function prepareShop(request: APIRequestContext): Promise<void> {
  const response = await request.put('/api/e-documents/settings', {
    data: {
      einvoice_from: '2025-04-01',
      eway_threshold: 50000,
      eway_intra_threshold: 50000,
      pin_code: '492001',
      place: 'Raipur',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A buyer in Odisha and a fan whose MRP is the given rupees, GST 18%. */
async function odishaBuyerAndFan(request: APIRequestContext, rupees: number) {
  const buyer = await createRecord<Named>(request, 'customers', {
    name: uniqueName('Kalinga Retail'),
    address: 'Unit 4, Cuttack Road, Bhubaneswar',
    phone: '9827012345',
    gstin: GSTIN_ODISHA,
    pin_code: '751001',
  });
  const fan = await createProduct(request, { prefix: 'Ed Fan', hsn: '84145110', mrp: rupees, gstRate: 18 });
  return { buyer, fan };
}

async function odishaInvoice(request: APIRequestContext, rupees: number) {
  const { buyer, fan } = await odishaBuyerAndFan(request, rupees);
  return createInvoice(request, {
    invoice_number: uniqueInvoiceNumber('ED'),
    date: shopDateIso(0),
    customer_id: buyer.id,
    items: [{ product_id: fan.id, mrp: rupees, gst_rate: 18 }],
  });
}

async function downloadedJson(page: Page, button: string): Promise<unknown> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const file = await download.path();
  return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
}

/** The invoice's PDF from its page: its text, and the file for the QR code. */
async function downloadInvoicePdf(page: Page, testInfo: TestInfo) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF', exact: true }).click(),
  ]);
  const text = await readDownloadedPdf(download, testInfo);
  return { text, file: testInfo.outputPath(download.suggestedFilename()) };
}

/** The QR code on page 1 of a PDF, as zbarimg reads poppler's rendering of it. */
function qrOf(file: string, testInfo: TestInfo): string {
  const image = testInfo.outputPath('page-1');
  execFileSync('pdftoppm', ['-png', '-r', '200', '-f', '1', '-l', '1', '-singlefile', file, image]);
  return execFileSync('zbarimg', ['--quiet', '--raw', `${image}.png`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

test('bill an Odisha retailer Rs 75,000: Part B, the JSON, the number on the PDF, the list', async ({
  page,
  request,
}, testInfo) => {
  await prepareShop(request);
  const { buyer, fan } = await odishaBuyerAndFan(request, 75000);

  // Billed from the keyboard: one fan at its trade rate, ₹75,000 with IGST to Odisha.
  await page.goto('/invoices');
  await expect(page.getByText(/^Total Results: \d+$/)).toBeVisible();
  await page.keyboard.press('Alt+N');
  const form = invoiceDrawer(page);
  await expect(form.getByLabel('Customer')).toBeFocused();
  const invoice = { invoice_number: await form.getByLabel('Invoice No').inputValue() };
  await page.keyboard.type(buyer.name);
  await page.keyboard.press('Enter');
  await expect(form.getByText('Odisha (21) · Inter-state: IGST')).toBeVisible();
  await page.keyboard.type(fan.name);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 1 quantity')).toBeFocused();
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 1 rate')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(totalIn(form.getByRole('region', { name: 'Invoice totals' }), 'Payable')).toHaveText(
    '₹75,000.00',
  );
  await page.keyboard.press('Control+Enter');
  await expect(toast(page, 'Invoice added successfully!')).toBeVisible();
  await dismissSavedDialog(page, invoice.invoice_number, '₹75,000.00');
  await searchFor(page, invoice.invoice_number);
  await tableRows(page, 'Invoices')
    .getByRole('link', { name: `View ${invoice.invoice_number}` })
    .click();
  await expect(page).toHaveURL(/\/invoice\/\d+$/);

  const card = page.getByRole('region', { name: 'E-way bill' });
  await expect(card.getByText('E-way bill needed')).toBeVisible();
  await card.getByLabel('Vehicle number').fill('CG04AB1234');
  await card.getByLabel('Distance (km)').fill('520');
  await card.getByRole('button', { name: 'Save Part B' }).click();
  await expect(toast(page, 'Part B saved.')).toBeVisible();

  const bulk = (await downloadedJson(page, 'Download e-way bill JSON')) as {
    billLists: { docNo: string; vehicleNo: string; transDistance: string | number }[];
  };
  expect(bulk.billLists[0]).toMatchObject({ docNo: invoice.invoice_number, vehicleNo: 'CG04AB1234' });

  await card.getByRole('textbox', { name: 'E-way bill number' }).fill('381012345678');
  await card.getByLabel('Generated on').fill(new Date(Date.now() - 60_000).toISOString());
  await card.getByRole('button', { name: 'Record number' }).click();
  await expect(card.getByText('381012345678')).toBeVisible();
  await expect(card.getByText('E-way bill generated')).toBeVisible();
  const { text } = await downloadInvoicePdf(page, testInfo);
  expect(text).toContain('E-Way Bill No: 381012345678');

  await page.goto('/invoices?eway=generated');
  await searchFor(page, invoice.invoice_number);
  await expect(page.getByText('Total Results: 1')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices' }).getByText('E-way bill generated')).toBeVisible();
});

test("e-invoice a B2B invoice: the INV-01 JSON, the IRP's answer, the IRN and QR on the PDF", async ({
  page,
  request,
}, testInfo) => {
  await prepareShop(request);
  const invoice = await odishaInvoice(request, 1180);
  await page.goto(`/invoice/${invoice.id}`);
  const card = page.getByRole('region', { name: 'E-invoice' });
  await expect(card.getByText('IRN pending')).toBeVisible();
  const [document] = (await downloadedJson(page, 'Download e-invoice JSON')) as {
    DocDtls: { No: string };
  }[];
  expect(document?.DocDtls.No).toBe(invoice.invoice_number);

  const irn = `${Date.now().toString(16)}`.padEnd(64, 'a');
  await card.getByLabel("The IRP's answer (JSON)").fill(
    JSON.stringify({
      AckNo: '112510000000001',
      AckDt: new Date(Date.now() - 60_000).toISOString(),
      Irn: irn,
      SignedQRCode: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
      Status: 'ACT',
      DocNo: invoice.invoice_number,
    }),
  );
  await card.getByRole('button', { name: 'Record the answer' }).click();
  await expect(card.getByText('IRN generated')).toBeVisible();
  await expect(card.getByText(irn)).toBeVisible();
  await expect(card.getByText('Ack No 112510000000001', { exact: false })).toBeVisible();
  const pdf = await downloadInvoicePdf(page, testInfo);
  expect(pdf.text.replace(/\s+/g, '')).toContain(irn);
  expect(qrOf(pdf.file, testInfo)).toBe('eyJhbGciOiJSUzI1NiJ9.e30.c2ln');

  // A value credit note against it goes to the IRP too: the note list shows it pending, and
  // its e-invoice filter finds it under "IRN pending" and not under "IRN generated".
  const detail = (await (await request.get(`/api/invoices/${invoice.id}`)).json()) as {
    items: { id: number }[];
  };
  const note = await request.post('/api/credit-notes', {
    data: {
      invoice_id: invoice.id,
      note_date: shopDateIso(0),
      reason: 'Rate revised',
      kind: 'value',
      lines: [{ invoice_item_id: detail.items[0]?.id, taxable_value: 50 }],
    },
  });
  expect(note.status(), await note.text()).toBe(201);
  const { note_number: noteNumber } = (await note.json()) as { note_number: string };
  await page.goto('/credit-notes?irn=needed');
  await searchFor(page, noteNumber);
  await expect(page.getByText('Total Results: 1')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Credit notes' }).getByText('IRN pending')).toBeVisible();
  await page.getByRole('combobox', { name: 'E-invoice' }).selectOption({ label: 'IRN generated' });
  await expect.poll(() => new URL(page.url()).searchParams.get('irn')).toBe('generated');
  await expect(page.getByText('Total Results: 0')).toBeVisible();
});

test('a purchase return of Rs 70,800 to a Surat supplier: its e-way bill from the return page, its number from the portal', async ({
  page,
  request,
}) => {
  await prepareShop(request);
  const supplier = await createRecord<Named>(request, 'suppliers', {
    name: uniqueName('Surat Distributors'),
    address: 'Ring Road, Surat',
    phone: '9825012345',
    gstin: '24AANFA2641L1ZF',
    pin_code: '395003',
    confirm_duplicate_gstin: true,
  });
  const fan = await createProduct(request, {
    prefix: 'Ed Return Fan',
    hsn: '84145110',
    mrp: 7080,
    gstRate: 18,
  });
  const purchase = await request.post('/api/admin/add-purchases', {
    data: {
      supplier_id: supplier.id,
      purchase_date: shopDateIso(0),
      items: [{ product_id: fan.id, quantity: 10, amount: 60000, gst_rate: 18 }],
    },
  });
  expect(purchase.status(), await purchase.text()).toBe(201);
  const { id: purchaseId } = (await purchase.json()) as { id: number };
  const lines = (await (await request.get(`/api/purchases/${purchaseId}/return-lines`)).json()) as {
    lines: { purchase_item_id: number }[];
  };
  const issued = await request.post('/api/purchase-returns', {
    data: {
      purchase_id: purchaseId,
      return_date: shopDateIso(0),
      reason: 'Damaged in transit',
      lines: [{ purchase_item_id: lines.lines[0]?.purchase_item_id, quantity: 10 }],
    },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  const returned = (await issued.json()) as { id: number; return_number: string };

  await page.goto(`/purchase-returns/${returned.id}`);
  const card = page.getByRole('region', { name: 'E-way bill' });
  await expect(card.getByText('E-way bill needed')).toBeVisible();
  await card.getByLabel('Vehicle number').fill('CG04AB1234');
  await card.getByLabel('Distance (km)').fill('1300');
  await card.getByRole('button', { name: 'Save Part B' }).click();
  await expect(toast(page, 'Part B saved.')).toBeVisible();
  const bulk = (await downloadedJson(page, 'Download e-way bill JSON')) as {
    billLists: { docNo: string; supplyType: string; subSupplyType: number; docType: string }[];
  };
  expect(bulk.billLists[0]).toMatchObject({
    docNo: returned.return_number,
    supplyType: 'O',
    subSupplyType: 8,
    docType: 'OTH',
  });
  // The portal's answer, chosen on the numbers-to-get page, finds the return by its number.
  await page.goto('/invoices/numbers-due');
  // Still without a number, the return is listed with its supplier as the party, linking to it.
  const dueTable = page.getByRole('table', { name: 'Numbers to get' });
  await expect(dueTable.getByRole('columnheader', { name: 'Party' })).toBeVisible();
  const dueRow = dueTable.getByRole('row').filter({ hasText: returned.return_number });
  await expect(dueRow).toContainText(supplier.name);
  await expect(dueRow.getByRole('link', { name: returned.return_number })).toHaveAttribute(
    'href',
    `/purchase-returns/${returned.id}`,
  );
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByLabel("The e-way bill portal's answer").click(),
  ]);
  await chooser.setFiles({
    name: 'EWB_answer.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify([
        {
          docNo: returned.return_number,
          docType: 'OTH',
          ewayBillNo: 381012345690,
          ewayBillDate: new Date(Date.now() - 60_000).toISOString(),
        },
      ]),
    ),
  });
  await expect(toast(page, `E-way bills recorded: ${returned.return_number}: 381012345690.`)).toBeVisible();
  await page.goto(`/purchase-returns/${returned.id}`);
  await expect(card.getByText('E-way bill generated')).toBeVisible();
  await expect(card.getByText('381012345690')).toBeVisible();
});
