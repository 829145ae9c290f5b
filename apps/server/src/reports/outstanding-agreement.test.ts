import { rupeesToPaise } from '@bahi/domain';
import {
  dashboardSchema,
  invoiceDetailSchema,
  invoiceListRowSchema,
  outstandingReportSchema,
  partyListRowSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, expectAnswer, expectFieldErrors, list } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  invoicePayload,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { balanceOf, issueReceipt, receiptPayload, recordPurchase } from '../test-support/voucher-fixtures';

// A scripted week of a small shop: invoices with money received at the counter, part receipts,
// a cancellation, an edit that raises a total, an on-account receipt, purchases and a part
// payment. Afterwards every figure of what is owed, wherever the API shows it, is the same to the
// paisa: the invoice list, the dashboard's pending, the customer and supplier lists, the balance
// calls, the open documents and the outstanding report.

const paise = (rupees: number) => rupeesToPaise(rupees);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + paise(value), 0);

describe('one outstanding figure', () => {
  let t: TestApp;
  let customers: Record<'asha' | 'bharat' | 'chitra', number>;
  let suppliers: Record<'dev' | 'esha', number>;
  let product: number;

  const save = async (payload: Record<string, unknown>, id?: number) => {
    const answer = await call(
      t.app,
      id ? 'PUT' : 'POST',
      id ? `/api/invoices/${id}` : '/api/invoices',
      payload,
    );
    if (answer.status !== (id ? 200 : 201))
      throw new Error(`${answer.status}: ${JSON.stringify(answer.body)}`);
    return invoiceDetailSchema.parse(answer.body);
  };
  const lines = (...mrps: number[]) => mrps.map((mrp) => ({ product_id: product, mrp, gst_rate: 18 }));

  beforeAll(async () => {
    t = await createTestApp();
    product = await createProduct(t.app, { gst_rate: 18, mrp: 1000, rate: 800 });
    customers = {
      asha: await createCustomer(t.app, { name: 'Asha Stores' }),
      bharat: await createCustomer(t.app, { name: 'Bharat Traders' }),
      chitra: await createCustomer(t.app, { name: 'Chitra Mart' }),
    };
    suppliers = {
      dev: await createSupplier(t.app, { name: 'Dev Wholesale', phone: '9826012345' }),
      esha: await createSupplier(t.app, { name: 'Esha Agencies' }),
    };

    // Monday: Asha pays part at the counter; Bharat's invoice goes on credit.
    const a1 = await save(
      invoicePayload(customers.asha, lines(1000.55, 249.99), {
        date: '2025-06-02',
        received_now: { amount: 400, mode: 'cash' },
      }),
    );
    expect(a1).toMatchObject({ status: 'Partly paid', received: 400 });
    const b1 = await save(invoicePayload(customers.bharat, lines(2500.5), { date: '2025-06-02' }));
    expect(b1.status).toBe('Unpaid');
    // Tuesday: a part receipt from Bharat; Chitra pays in full by UPI.
    await issueReceipt(
      t.app,
      receiptPayload(customers.bharat, [{ invoice_id: b1.id, amount: 1000 }], { date: '2025-06-03' }),
    );
    const c1 = await save(invoicePayload(customers.chitra, lines(300), { date: '2025-06-03' }));
    const c1Paid = await save(
      {
        ...invoicePayload(customers.chitra, lines(300), { date: '2025-06-03' }),
        invoice_number: c1.invoice_number,
        received_now: { amount: c1.grand_total, mode: 'upi', reference: 'UPI 4471' },
      },
      c1.id,
    );
    expect(c1Paid).toMatchObject({ status: 'Paid', balance: 0 });
    // Wednesday: an invoice to Asha issued by mistake and cancelled.
    const a2 = await save(invoicePayload(customers.asha, lines(700), { date: '2025-06-04' }));
    expect((await call(t.app, 'PUT', `/api/invoices/${a2.id}/status`, { status: 'Cancelled' })).status).toBe(
      200,
    );
    // Thursday: Bharat's invoice gains a line; Chitra leaves money on account.
    const b1Edited = await save(
      {
        ...invoicePayload(customers.bharat, lines(2500.5, 99.99), { date: '2025-06-02' }),
        invoice_number: b1.invoice_number,
      },
      b1.id,
    );
    expect(b1Edited).toMatchObject({ status: 'Partly paid', received: 1000 });
    await issueReceipt(t.app, receiptPayload(customers.chitra, [], { amount: 50, date: '2025-06-05' }));
    // Friday: a counter receipt above the payable is refused and leaves nothing behind.
    const refused = await call(
      t.app,
      'POST',
      '/api/invoices',
      invoicePayload(customers.asha, lines(100), {
        date: '2025-06-06',
        received_now: { amount: 500, mode: 'cash' },
      }),
    );
    expectFieldErrors(refused, {
      'received_now.amount': ['Received now (₹500.00) is more than the payable ₹100.00'],
    });
    // A later invoice, in July, for the age buckets.
    await save(invoicePayload(customers.asha, lines(59.01), { date: '2025-07-20' }));

    // The supplier side: two purchases from Dev, one part paid; one from Esha.
    const dev1 = await recordPurchase(t.app, suppliers.dev, product, 1200.4);
    await recordPurchase(t.app, suppliers.dev, product, 300);
    await recordPurchase(t.app, suppliers.esha, product, 75.25);
    const payment = await call(t.app, 'POST', '/api/payments', {
      date: '2025-06-05',
      supplier_id: suppliers.dev,
      amount: 500,
      mode: 'bank_transfer',
      allocations: [{ purchase_id: dev1, amount: 500 }],
    });
    expect(payment.status).toBe(201);
  });
  afterAll(async () => t.close());

  const openDocuments = async (url: string) =>
    (
      await expectAnswer(
        t.app,
        { method: 'GET', url },
        200,
        z.object({ data: z.array(z.object({ balance: z.number() })) }),
      )
    ).data;
  const report = (party: string) =>
    expectAnswer(
      t.app,
      { method: 'GET', url: `/api/outstanding-report?party=${party}&as_of=2025-08-10` },
      200,
      outstandingReportSchema,
    );

  it('adds up to the same amount on the invoice list, the dashboard and the report', async () => {
    const invoices = (await list(t.app, '/api/invoices?limit=100', invoiceListRowSchema)).data;
    const dashboard = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/dashboard?date=2025-06-06' },
      200,
      dashboardSchema,
    );
    const customerReport = await report('customers');
    const owed = sum(invoices.map((row) => row.balance));
    expect(owed).toBeGreaterThan(0);
    expect(paise(dashboard.pending_invoices.amount)).toBe(owed);
    expect(dashboard.pending_invoices.count).toBe(invoices.filter((row) => row.balance > 0).length);
    expect(paise(customerReport.totals.outstanding)).toBe(owed);
    expect(customerReport.totals.documents).toBe(dashboard.pending_invoices.count);
    for (const row of invoices) {
      expect(paise(row.balance)).toBe(
        row.status === 'Cancelled' ? 0 : paise(row.grand_total) - paise(row.received),
      );
    }
    expect(invoices.map((row) => row.status).sort()).toEqual([
      'Cancelled',
      'Paid',
      'Partly paid',
      'Partly paid',
      'Unpaid',
    ]);
  });

  it('gives each customer one balance on the list, the balance call, the open invoices and the report', async () => {
    const listed = (await list(t.app, '/api/customers?limit=100', partyListRowSchema)).data;
    const customerReport = await report('customers');
    for (const id of Object.values(customers)) {
      const balance = await balanceOf(t.app, 'customers', id);
      const row = customerReport.data.find((entry) => entry.party_id === id);
      const open = await openDocuments(`/api/customers/${id}/open-invoices`);
      const invoices = (await list(t.app, `/api/invoices?customer_id=${id}&limit=100`, invoiceListRowSchema))
        .data;
      const listedRow = listed.find((entry) => entry.id === id);
      expect(paise(listedRow?.balance ?? Number.NaN)).toBe(paise(balance.balance));
      expect(paise(row?.balance ?? 0)).toBe(paise(balance.balance));
      expect(paise(row?.outstanding ?? 0)).toBe(sum(invoices.map((invoice) => invoice.balance)));
      expect(paise(row?.outstanding ?? 0) - paise(row?.on_account ?? 0)).toBe(paise(balance.balance));
      expect(sum(open.map((document) => document.balance))).toBe(paise(row?.outstanding ?? 0));
    }
    const chitra = customerReport.data.find((entry) => entry.party_id === customers.chitra);
    expect(chitra).toMatchObject({ outstanding: 0, on_account: 50, balance: -50 });
  });

  it('puts each open invoice in its age bucket as of the report day', async () => {
    const { data, totals } = await report('customers');
    const asha = data.find((entry) => entry.party_id === customers.asha);
    // The invoice of 2 June is 69 days old on 10 August; the one of 20 July 21 days.
    expect(asha?.days_0_30).toBe(59.01);
    expect(asha?.days_31_60).toBe(0);
    expect(asha?.documents).toBe(2);
    expect(paise(asha?.days_61_90 ?? 0)).toBe(paise(asha?.outstanding ?? 0) - paise(59.01));
    expect(
      paise(totals.days_0_30) +
        paise(totals.days_31_60) +
        paise(totals.days_61_90) +
        paise(totals.days_over_90),
    ).toBe(paise(totals.outstanding));
    const later = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/outstanding-report?as_of=2026-01-01' },
      200,
      outstandingReportSchema,
    );
    expect(later.totals.days_over_90).toBe(later.totals.outstanding);
  });

  it('gives each supplier the same balance on the list, the balance call and the report', async () => {
    const listed = (await list(t.app, '/api/suppliers?limit=100', partyListRowSchema)).data;
    const supplierReport = await report('suppliers');
    for (const id of Object.values(suppliers)) {
      const balance = await balanceOf(t.app, 'suppliers', id);
      const row = supplierReport.data.find((entry) => entry.party_id === id);
      expect(paise(listed.find((entry) => entry.id === id)?.balance ?? Number.NaN)).toBe(
        paise(balance.balance),
      );
      expect(paise(row?.balance ?? 0)).toBe(paise(balance.balance));
      const open = await openDocuments(`/api/suppliers/${id}/open-purchases`);
      expect(sum(open.map((document) => document.balance))).toBe(paise(row?.outstanding ?? 0));
    }
    const dev = supplierReport.data.find((entry) => entry.party_id === suppliers.dev);
    // With the phone to call about it.
    expect(dev).toMatchObject({
      party_name: 'Dev Wholesale',
      party_phone: '9826012345',
      documents: 2,
      outstanding: 1000.4,
      balance: 1000.4,
    });
  });

  it('refuses a party it does not know and a malformed day', async () => {
    expect((await call(t.app, 'GET', '/api/outstanding-report?party=staff')).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/outstanding-report?as_of=2025-02-30')).status).toBe(400);
  });
});
