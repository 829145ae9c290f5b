import type { AddressInfo } from 'node:net';
import { emailSettingsSchema, invoiceEmailSchema } from '@bahi/domain/schemas';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { extractPdfPages } from '../pdf/poppler';
import { call, expectAnswer, expectError, expectFieldErrors } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// E-mailing an invoice through a real SMTP server started here (smtp-server, with a username and
// password): the message arrives with the invoice's PDF attached, the sending is recorded on the
// invoice, the password is never answered back, and a refusing server records nothing.

const USER = 'shop@bahi.test';
const PASSWORD = 'mail-secret-42';

describe('e-mailing an invoice', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  let port: number;
  const received: ParsedMail[] = [];
  let invoiceId: number;
  let invoiceNumber: string;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: false,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
        else callback(new Error('Invalid username or password'));
      },
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
    t = await createTestApp();
    const customer = await createCustomer(t.app, { email: 'buyer@example.com' });
    const product = await createProduct(t.app, { gst_rate: 18 });
    const answer = await postInvoice(
      t.app,
      invoicePayload(customer, [{ product_id: product, mrp: 118, gst_rate: 18 }]),
    );
    const invoice = z.object({ id: z.number(), invoice_number: z.string() }).parse(answer.body);
    invoiceId = invoice.id;
    invoiceNumber = invoice.invoice_number;
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  const settings = (overrides: Record<string, unknown> = {}) => ({
    host: '127.0.0.1',
    port,
    security: 'none',
    username: USER,
    password: PASSWORD,
    from_address: 'billing@shop.test',
    from_name: 'Test Traders',
    ...overrides,
  });

  it('refuses to send before the mail server is set, and checks the settings', async () => {
    expectError(
      await call(t.app, 'POST', `/api/invoices/${invoiceId}/email`, { to: 'buyer@example.com' }),
      409,
      'E-mail is not set up: the owner enters the mail server in Settings first',
    );
    expectFieldErrors(
      await call(t.app, 'PUT', '/api/settings/email', settings({ port: 70000, from_address: 'nobody' })),
      {
        port: ['Port must be a number from 1 to 65535'],
        from_address: ['From address must be a valid email address'],
      },
    );
    const unset = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/settings/email' },
      200,
      emailSettingsSchema,
    );
    expect(unset.configured).toBe(false);
  });

  it('sends the invoice with its PDF attached and records it on the invoice', async () => {
    const saved = await expectAnswer(
      t.app,
      { method: 'PUT', url: '/api/settings/email', payload: settings() },
      200,
      emailSettingsSchema,
    );
    expect(saved).toMatchObject({ configured: true, password_set: true, username: USER });
    expect(JSON.stringify(saved)).not.toContain(PASSWORD);

    const sent = await expectAnswer(
      t.app,
      {
        method: 'POST',
        url: `/api/invoices/${invoiceId}/email`,
        payload: { to: 'buyer@example.com', message: 'Namaste, your bill is attached.' },
      },
      201,
      invoiceEmailSchema,
    );
    expect(sent).toMatchObject({ invoice_id: invoiceId, sent_to: 'buyer@example.com' });
    const mail = received.at(-1);
    expect(mail?.subject).toBe(sent.subject);
    expect(mail?.subject).toContain(invoiceNumber);
    expect(mail?.from?.text).toContain('billing@shop.test');
    expect(mail?.text).toContain('Namaste, your bill is attached.');
    const [pdf] = mail?.attachments ?? [];
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toBe(`Invoice_${invoiceNumber.replaceAll('/', '-')}.pdf`);
    expect((await extractPdfPages(pdf?.content ?? Buffer.alloc(0))).join('\n')).toContain(invoiceNumber);

    const emails = await call(t.app, 'GET', `/api/invoices/${invoiceId}/emails`);
    expect(emails.body).toMatchObject({ data: [{ sent_to: 'buyer@example.com', subject: sent.subject }] });
  });

  it('keeps the password when the owner saves without one, and records nothing when the server refuses', async () => {
    const current = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/settings/email' },
      200,
      emailSettingsSchema,
    );
    const kept = await expectAnswer(
      t.app,
      {
        method: 'PUT',
        url: '/api/settings/email',
        payload: settings({ password: '', version: current.version }),
      },
      200,
      emailSettingsSchema,
    );
    expect(kept.password_set).toBe(true);
    const count = received.length;
    await call(t.app, 'POST', `/api/invoices/${invoiceId}/email`, { to: 'buyer@example.com' });
    expect(received.length).toBe(count + 1);

    await call(t.app, 'PUT', '/api/settings/email', settings({ password: 'wrong', version: kept.version }));
    const refused = await call(t.app, 'POST', `/api/invoices/${invoiceId}/email`, {
      to: 'buyer@example.com',
    });
    expect(refused.status).toBe(502);
    expect((refused.body as { message: string }).message).toMatch(
      /^The mail server did not take the e-mail: /,
    );
    const emails = z
      .object({ data: z.array(z.unknown()) })
      .parse((await call(t.app, 'GET', `/api/invoices/${invoiceId}/emails`)).body);
    expect(emails.data).toHaveLength(2);
    expectFieldErrors(
      await call(t.app, 'POST', `/api/invoices/${invoiceId}/email`, { to: 'not-an-address' }),
      {
        to: ['To must be a valid email address'],
      },
    );
  });
});
