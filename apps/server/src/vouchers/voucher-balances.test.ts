import { listResponseSchema, partyListRowSchema, voucherDetailSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer } from '../test-support/api-calls';
import { createCustomer, createProduct } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { balanceOf, issueInvoice, postReceipt, receiptPayload } from '../test-support/voucher-fixtures';

// A seeded run of invoices, receipts, removals and cancellations, checking after every step that
// each customer's balance is exactly what the test's own ledger says: invoiced (not cancelled)
// minus received (receipts not removed), in paise.

type Ledger = {
  invoices: { id: number; number: string; paise: number; cancelled: boolean; settledPaise: number }[];
  receipts: { id: number; paise: number; lines: { invoice: number; paise: number }[] }[];
};

function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('outstanding balances', () => {
  let t: TestApp;
  let product: number;

  beforeAll(async () => {
    t = await createTestApp();
    product = await createProduct(t.app, { gst_rate: 0, mrp: 100, rate: 100 });
  });
  afterAll(async () => t.close());

  it('always equal invoiced minus received, on the balance call and in the customer list', async () => {
    const random = seededRandom(20251122);
    const customers = await Promise.all(
      [1, 2, 3].map(() => createCustomer(t.app, { name: `Ledger ${Math.random()}` })),
    );
    const ledgers = new Map<number, Ledger>(customers.map((id) => [id, { invoices: [], receipts: [] }]));
    const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];

    for (let step = 0; step < 45; step++) {
      const customer = pick(customers) ?? 0;
      const ledger = ledgers.get(customer) ?? { invoices: [], receipts: [] };
      const action = random();
      const open = ledger.invoices.filter(
        (invoice) => !invoice.cancelled && invoice.settledPaise < invoice.paise,
      );
      if (action < 0.3 || ledger.invoices.length === 0) {
        const paise = 100 + Math.floor(random() * 500_000);
        const invoice = await issueInvoice(t.app, customer, product, paise / 100);
        ledger.invoices.push({
          id: invoice.id,
          number: invoice.invoice_number,
          paise,
          cancelled: false,
          settledPaise: 0,
        });
      } else if (action < 0.6 && open.length > 0) {
        const chosen = open.slice(0, 1 + Math.floor(random() * open.length));
        const lines = chosen.map((invoice) => ({
          invoice,
          paise: 1 + Math.floor(random() * (invoice.paise - invoice.settledPaise)),
        }));
        const answer = await postReceipt(
          t.app,
          receiptPayload(
            customer,
            lines.map((line) => ({ invoice_id: line.invoice.id, amount: line.paise / 100 })),
          ),
        );
        expect(answer.status).toBe(201);
        for (const line of lines) line.invoice.settledPaise += line.paise;
        const id = voucherDetailSchema.parse(answer.body).id;
        const total = lines.reduce((sum, line) => sum + line.paise, 0);
        ledger.receipts.push({
          id,
          paise: total,
          lines: lines.map((l) => ({ invoice: l.invoice.id, paise: l.paise })),
        });
      } else if (action < 0.7) {
        const paise = 1 + Math.floor(random() * 100_000);
        const answer = await postReceipt(
          t.app,
          receiptPayload(customer, [], { amount: paise / 100, mode: 'cash' }),
        );
        ledger.receipts.push({ id: voucherDetailSchema.parse(answer.body).id, paise, lines: [] });
      } else if (action < 0.85 && ledger.receipts.length > 0) {
        const receipt = pick(ledger.receipts);
        if (!receipt) continue;
        expect((await call(t.app, 'DELETE', `/api/receipts/${receipt.id}`)).status).toBe(204);
        ledger.receipts = ledger.receipts.filter((r) => r.id !== receipt.id);
        for (const line of receipt.lines) {
          const invoice = ledger.invoices.find((i) => i.id === line.invoice);
          if (invoice) invoice.settledPaise -= line.paise;
        }
      } else {
        const invoice = pick(ledger.invoices.filter((i) => !i.cancelled));
        if (!invoice) continue;
        const answer = await call(t.app, 'PUT', `/api/invoices/${invoice.id}/status`, {
          status: 'Cancelled',
        });
        expect(answer.status).toBe(invoice.settledPaise > 0 ? 409 : 200);
        if (answer.status === 200) invoice.cancelled = true;
      }
      await expectBalances(t, ledgers);
    }
  });
});

async function expectBalances(t: TestApp, ledgers: Map<number, Ledger>) {
  const rows = await expectAnswer(
    t.app,
    { method: 'GET', url: '/api/customers?search=Ledger' },
    200,
    listResponseSchema(partyListRowSchema),
  );
  for (const [customer, ledger] of ledgers) {
    const invoiced = ledger.invoices.filter((i) => !i.cancelled).reduce((sum, i) => sum + i.paise, 0);
    const received = ledger.receipts.reduce((sum, r) => sum + r.paise, 0);
    const balance = await balanceOf(t.app, 'customers', customer);
    expect([balance.billed, balance.settled, balance.balance]).toEqual([
      invoiced / 100,
      received / 100,
      (invoiced - received) / 100,
    ]);
    expect(rows.data.find((row) => row.id === customer)?.balance).toBe((invoiced - received) / 100);
  }
}
