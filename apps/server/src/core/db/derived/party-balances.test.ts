import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOnAccountOfParties } from '../../../documents/on-account-repository';
import { type OutstandingKind, sumOutstandingOfParties } from '../../../documents/outstanding-repository';
import { call } from '../../../test-support/api-calls';
import { createCustomer, createProduct, createSupplier } from '../../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  issueInvoice,
  issueReceipt,
  receiptPayload,
  recordPurchase,
} from '../../../test-support/voucher-fixtures';
import { migrations } from '../migrations/index';

// The balances kept per party (customer_balances, supplier_balances) always equal the outstanding
// query's sums over documents and vouchers (documents/outstanding-repository.ts), after every kind
// of write: through the API, and by plain SQL (a bulk loader, a fix by hand), on both dialects;
// and the migration fills them the same from what is already there. Opening balances (opening
// bills and advances, what vouchers applied to them, and advances applied to bills) are part of both.

const PARTY_BALANCES = '2026-11-26T0600-party-balances-kept';

describe('party balances kept per party', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** Per party: billed, settled and on account, from the outstanding query and from the kept row. */
  async function compare(kind: OutstandingKind) {
    const table = kind === 'invoices' ? 'customers' : 'suppliers';
    const ids = (await sql<{ id: number }>`select id from ${sql.table(table)}`.execute(t.db)).rows.map(
      (row) => Number(row.id),
    );
    const owed = new Map((await sumOutstandingOfParties(t.db, kind, ids)).map((row) => [row.party_id, row]));
    const credit = new Map(
      (await findOnAccountOfParties(t.db, kind, ids)).map((row) => [row.party_id, row.on_account]),
    );
    const balances = kind === 'invoices' ? 'customer_balances' : 'supplier_balances';
    const party = kind === 'invoices' ? 'customer_id' : 'supplier_id';
    const { rows } = await sql<{ id: number; billed: number; settled: number; on_account: number }>`
      select ${sql.ref(party)} as id, billed, settled, on_account from ${sql.table(balances)}`.execute(t.db);
    const kept = Object.fromEntries(
      rows.map((row) => [
        Number(row.id),
        { billed: Number(row.billed), settled: Number(row.settled), on_account: Number(row.on_account) },
      ]),
    );
    const counted = Object.fromEntries(
      ids.map((id) => [
        id,
        {
          billed: owed.get(id)?.billed ?? 0,
          settled: owed.get(id)?.settled ?? 0,
          on_account: credit.get(id) ?? 0,
        },
      ]),
    );
    return { kept, counted };
  }

  async function expectAgreement(where: string) {
    for (const kind of ['invoices', 'purchases'] as const) {
      const { kept, counted } = await compare(kind);
      expect(kept, `${kind} after ${where}`).toEqual(counted);
    }
  }

  it('follows invoices, receipts, notes, purchases, payments and returns through the API and by SQL', async () => {
    const asha = await createCustomer(t.app, { name: 'Asha Stores' });
    const bharat = await createCustomer(t.app, { name: 'Bharat Traders' });
    const dev = await createSupplier(t.app, { name: 'Dev Wholesale' });
    const product = await createProduct(t.app, { gst_rate: 0, mrp: 100, rate: 100 });
    await expectAgreement('new parties');

    // Opening balances (bills and advances from the old books) are part of every figure.
    const start = await call(t.app, 'PUT', '/api/settings/books-start', { books_start_date: '2025-04-01' });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const oldBill = async (path: string, body: Record<string, unknown>) => {
      const answer = await call(t.app, 'POST', `/api/${path}/opening-balances`, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return (answer.body as { id: number }).id;
    };
    const ashaOld = await oldBill(`customers/${asha}`, { number: 'OLD/1', date: '2025-03-10', amount: 300 });
    const ashaOlder = await oldBill(`customers/${asha}`, {
      number: 'OLD/2',
      date: '2025-03-20',
      amount: 200,
    });
    await oldBill(`customers/${asha}`, { kind: 'advance', date: '2025-03-25', amount: 40 });
    const bharatOld = await oldBill(`customers/${bharat}`, { number: 'B/7', date: '2025-02-01', amount: 80 });
    const devOld = await oldBill(`suppliers/${dev}`, { number: 'D/1', date: '2025-03-01', amount: 500 });
    const devAdvance = await oldBill(`suppliers/${dev}`, { kind: 'advance', date: '2025-03-02', amount: 25 });
    await expectAgreement('opening bills and advances');

    const first = await issueInvoice(t.app, asha, product, 100);
    const second = await issueInvoice(t.app, asha, product, 250, {
      received_now: { amount: 50, mode: 'cash' },
    });
    const third = await issueInvoice(t.app, bharat, product, 400);
    await expectAgreement('invoices');
    const receipt = await issueReceipt(
      t.app,
      receiptPayload(asha, [
        { invoice_id: first.id, amount: 60 },
        { invoice_id: second.id, amount: 100 },
      ]),
    );
    await issueReceipt(t.app, receiptPayload(bharat, [], { amount: 75 }));
    await expectAgreement('receipts, one on account');
    // A receipt applied to opening bills and an invoice, with the rest on account.
    const opening = await call(t.app, 'POST', '/api/receipts', {
      ...receiptPayload(asha, []),
      amount: 450,
      allocations: [
        { opening_bill_id: ashaOld, amount: 300 },
        { opening_bill_id: ashaOlder, amount: 50 },
        { invoice_id: first.id, amount: 40 },
      ],
    });
    expect(opening.status, JSON.stringify(opening.body)).toBe(201);
    const openingReceipt = (opening.body as { id: number }).id;
    await expectAgreement('a receipt applied to opening bills');
    expect((await call(t.app, 'DELETE', `/api/opening-balances/${bharatOld}`)).status).toBe(204);
    await expectAgreement('an opening bill removed');

    const credit = await call(t.app, 'POST', '/api/credit-notes', {
      invoice_id: third.id,
      note_date: '2025-06-20',
      kind: 'value',
      reason: 'Rate agreed lower',
      lines: [{ invoice_item_id: third.items[0]?.id, taxable_value: 30 }],
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    await expectAgreement('a credit note');
    expect(
      (await call(t.app, 'PUT', `/api/invoices/${first.id}/status`, { status: 'Cancelled' })).status,
    ).toBe(409);
    const spare = await issueInvoice(t.app, bharat, product, 90);
    expect(
      (await call(t.app, 'PUT', `/api/invoices/${spare.id}/status`, { status: 'Cancelled' })).status,
    ).toBe(200);
    await expectAgreement('a cancellation');

    const purchase = await recordPurchase(t.app, dev, product, 400);
    const payment = await call(t.app, 'POST', '/api/payments', {
      date: '2025-07-01',
      supplier_id: dev,
      amount: 150,
      mode: 'cash',
      allocations: [{ purchase_id: purchase, amount: 150 }],
    });
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);
    const advance = await call(t.app, 'POST', '/api/payments', {
      date: '2025-07-01',
      supplier_id: dev,
      amount: 350,
      mode: 'cash',
      allocations: [],
    });
    expect(advance.status, JSON.stringify(advance.body)).toBe(201);
    const paidOld = await call(t.app, 'POST', '/api/payments', {
      date: '2025-07-01',
      supplier_id: dev,
      amount: 260,
      mode: 'cash',
      allocations: [{ opening_bill_id: devOld, amount: 200 }],
    });
    expect(paidOld.status, JSON.stringify(paidOld.body)).toBe(201);
    await expectAgreement('a purchase and payments with money on account, one to an opening bill');
    // Money on account applied to bills: opening advances first, then a payment's unapplied part.
    for (const [path, allocation] of [
      [`customers/${asha}`, { document_id: second.id, amount: 40 }],
      [`suppliers/${dev}`, { document_id: purchase, amount: 100 }],
    ] as const) {
      const applied = await call(t.app, 'POST', `/api/${path}/on-account`, { allocations: [allocation] });
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    }
    await expectAgreement('money on account applied to bills');
    await sql`update opening_advance_applications set amount = amount + 1000 where opening_bill_id = ${devAdvance}`.execute(
      t.db,
    );
    await expectAgreement('an advance application changed by SQL');
    await sql`delete from opening_advance_applications where opening_bill_id = ${devAdvance}`.execute(t.db);
    await expectAgreement('an advance application deleted by SQL');
    const returned = await call(t.app, 'POST', '/api/purchase-returns', {
      purchase_id: purchase,
      return_date: '2025-07-02',
      reason: 'Damaged in transit',
      lines: [{ purchase_item_id: await firstPurchaseLine(purchase), quantity: 1 }],
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    await expectAgreement('a purchase return');

    expect((await call(t.app, 'DELETE', `/api/receipts/${receipt.id}`)).status).toBe(204);
    await expectAgreement('a removed receipt');

    // By hand: bring the receipt back, move and change allocations, move an invoice to another
    // customer, cancel one, delete what can be deleted.
    await sql`update vouchers set removed_at = null where id = ${receipt.id}`.execute(t.db);
    await expectAgreement('a receipt brought back by SQL');
    await sql`update voucher_allocations set amount = amount - 1000 where voucher_id = ${receipt.id}
      and invoice_id = ${second.id}`.execute(t.db);
    await sql`update voucher_allocations set invoice_id = ${third.id} where voucher_id = ${receipt.id}
      and invoice_id = ${first.id}`.execute(t.db);
    await expectAgreement('allocations changed by SQL');
    await sql`update vouchers set amount = amount + 2500, customer_id = ${bharat} where id = ${receipt.id}`.execute(
      t.db,
    );
    await sql`update invoices set customer_id = ${bharat}, grand_total = grand_total + 100 where id = ${second.id}`.execute(
      t.db,
    );
    await sql`update invoices set status = 'Cancelled' where id = ${first.id}`.execute(t.db);
    await expectAgreement('vouchers and invoices changed by SQL');
    await sql`delete from voucher_allocations where voucher_id = ${receipt.id}`.execute(t.db);
    await sql`delete from vouchers where id = ${receipt.id}`.execute(t.db);
    await expectAgreement('a receipt deleted by SQL');

    // The same by hand for opening balances and what was applied to them.
    expect((await call(t.app, 'DELETE', `/api/receipts/${openingReceipt}`)).status).toBe(204);
    await expectAgreement('a receipt applied to opening bills removed');
    await sql`update vouchers set removed_at = null where id = ${openingReceipt}`.execute(t.db);
    await expectAgreement('it brought back by SQL');
    await sql`update opening_bill_allocations set amount = amount - 2000, opening_bill_id = ${ashaOlder}
      where voucher_id = ${openingReceipt} and opening_bill_id = ${ashaOld}`.execute(t.db);
    await sql`update opening_bill_allocations set opening_bill_id = ${ashaOld}
      where voucher_id = ${openingReceipt} and amount = 5000`.execute(t.db);
    await expectAgreement('opening allocations changed by SQL');
    await sql`update vouchers set customer_id = ${bharat}, amount = amount + 700 where id = ${openingReceipt}`.execute(
      t.db,
    );
    await sql`update opening_bills set amount = amount + 900, customer_id = ${bharat} where id = ${ashaOlder}`.execute(
      t.db,
    );
    await sql`update opening_bills set kind = 'bill', number = 'D/2', amount = 3000 where id = ${devAdvance}`.execute(
      t.db,
    );
    await expectAgreement('a voucher and opening bills changed by SQL');
    await sql`delete from opening_bill_allocations where voucher_id = ${openingReceipt} and opening_bill_id = ${ashaOld}`.execute(
      t.db,
    );
    await sql`update opening_bills set kind = 'advance', number = null where id = ${ashaOld}`.execute(t.db);
    await expectAgreement('an opening allocation deleted and a bill made an advance by SQL');

    // The migrations fill the same figures from what is there (2026-11-26T0600 the documents' and
    // vouchers', 2026-11-26T0900 the opening balances'), going down past both and every later one.
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
    const names = Object.keys(migrations).sort();
    const before = names[names.indexOf(PARTY_BALANCES) - 1];
    const down = await migrator.migrateTo(before ?? '');
    expect(down.error).toBeUndefined();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    await expectAgreement('the migration down and up');
  });

  async function firstPurchaseLine(purchaseId: number): Promise<number> {
    const { rows } = await sql<{ id: number }>`select id from purchase_items where purchase_id = ${purchaseId}
      order by line_no limit 1`.execute(t.db);
    return Number(rows[0]?.id);
  }
});
