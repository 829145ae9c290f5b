import fs from 'node:fs';
import type { ParsedMail } from 'mailparser';
import { startEmptyServer } from '../support/empty-server';
import { createCustomer, createInvoice, createProduct } from '../support/invoice-journeys';
import { tableRows, toast } from '../support/journeys';
import { startMailServer } from '../support/mail-server';
import { shopDateDmy, shopDateIso } from '../support/shop-day';
import { expect, type Page, request, test } from '../support/test';

// A shop moving to Bahi mid-year (docs/product.md, "Opening balances"): the owner sets the books'
// start date, enters a customer's bills from the old books, takes a receipt that settles the oldest
// first, and the statement closes at what the outstanding report says is owed. On a server of its
// own: the books' start date stays fixed once the shared shop has documents. Then another customer's
// bills come from a file on the Import screen, the statement is e-mailed to a mail server this
// journey starts (its PDF downloaded first), and an old invoice is shared from its screen and takes
// the customer's advance.

// The run's Origin header names the run's server: sent to this one, Chromium refuses the page's scripts.
test.use({ storageState: { cookies: [], origins: [] }, extraHTTPHeaders: {} });

test('opening bills, a receipt oldest first and a statement that agrees with the outstanding', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const server = await startEmptyServer();
  const mail = await startMailServer();
  try {
    await server.signIn(page.context());
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByRole('textbox', { name: 'Books start date' }).fill('01/11/2026');
    await page.getByRole('button', { name: 'Save start date' }).click();
    await expect(toast(page, 'Books start date saved.')).toBeVisible();

    const created = await page.request.post(`${server.baseUrl}/api/customers`, {
      data: { name: 'Opening Kirana', address: 'Gol Bazar, Raipur' },
      headers: { origin: server.baseUrl },
    });
    expect(created.status()).toBe(201);
    const customer = (await created.json()) as { id: number };

    await page.goto(`${server.baseUrl}/customer/${customer.id}`);
    for (const [number, date, amount] of [
      ['OLD/1', '2026-09-15', '12000'],
      ['OLD/2', '2026-10-02', '8500'],
    ] as const) {
      await page.getByRole('textbox', { name: 'Bill No' }).fill(number);
      await page.getByRole('textbox', { name: 'Bill Date' }).fill(date);
      await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
      await page.getByRole('button', { name: 'Add' }).click();
      await expect(tableRows(page, 'Opening balances').filter({ hasText: number })).toHaveCount(1);
    }
    await expect(page.getByTestId('customer-balance')).toHaveText('₹20,500.00');

    await page.goto(`${server.baseUrl}/receiptvoucher?customer=${customer.id}`);
    await page.getByRole('textbox', { name: 'Amount received' }).fill('15000');
    await page.getByRole('button', { name: 'Save Receipt' }).click();
    await expect(toast(page, /^Receipt RV-\d{3} saved\.$/)).toBeVisible();

    // 12,000.00 settles OLD/1 and 3,000.00 goes to OLD/2: 5,500.00 is left on it.
    await page.goto(`${server.baseUrl}/customer/${customer.id}`);
    await expect(tableRows(page, 'Opening balances').filter({ hasText: 'OLD/2' })).toContainText('5,500.00');

    await page.goto(`${server.baseUrl}/customer/${customer.id}/statement`);
    await expect(page.getByTestId('statement-opening')).toContainText('20,500.00');
    await expect(page.getByTestId('statement-closing')).toContainText('5,500.00');

    await page.goto(`${server.baseUrl}/reports/outstanding`);
    const owed = tableRows(page, 'Outstanding (Customers)').filter({ hasText: 'Opening Kirana' });
    await expect(owed).toContainText('5,500.00');

    await importOpeningBills(page, server.baseUrl, (name) => testInfo.outputPath(name));
    await emailStatement(page, server.baseUrl, customer.id, mail);
    await shareOldInvoice(page, server.baseUrl);
  } finally {
    await server.stop();
    await mail.stop();
  }
});

/** Another customer's bills from the old books, typed into a CSV as the template lays them out. */
async function importOpeningBills(
  page: Page,
  baseUrl: string,
  pathOf: (name: string) => string,
): Promise<void> {
  const created = await page.request.post(`${baseUrl}/api/customers`, {
    data: { name: 'Filed Kirana', address: 'Sadar Bazar, Raipur' },
    headers: { origin: baseUrl },
  });
  expect(created.status()).toBe(201);
  const customer = (await created.json()) as { id: number };
  const writeFile = (name: string, lastBillDate: string) => {
    const file = pathOf(name);
    fs.writeFileSync(
      file,
      [
        'Customer Name,Type,Bill No,Bill Date,Amount,Due Date',
        'Filed Kirana,Bill,K/101,15-09-2026,4200,15-10-2026',
        `filed kirana,Bill,K/102,${lastBillDate},1800.50,`,
        'Filed Kirana,Advance,,20-10-2026,500,',
        '',
      ].join('\r\n'),
    );
    return file;
  };

  await page.goto(`${baseUrl}/import`);
  await page.getByRole('combobox', { name: 'What to import' }).click();
  await page.getByRole('option', { name: 'Customer opening balances' }).click();
  const fileInput = page.locator('input[type="file"]');
  // A bill dated after the books' start is named by its row and column, and nothing is imported.
  await fileInput.setInputFiles(writeFile('opening-bills.csv', '05-11-2026'));
  const problems = tableRows(page, 'Problems');
  await expect(problems).toHaveCount(1);
  await expect(problems.first()).toContainText('3');
  await expect(problems.first()).toContainText('Bill Date');
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  // The corrected file, saved under a new name as a person would.
  await fileInput.setInputFiles(writeFile('opening-bills-fixed.csv', '02-10-2026'));
  await expect(page.getByText('3 rows read, no problems')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    toast(page, 'Customer opening balances imported: 3 created, 0 updated, 0 skipped.'),
  ).toBeVisible();

  await page.goto(`${baseUrl}/customer/${customer.id}`);
  const bills = tableRows(page, 'Opening balances');
  await expect(bills).toHaveCount(3);
  await expect(bills.filter({ hasText: 'K/101' })).toContainText('4,200.00');
  await expect(bills.filter({ hasText: 'K/102' })).toContainText('1,800.50');
  // 4,200.00 + 1,800.50 owed, less the 500.00 advance.
  await expect(page.getByTestId('customer-balance')).toHaveText('₹5,500.50');
}

/**
 * With the mail server set (through the API: typing it into Settings is invoice-email.spec.ts's
 * journey), the statement is e-mailed from its screen.
 */
async function emailStatement(
  page: Page,
  baseUrl: string,
  customerId: number,
  mail: { port: number; received: ParsedMail[] },
): Promise<void> {
  const saved = await page.request.put(`${baseUrl}/api/settings/email`, {
    data: { host: '127.0.0.1', port: mail.port, security: 'none', from_address: 'billing@shop.test' },
    headers: { origin: baseUrl },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`${baseUrl}/customer/${customerId}/statement`);
  await expect(page.getByTestId('statement-closing')).toContainText('5,500.00');
  // The statement's period is the month so far, on the shop's (India's) day.
  const today = shopDateIso();
  const fileName = `Statement_Opening-Kirana_${today.slice(0, 7)}-01_${today}.pdf`;
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await downloaded).suggestedFilename()).toBe(fileName);
  await page.getByRole('textbox', { name: 'E-mail to' }).fill('kirana@example.com');
  await page.getByRole('button', { name: 'E-mail statement' }).click();
  await expect(toast(page, 'Statement sent to kirana@example.com.')).toBeVisible();

  const [message] = mail.received;
  expect(message?.to && 'text' in message.to ? message.to.text : '').toContain('kirana@example.com');
  const period = `01/${shopDateDmy().slice(3)} to ${shopDateDmy()}`;
  expect(message?.subject).toBe(`Statement of account ${period} from Bahi Traders`);
  expect(message?.text).toContain('Dear Opening Kirana,');
  expect(message?.attachments[0]?.filename).toBe(fileName);
  expect(message?.attachments[0]?.contentType).toBe('application/pdf');
}

/**
 * Share on an invoice's screen, on a computer (Chromium here cannot share files): the PDF is
 * downloaded and WhatsApp opens on the customer's number with the invoice's number and amount.
 */
async function shareOldInvoice(page: Page, baseUrl: string): Promise<void> {
  const api = await request.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { origin: baseUrl },
    storageState: await page.context().storageState(),
  });
  try {
    const buyer = await createCustomer(api, 'Share Kirana', '');
    const tea = await createProduct(api, { prefix: 'Share Tea', hsn: '0902', mrp: 118, gstRate: 18 });
    const invoice = await createInvoice(api, {
      invoice_number: 'SH/1',
      date: '2026-11-05',
      customer_id: buyer.id,
      items: [{ product_id: tea.id, mrp: 118, gst_rate: 18, quantity: 50 }],
    });
    // No network here: WhatsApp's page is answered locally, its address is what matters.
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));

    await page.goto(`${baseUrl}/invoice/${invoice.id}`);
    const downloaded = page.waitForEvent('download');
    const whatsApp = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Share' }).click();
    expect((await downloaded).suggestedFilename()).toBe('Invoice_SH-1.pdf');
    const opened = await whatsApp;
    await opened.waitForLoadState();
    const link = new URL(opened.url());
    expect(link.pathname).toBe('/919827012345');
    expect(link.searchParams.get('text')).toBe(
      'Bahi Traders: invoice SH/1 of 05/11/2026 for ₹5,900.00, ₹5,900.00 due.',
    );
    await opened.close();

    // The customer's advance from the old books is offered on the invoice and applied to it.
    const advance = await api.post(`/api/customers/${buyer.id}/opening-balances`, {
      data: { kind: 'advance', date: '2026-10-20', amount: 3000 },
    });
    expect(advance.status()).toBe(201);
    await page.reload();
    await page.getByRole('button', { name: 'Apply ₹3,000.00 to this bill' }).click();
    await expect(toast(page, '₹3,000.00 on account applied to this bill.')).toBeVisible();
    await expect(tableRows(page, 'Settled by')).toContainText('Opening advance of 20/10/2026');
    await expect(page.getByRole('region', { name: 'Payment summary' })).toContainText('2,900.00');
  } finally {
    await api.dispose();
  }
}
