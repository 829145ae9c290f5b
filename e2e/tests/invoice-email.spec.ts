import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import {
  createCustomer,
  createInvoice,
  createProduct,
  uniqueInvoiceNumber,
} from '../support/invoice-journeys';
import { toast } from '../support/journeys';
import { shopDateIso } from '../support/shop-day';
import { expect, test } from '../support/test';

// The owner enters the shop's mail server in Settings, then e-mails an invoice from its screen: a
// real SMTP server started by this journey receives the message with the invoice's PDF attached,
// and the invoice records the sending.

let smtp: SMTPServer;
let port = 0;
const received: ParsedMail[] = [];

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
});

test('set the mail server, e-mail an invoice: it arrives with its PDF and the invoice records it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'E-mail settings' });
  await form.getByLabel('SMTP Server').fill('127.0.0.1');
  await form.getByLabel('Port').fill(String(port));
  await form.getByRole('combobox', { name: 'Security' }).click();
  await page.getByRole('option', { name: /^None/ }).click();
  await form.getByLabel('From address').fill('billing@shop.test');
  await form.getByLabel('From name').fill('Journey Traders');
  await form.getByRole('button', { name: 'Save E-mail Settings' }).click();
  await expect(toast(page, 'E-mail settings saved.')).toBeVisible();

  const buyer = await createCustomer(request, 'Mail Buyer', '');
  const tea = await createProduct(request, { prefix: 'Mail Tea', hsn: '0902', mrp: 118, gstRate: 18 });
  const number = uniqueInvoiceNumber('EM');
  const invoice = await createInvoice(request, {
    invoice_number: number,
    date: shopDateIso(),
    customer_id: buyer.id,
    items: [{ product_id: tea.id, mrp: 118, gst_rate: 18 }],
  });

  await page.goto(`/invoice/${invoice.id}`);
  await page.getByRole('button', { name: 'E-mail invoice' }).click();
  const dialog = page.getByRole('dialog', { name: `E-mail invoice ${number}` });
  await dialog.getByLabel('To').fill('buyer@example.com');
  await dialog.getByLabel('Message').fill('Namaste, the bill for your tea.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, `Invoice ${number} e-mailed to buyer@example.com`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'E-mails' })).toContainText('buyer@example.com');

  const mail = received.find((each) => each.subject?.includes(number));
  expect(mail?.text).toContain('Namaste, the bill for your tea.');
  expect(mail?.attachments[0]?.filename).toBe(`Invoice_${number.replaceAll('/', '-')}.pdf`);
  expect(mail?.attachments[0]?.contentType).toBe('application/pdf');
});
