import { invoiceDetailSchema, purchaseDetailSchema } from '@bahi/domain/schemas';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  invoicePayload,
  postInvoice,
} from '../../../test-support/document-fixtures';
import { expenseInput } from '../../../test-support/expense-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-27T0400 on a shop with one of every counter-numbered document: the five
// series tables become rows of document_series and back, and each series numbers on from where
// it was, whichever way the shop went.

const NAME = '2026-11-27T0400-one-document-series';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

const LATEST_ROWS = [
  { series: 'credit_note', financial_year: '25-26', last_seq: 1 },
  { series: 'debit_note', financial_year: '25-26', last_seq: 1 },
  { series: 'payment', financial_year: 'all', last_seq: 1 },
  { series: 'purchase_return', financial_year: '25-26', last_seq: 1 },
  { series: 'receipt', financial_year: 'all', last_seq: 1 },
  { series: 'refund_paid', financial_year: '25-26', last_seq: 1 },
  { series: 'refund_received', financial_year: '25-26', last_seq: 1 },
  { series: 'self_invoice', financial_year: '25-26', last_seq: 1 },
];

describe(`Migration ${NAME}`, () => {
  let t: TestApp;
  let db: Kysely<unknown>;
  let customer: number;
  let supplier: number;
  let product: number;

  const migrateTo = async (name: string) => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(name);
    if (error) throw error;
  };

  function ok(answer: { status: number; body: unknown }, what: string): { id?: number } {
    expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body as { id?: number };
  }

  /** One of each counter-numbered kind, on its own invoice and purchase (all in 2025-26). */
  async function oneOfEach(day: string): Promise<void> {
    const invoice = invoiceDetailSchema.parse(
      ok(
        await postInvoice(
          t.app,
          invoicePayload(
            customer,
            [{ product_id: product, price_basis: 'rate', rate: 100, gst_rate: 18, quantity: 10 }],
            { date: `2025-07-${day}`, received_now: { amount: 1180, mode: 'cash' } },
          ),
        ),
        'invoice',
      ),
    );
    const invoiceLine = invoice.items[0]?.id;
    ok(
      await call(t.app, 'POST', '/api/credit-notes', {
        invoice_id: invoice.id,
        note_date: `2025-07-${day}`,
        kind: 'return',
        reason: 'Two came back',
        lines: [{ invoice_item_id: invoiceLine, quantity: 2 }],
      }),
      'credit note',
    );
    ok(
      await call(t.app, 'POST', '/api/debit-notes', {
        invoice_id: invoice.id,
        note_date: `2025-07-${day}`,
        reason: 'Rate corrected',
        lines: [{ invoice_item_id: invoiceLine, taxable_value: 50 }],
      }),
      'debit note',
    );
    ok(
      await call(t.app, 'POST', `/api/invoices/${invoice.id}/refunds`, {
        date: `2025-07-${day}`,
        amount: 100,
        mode: 'upi',
      }),
      'refund paid',
    );
    const purchaseId = ok(
      await call(t.app, 'POST', '/api/admin/add-purchases', {
        supplier_id: supplier,
        invoice_number: `SER-${day}`,
        purchase_date: `2025-08-${day}`,
        items: [{ product_id: product, quantity: 10, amount: 1000, gst_rate: 18 }],
      }),
      'purchase',
    ).id;
    const purchase = purchaseDetailSchema.parse(
      (await call(t.app, 'GET', `/api/admin/purchases/${purchaseId}`)).body,
    );
    ok(
      await call(t.app, 'POST', '/api/payments', {
        date: `2025-08-${day}`,
        supplier_id: supplier,
        amount: 1180,
        mode: 'bank_transfer',
        allocations: [{ purchase_id: purchaseId, amount: 1180 }],
      }),
      'payment',
    );
    ok(
      await call(t.app, 'POST', '/api/purchase-returns', {
        purchase_id: purchaseId,
        return_date: `2025-08-${day}`,
        reason: 'Dented',
        lines: [{ purchase_item_id: purchase.items[0]?.id, quantity: 2 }],
      }),
      'purchase return',
    );
    ok(
      await call(t.app, 'POST', `/api/purchases/${purchaseId}/refunds`, {
        date: `2025-08-${day}`,
        amount: 100,
        mode: 'upi',
      }),
      'refund received',
    );
    ok(
      await call(
        t.app,
        'POST',
        '/api/expenses',
        expenseInput({
          date: `2025-07-${day}`,
          category: 'Transport',
          payee: 'Verma Roadways',
          amount: 10000,
          gst_amount: 0,
          gst_rate: 5,
          reverse_charge: true,
        }),
      ),
      'self-invoice',
    );
  }

  /** Each document's position in its series, by series, in order of issue. */
  async function positions(): Promise<Record<string, number[]>> {
    const { rows } = await sql<{ series: string; seq: number }>`
      select note_type || '_note' as series, seq from sales_notes
      union all select 'purchase_return', seq from purchase_returns
      union all select 'refund_' || direction, seq from refunds
      union all select kind, seq from vouchers
      order by 1, 2`.execute(db);
    const found: Record<string, number[]> = {};
    for (const row of rows) found[row.series] = [...(found[row.series] ?? []), Number(row.seq)];
    const { rows: selfInvoices } = await sql<{ number: string }>`select self_invoice_number as number
      from expenses where self_invoice_number is not null order by id`.execute(db);
    found.self_invoice = selfInvoices.map((row) => Number(row.number.split('/').at(-1)));
    return found;
  }

  const seriesRows = async () =>
    (
      await sql<{ series: string; financial_year: string; last_seq: number }>`select series,
        financial_year, last_seq from document_series order by series, financial_year`.execute(db)
    ).rows.map((row) => ({ ...row, last_seq: Number(row.last_seq) }));

  beforeAll(async () => {
    t = await createTestApp();
    db = t.db as unknown as Kysely<unknown>;
    customer = await createCustomer(t.app, { name: 'Series Traders' });
    supplier = await createSupplier(t.app, { name: 'Series Supplies' });
    product = await createProduct(t.app, { gst_rate: 18, opening_stock: 100 });
    const booksStart = await call(t.app, 'PUT', '/api/settings/books-start', {
      books_start_date: '2025-04-01',
    });
    expect(booksStart.status, JSON.stringify(booksStart.body)).toBe(200);
    await oneOfEach('10');
  });
  afterAll(async () => t.close());

  it('keeps every series in one table', async () => {
    expect(await seriesRows()).toEqual(LATEST_ROWS);
  });

  it('goes down to the five tables with every counter, and numbers on from there', async () => {
    await migrateTo(BEFORE);
    await expect(sql`select 1 from document_series`.execute(db)).rejects.toThrow();
    const rows = async (query: ReturnType<typeof sql>) =>
      (await query.execute(db)).rows.map((row) =>
        Object.fromEntries(
          Object.entries(row as object).map(([k, v]) => [k, k === 'last_seq' ? Number(v) : v]),
        ),
      );
    expect(
      await rows(sql`select note_type, financial_year, last_seq from note_series order by note_type`),
    ).toEqual([
      { note_type: 'credit', financial_year: '25-26', last_seq: 1 },
      { note_type: 'debit', financial_year: '25-26', last_seq: 1 },
    ]);
    expect(await rows(sql`select financial_year, last_seq from purchase_return_series`)).toEqual([
      { financial_year: '25-26', last_seq: 1 },
    ]);
    expect(
      await rows(sql`select direction, financial_year, last_seq from refund_series order by direction`),
    ).toEqual([
      { direction: 'paid', financial_year: '25-26', last_seq: 1 },
      { direction: 'received', financial_year: '25-26', last_seq: 1 },
    ]);
    expect(await rows(sql`select kind, last_seq from voucher_series order by kind`)).toEqual([
      { kind: 'payment', last_seq: 1 },
      { kind: 'receipt', last_seq: 1 },
    ]);
    expect(await rows(sql`select financial_year, last_seq from self_invoice_series`)).toEqual([
      { financial_year: '25-26', last_seq: 1 },
    ]);
  });

  it('comes up again keeping every counter, and each series numbers on at the next number', async () => {
    await migrateToLatest(t.db);
    expect(await seriesRows()).toEqual(LATEST_ROWS);
    await oneOfEach('20');
    expect(await seriesRows()).toEqual(LATEST_ROWS.map((row) => ({ ...row, last_seq: 2 })));
    const each = Object.fromEntries(LATEST_ROWS.map((row) => [row.series, [1, 2]]));
    expect(await positions()).toEqual(each);
  });
});
