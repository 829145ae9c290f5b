import { ageBucketCutoffs, dueAgeCutoffs } from '@bahi/domain';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_MONTHS_SHAPES } from '../core/db/derived/open-months';
import { migrations } from '../core/db/migrations/index';
import { type OutstandingKind, sumOutstandingByPartyAndAge } from '../documents/outstanding-repository';
import { call } from '../test-support/api-calls';
import { createCustomer, createProduct, createSupplier } from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { issueInvoice, issueReceipt, receiptPayload, recordPurchase } from '../test-support/voucher-fixtures';
import type { AgeingRow } from './outstanding-aged-repository';
import { sumAgedOutstanding } from './outstanding-ageing';
import { sumOutstandingByPartyAndDueAge } from './outstanding-due-repository';

// The outstanding report's ages read from the months kept per party (customer_open_months,
// supplier_open_months) equal the same ages counted over every open document (the one outstanding
// query), by bill date and by due date, on days whose bucket edges fall mid-month, on a month's
// first day and at its end; and the kept months equal the open documents grouped by party and
// month. Checked after part receipts, credit notes, opening bills, cancellations, purchases,
// payments and returns, writes by plain SQL (a date moved to another month, a party changed), and
// the migration going down and up.

const OPEN_MONTHS = '2026-11-27T1400-open-months-kept';
// Edges mid-month (07-17, 08-31), one on a month's first day (07-01: 06-01), all past (2026).
const DAYS = ['2025-07-01', '2025-07-17', '2025-08-31', '2026-01-15'];

/** Rows per party and bucket added up, as the report does. */
function byPartyAndBucket(
  rows: readonly AgeingRow[],
): Record<string, { documents: number; outstanding: number }> {
  const sums: Record<string, { documents: number; outstanding: number }> = {};
  for (const row of rows) {
    const key = `${row.party_id}/${row.bucket}`;
    const sum = sums[key] ?? { documents: 0, outstanding: 0 };
    sum.documents += row.documents;
    sum.outstanding += row.outstanding;
    sums[key] = sum;
  }
  return sums;
}

describe('ageing from the kept months', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function keptAgainstDocuments(kind: OutstandingKind) {
    const shape = OPEN_MONTHS_SHAPES.find((candidate) => candidate.documents === kind);
    if (!shape) throw new Error(kind);
    const { rows: kept } = await sql<Record<string, unknown>>`select ${sql.ref(shape.party)} as party_id,
        month, documents, outstanding from ${sql.table(shape.months)}
      order by 1, 2`.execute(t.db);
    const { rows: counted } = await sql<Record<string, unknown>>`select d.${sql.ref(shape.party)} as party_id,
        substr(d.${sql.ref(shape.date)}, 1, 7) as month, count(*) as documents,
        sum(${sql.raw(shape.payable('d'))} - d.settled) as outstanding
      from ${sql.table(shape.documents)} d where ${sql.raw(`d.status <> 'Cancelled' and d.settled < ${shape.payable('d')}`)}
      group by 1, 2 order by 1, 2`.execute(t.db);
    const plain = (rows: Record<string, unknown>[]) =>
      rows.map((row) => ({
        party_id: Number(row.party_id),
        month: String(row.month),
        documents: Number(row.documents),
        outstanding: Number(row.outstanding),
      }));
    return { kept: plain(kept), counted: plain(counted) };
  }

  async function expectAgreement(where: string) {
    for (const kind of ['invoices', 'purchases'] as const) {
      const { kept, counted } = await keptAgainstDocuments(kind);
      expect(kept, `${kind} months after ${where}`).toEqual(counted);
      for (const day of DAYS) {
        const byBill = await sumAgedOutstanding(t.db, kind, {
          by: 'bill_date',
          cutoffs: ageBucketCutoffs(day),
        });
        expect(byPartyAndBucket(byBill), `${kind} by bill date on ${day} after ${where}`).toEqual(
          byPartyAndBucket(await sumOutstandingByPartyAndAge(t.db, kind, ageBucketCutoffs(day))),
        );
        const byDue = await sumAgedOutstanding(t.db, kind, { by: 'due_date', cutoffs: dueAgeCutoffs(day) });
        expect(byPartyAndBucket(byDue), `${kind} by due date on ${day} after ${where}`).toEqual(
          byPartyAndBucket(await sumOutstandingByPartyAndDueAge(t.db, kind, dueAgeCutoffs(day))),
        );
      }
    }
  }

  it('agrees with the documents after every kind of write, and after the migration down and up', async () => {
    const start = await call(t.app, 'PUT', '/api/settings/books-start', { books_start_date: '2025-04-01' });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const product = await createProduct(t.app, { gst_rate: 0, mrp: 100, rate: 100 });
    const asha = await createCustomer(t.app, { name: 'Asha Stores', credit_days: 15 });
    const bharat = await createCustomer(t.app, { name: 'Bharat Traders', credit_days: 45 });
    const chitra = await createCustomer(t.app, { name: 'Chitra Mart' });
    const dev = await createSupplier(t.app, { name: 'Dev Wholesale', credit_days: 30 });
    const esha = await createSupplier(t.app, { name: 'Esha Agencies' });
    await expectAgreement('new parties');

    for (const [party, body] of [
      [`customers/${asha}`, { number: 'OLD/1', date: '2025-03-10', amount: 300 }],
      [`customers/${bharat}`, { number: 'OLD/2', date: '2025-03-28', amount: 450, due_date: '2025-06-20' }],
      [`suppliers/${dev}`, { number: 'D/1', date: '2025-03-01', amount: 500 }],
    ] as const) {
      const answer = await call(t.app, 'POST', `/api/${party}/opening-balances`, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
    const dates = ['2025-04-03', '2025-05-01', '2025-05-31', '2025-06-15', '2025-06-16', '2025-07-01'];
    const invoices = [];
    for (const [index, date] of dates.entries()) {
      for (const customer of [asha, bharat, chitra]) {
        invoices.push(
          await issueInvoice(t.app, customer, product, 100 + 37 * index, { date, confirm_credit: true }),
        );
      }
    }
    await expectAgreement('invoices and opening bills');

    const [first, second, third, fourth] = invoices;
    if (!first || !second || !third || !fourth) throw new Error('invoices missing');
    await issueReceipt(
      t.app,
      receiptPayload(asha, [
        { invoice_id: first.id, amount: 100 },
        { invoice_id: fourth.id, amount: 40 },
      ]),
    );
    await issueReceipt(t.app, receiptPayload(bharat, [{ invoice_id: second.id, amount: 99.5 }]));
    await expectAgreement('receipts in full and in part');
    const credit = await call(t.app, 'POST', '/api/credit-notes', {
      invoice_id: third.id,
      note_date: '2025-06-20',
      kind: 'value',
      reason: 'Rate agreed lower',
      lines: [{ invoice_item_id: third.items[0]?.id, taxable_value: 30 }],
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    const cancelled = invoices[7];
    if (!cancelled) throw new Error('invoice missing');
    expect(
      (await call(t.app, 'PUT', `/api/invoices/${cancelled.id}/status`, { status: 'Cancelled' })).status,
    ).toBe(200);
    await expectAgreement('a credit note and a cancellation');

    const purchase = await recordPurchase(t.app, dev, product, 400);
    await recordPurchase(t.app, esha, product, 250);
    const payment = await call(t.app, 'POST', '/api/payments', {
      date: '2025-07-01',
      supplier_id: dev,
      amount: 150,
      mode: 'cash',
      allocations: [{ purchase_id: purchase, amount: 150 }],
    });
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);
    const { rows: lines } = await sql<{ id: number }>`select id from purchase_items
      where purchase_id = ${purchase} order by line_no limit 1`.execute(t.db);
    const returned = await call(t.app, 'POST', '/api/purchase-returns', {
      purchase_id: purchase,
      return_date: '2025-07-02',
      reason: 'Damaged in transit',
      lines: [{ purchase_item_id: Number(lines[0]?.id), quantity: 1 }],
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    await expectAgreement('purchases, a payment and a return');

    // By hand: a date moved to another month, a party changed, an amount raised, a row deleted.
    const moved = invoices[10];
    const other = invoices[12];
    if (!moved || !other) throw new Error('invoices missing');
    await sql`update invoices set date = '2025-05-20' where id = ${moved.id}`.execute(t.db);
    await sql`update invoices set customer_id = ${chitra}, grand_total = grand_total + 500
      where id = ${other.id}`.execute(t.db);
    await sql`update purchases set purchase_date = '2025-04-30' where id = ${purchase}`.execute(t.db);
    await expectAgreement('dates, parties and totals changed by SQL');
    await sql`update invoices set status = 'Cancelled' where id = ${moved.id}`.execute(t.db);
    await sql`update invoices set status = 'Unpaid' where id = ${cancelled.id}`.execute(t.db);
    await expectAgreement('a cancellation undone by SQL');

    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
    const names = Object.keys(migrations).sort();
    const down = await migrator.migrateTo(names[names.indexOf(OPEN_MONTHS) - 1] ?? '');
    expect(down.error).toBeUndefined();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    await expectAgreement('the migration down and up');
  }, 180_000);
});
