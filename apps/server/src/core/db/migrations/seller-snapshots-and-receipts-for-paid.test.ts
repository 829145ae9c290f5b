import { invoiceDetailSchema } from '@bahi/domain/schemas';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test-support/api-calls';
import { createCustomer, createProduct, createSupplier } from '../../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  issueInvoice,
  issueReceipt,
  receiptPayload,
  recordPurchase,
} from '../../../test-support/voucher-fixtures';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-25T0100 on a database made before it, and back: invoices marked Paid by hand
// get the cash receipt that mark implied, every document gets the seller's particulars, and going
// down restores the hand-set marks and removes only what the migration added.

const NAME = '2026-11-25T0100-seller-snapshots-and-receipts-for-paid';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

type ReceiptRow = {
  invoice_id: number;
  voucher_number: string;
  date: string;
  mode: string;
  amount: number;
  reference: string | null;
};

describe(`Migration ${NAME}`, () => {
  let t: TestApp;
  let db: Kysely<unknown>;
  const invoices: Record<'handPaid' | 'partPaidByHand' | 'unpaid' | 'settled', { id: number; date: string }> =
    {} as never;

  const migrateTo = async (name: string) => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(name);
    if (error) throw error;
  };
  const statuses = async () => {
    const { rows } = await sql<{
      id: number;
      status: string;
    }>`select id, status from invoices order by id`.execute(db);
    return Object.fromEntries(rows.map((row) => [Number(row.id), row.status]));
  };
  const receipts = async () => {
    const { rows } =
      await sql<ReceiptRow>`select a.invoice_id, v.voucher_number, v.date, v.mode, a.amount, v.reference
      from vouchers v join voucher_allocations a on a.voucher_id = v.id order by v.seq`.execute(db);
    return rows.map((row) => ({ ...row, invoice_id: Number(row.invoice_id), amount: Number(row.amount) }));
  };
  const lastSeq = async () =>
    Number(
      (
        await sql<{ last_seq: number }>`select last_seq from voucher_series where kind = 'receipt'`.execute(
          db,
        )
      ).rows[0]?.last_seq,
    );

  beforeAll(async () => {
    t = await createTestApp();
    db = t.db as unknown as Kysely<unknown>;
    const customer = await createCustomer(t.app);
    const product = await createProduct(t.app, { gst_rate: 0, mrp: 100, rate: 100 });
    const issue = async (date: string) => {
      const invoice = await issueInvoice(t.app, customer, product, 100, { date });
      return { id: invoice.id, date };
    };
    invoices.handPaid = await issue('2025-06-01');
    invoices.partPaidByHand = await issue('2025-06-02');
    invoices.unpaid = await issue('2025-06-03');
    invoices.settled = await issue('2025-06-04');
    await issueReceipt(
      t.app,
      receiptPayload(customer, [{ invoice_id: invoices.partPaidByHand.id, amount: 30 }]),
    );
    await issueReceipt(t.app, receiptPayload(customer, [{ invoice_id: invoices.settled.id, amount: 100 }]));
    await recordPurchase(t.app, await createSupplier(t.app), product, 50);
  });
  afterAll(async () => t.close());

  it('goes down to hand-set statuses: Paid where receipts settle the invoice in full', async () => {
    await migrateTo(BEFORE);
    expect(await statuses()).toEqual({
      [invoices.handPaid.id]: 'Unpaid',
      [invoices.partPaidByHand.id]: 'Unpaid',
      [invoices.unpaid.id]: 'Unpaid',
      [invoices.settled.id]: 'Paid',
    });
    await expect(sql`select seller_snapshot from invoices`.execute(db)).rejects.toThrow();
  });

  it('turns a hand-set Paid into the cash receipt it implied, dated the invoice date, and fills the particulars', async () => {
    // As staff could before: two invoices marked Paid by hand, one of them with 30 received.
    await sql`update invoices set status = 'Paid' where id in (${invoices.handPaid.id}, ${invoices.partPaidByHand.id})`.execute(
      db,
    );
    await migrateToLatest(t.db);
    const added = (await receipts()).filter(
      (row) => row.reference === 'Marked Paid before receipts were kept',
    );
    expect(added).toEqual([
      {
        invoice_id: invoices.handPaid.id,
        voucher_number: 'RV-003',
        date: '2025-06-01',
        mode: 'cash',
        amount: 10000,
        reference: 'Marked Paid before receipts were kept',
      },
      {
        invoice_id: invoices.partPaidByHand.id,
        voucher_number: 'RV-004',
        date: '2025-06-02',
        mode: 'cash',
        amount: 7000,
        reference: 'Marked Paid before receipts were kept',
      },
    ]);
    expect(await lastSeq()).toBe(4);
    expect(new Set(Object.values(await statuses()))).toEqual(new Set(['Unpaid']));
    const shown = async (id: number) =>
      invoiceDetailSchema.parse((await call(t.app, 'GET', `/api/invoice/${id}`)).body);
    expect((await shown(invoices.handPaid.id)).status).toBe('Paid');
    expect((await shown(invoices.partPaidByHand.id)).status).toBe('Paid');
    expect(await shown(invoices.unpaid.id)).toMatchObject({ status: 'Unpaid', balance: 100 });
    expect((await shown(invoices.settled.id)).status).toBe('Paid');
    for (const table of ['invoices', 'purchases', 'vouchers']) {
      const { rows } = await sql<{
        seller_snapshot: string | null;
      }>`select seller_snapshot from ${sql.table(table)}`.execute(db);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect(JSON.parse(row.seller_snapshot ?? 'null')).toMatchObject({
          name: 'Bahi Traders',
          state_code: '22',
        });
    }
    // A receipt issued after the migration takes the next number.
    const next = await call(t.app, 'GET', '/api/receipts/next-number');
    expect(next.body).toEqual({ voucher_number: 'RV-005' });
  });

  it('goes down again removing only the receipts it added, and up again', async () => {
    await migrateTo(BEFORE);
    expect((await receipts()).map((row) => row.voucher_number)).toEqual(['RV-001', 'RV-002']);
    expect(await lastSeq()).toBe(2);
    expect(await statuses()).toEqual({
      [invoices.handPaid.id]: 'Paid',
      [invoices.partPaidByHand.id]: 'Paid',
      [invoices.unpaid.id]: 'Unpaid',
      [invoices.settled.id]: 'Paid',
    });
    await migrateToLatest(t.db);
    expect((await receipts()).map((row) => row.voucher_number)).toEqual([
      'RV-001',
      'RV-002',
      'RV-003',
      'RV-004',
    ]);
  });
});
