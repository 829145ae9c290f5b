import { invoiceDetailSchema } from '@bahi/domain/schemas';
import { sql } from 'kysely';
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

// invoices.settled and purchases.settled always equal what live vouchers applied to each
// document, however the vouchers are written: through the API, or by plain SQL (a bulk loader,
// a fix by hand), on both dialects.

describe('settled amounts kept on documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** Documents whose stored `settled` differs from a recount of live allocations. */
  async function drift() {
    const { rows } = await sql<{ kind: string; id: number; stored: number; counted: number }>`
      select 'invoice' as kind, d.id, d.settled as stored, (select coalesce(sum(a.amount), 0)
        from voucher_allocations a join vouchers v on v.id = a.voucher_id
        where a.invoice_id = d.id and v.removed_at is null) as counted from invoices d
      union all
      select 'purchase' as kind, d.id, d.settled as stored, (select coalesce(sum(a.amount), 0)
        from voucher_allocations a join vouchers v on v.id = a.voucher_id
        where a.purchase_id = d.id and v.removed_at is null) as counted from purchases d`.execute(t.db);
    return rows.filter((row) => Number(row.stored) !== Number(row.counted));
  }

  it('follows receipts, payments and removals made through the API and by SQL', async () => {
    const customer = await createCustomer(t.app);
    const supplier = await createSupplier(t.app);
    const product = await createProduct(t.app, { gst_rate: 0, mrp: 100, rate: 100 });
    const first = await issueInvoice(t.app, customer, product, 100);
    const second = await issueInvoice(t.app, customer, product, 250);
    const purchase = await recordPurchase(t.app, supplier, product, 400);
    const receipt = await issueReceipt(
      t.app,
      receiptPayload(customer, [
        { invoice_id: first.id, amount: 60 },
        { invoice_id: second.id, amount: 250 },
      ]),
    );
    await issueReceipt(t.app, receiptPayload(customer, [{ invoice_id: first.id, amount: 40 }]));
    const payment = await call(t.app, 'POST', '/api/payments', {
      date: '2025-07-01',
      supplier_id: supplier,
      amount: 150,
      mode: 'cash',
      allocations: [{ purchase_id: purchase, amount: 150 }],
    });
    expect(payment.status).toBe(201);
    expect(await drift()).toEqual([]);
    const settledOf = async (id: number) =>
      Number(
        (await sql<{ settled: number }>`select settled from invoices where id = ${id}`.execute(t.db)).rows[0]
          ?.settled,
      );
    expect(await settledOf(first.id)).toBe(10000);

    expect((await call(t.app, 'DELETE', `/api/receipts/${receipt.id}`)).status).toBe(204);
    expect(await drift()).toEqual([]);
    expect(await settledOf(first.id)).toBe(4000);
    expect(
      invoiceDetailSchema.parse((await call(t.app, 'GET', `/api/invoice/${second.id}`)).body).status,
    ).toBe('Unpaid');

    // By hand: bring the removed receipt back, move an allocation, change an amount, delete one.
    await sql`update vouchers set removed_at = null where id = ${receipt.id}`.execute(t.db);
    expect(await drift()).toEqual([]);
    await sql`update voucher_allocations set amount = amount - 1000 where voucher_id = ${receipt.id} and invoice_id = ${second.id}`.execute(
      t.db,
    );
    await sql`update voucher_allocations set invoice_id = ${second.id} where invoice_id = ${first.id} and voucher_id <> ${receipt.id}`.execute(
      t.db,
    );
    expect(await drift()).toEqual([]);
    await sql`delete from voucher_allocations where voucher_id = ${receipt.id}`.execute(t.db);
    expect(await drift()).toEqual([]);
    expect(await settledOf(first.id)).toBe(0);
  });
});
