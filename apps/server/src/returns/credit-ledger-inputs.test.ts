import { emptyBalance, periodsFromTo, runCreditLedger } from '@bahi/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  PURCHASE_MONTHLY_CREDIT_COLUMNS,
  PURCHASE_MONTHLY_CREDIT_FROM_DOCUMENTS,
} from '../core/db/derived/purchase-months';
import { call } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { ledgerInputsOf, periodLedgerInput } from './credit-ledger-inputs';
import { findReturnSettings } from './return-settings-repository';

// The credit ledger's inputs read for all earlier periods at once, grouped by month, against the
// same inputs read period by period (as GSTR-3B reads the period it shows), on random books
// written by plain SQL: purchases with and without a supplier GSTIN, cancelled or not; expenses
// with and without GST, under reverse charge or not; credit and debit notes and purchase returns,
// cancelled or not; a 2B imported for one month; purchases then cancelled, restored, moved,
// changed or deleted. Monthly and quarterly filers. After each run the kept purchase_monthly_credit
// (db/derived/purchase-months.ts) equals its recount from the purchases.

const withId = z.object({ id: z.number() }).loose();
const MONTHS = ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];
const money = fc.integer({ min: 0, max: 500_000 });
const taxes = fc.record({ cgst: money, sgst: money, igst: money });
const when = fc.record({ month: fc.constantFrom(...MONTHS), day: fc.integer({ min: 1, max: 28 }) });
const dateOf = (at: { month: string; day: number }) => `${at.month}-${String(at.day).padStart(2, '0')}`;

const row = fc.oneof(
  fc.record({
    kind: fc.constant('purchase' as const),
    at: when,
    taxes,
    cancelled: fc.boolean(),
    gstin: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('expense' as const),
    at: when,
    taxes,
    reverseCharge: fc.boolean(),
    noTax: fc.boolean(),
  }),
  fc.record({
    kind: fc.constantFrom('credit' as const, 'debit' as const),
    at: when,
    taxes,
    cancelled: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('return' as const), at: when, taxes, cancelled: fc.boolean() }),
  fc.record({
    kind: fc.constant('purchase-change' as const),
    pick: fc.nat({ max: 1000 }),
    at: when,
    change: fc.constantFrom('cancel', 'restore', 'move', 'drop-gstin', 'amounts', 'delete'),
    taxes,
  }),
);
type Row = typeof row extends fc.Arbitrary<infer T> ? T : never;

describe('credit ledger inputs read grouped by month', () => {
  let t: TestApp;
  let supplier = 0;
  let invoice = 0;
  let customer = 0;
  let purchase = 0;
  let written = 0;
  const bought: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const soap = await createProduct(t.app, { gst_rate: 5, hsn_code: '34011190', name: 'Sandal Soap' });
    customer = await createCustomer(t.app, { name: 'Walk-in, Raipur' });
    supplier = await createSupplier(t.app, { name: 'Bhilai Wholesale', gstin: '22AABCU9603R1ZX' });
    const bought = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      invoice_number: 'B-1',
      purchase_date: '2025-11-02',
      items: [{ product_id: soap, quantity: 10, amount: 1000, discount: 0, gst_rate: 5 }],
    });
    purchase = withId.parse(bought.body).id;
    const sold = await postInvoice(
      t.app,
      invoicePayload(
        customer,
        [{ product_id: soap, gst_rate: 5, rate: 100, quantity: 2, price_basis: 'rate' }],
        {
          date: '2025-11-10',
        },
      ),
    );
    invoice = withId.parse(sold.body).id;
    await t.db
      .insertInto('gstr2b_imports')
      .values({
        period: '022026',
        month: '2026-02',
        gstin: '22AAAAA0000A1Z5',
        other_sections: '{}',
        imported_at: '2026-03-14T10:00:00.000Z',
      })
      .execute();
  });
  afterAll(async () => t.close());

  async function write(entry: Row) {
    written += 1;
    const date = dateOf(entry.at);
    const tax = {
      cgst_amount: entry.taxes.cgst,
      sgst_amount: entry.taxes.sgst,
      igst_amount: entry.taxes.igst,
      gst_amount: entry.taxes.cgst + entry.taxes.sgst + entry.taxes.igst,
    };
    const total = 100 + entry.taxes.cgst * 20;
    if (entry.kind === 'purchase-change') {
      const id = bought[entry.pick % Math.max(1, bought.length)];
      if (id === undefined) return;
      const change = t.db.updateTable('purchases').where('id', '=', id);
      if (entry.change === 'cancel') await change.set({ status: 'Cancelled' }).execute();
      if (entry.change === 'restore') await change.set({ status: 'Recorded' }).execute();
      if (entry.change === 'move') await change.set({ purchase_date: date }).execute();
      if (entry.change === 'drop-gstin') await change.set({ supplier_gstin: null }).execute();
      if (entry.change === 'amounts') await change.set({ ...tax, total_amount: total }).execute();
      if (entry.change === 'delete') {
        await t.db.deleteFrom('purchases').where('id', '=', id).execute();
        bought.splice(bought.indexOf(id), 1);
      }
    } else if (entry.kind === 'purchase') {
      const row = await t.db
        .insertInto('purchases')
        .values({
          purchase_number: `R-${written}`,
          financial_year: '2025-26',
          purchase_date: date,
          supplier_id: supplier,
          supplier_name: 'Bhilai Wholesale',
          supplier_gstin: entry.gstin ? '22AABCU9603R1ZX' : null,
          supply_type: 'intra',
          status: entry.cancelled ? 'Cancelled' : 'Recorded',
          total_amount: total,
          grand_total: total,
          ...tax,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      bought.push(Number(row.id));
    } else if (entry.kind === 'expense') {
      const none = { cgst_amount: 0, sgst_amount: 0, igst_amount: 0, gst_amount: 0 };
      await t.db
        .insertInto('expenses')
        .values({
          date,
          category: 'Freight',
          payee: 'Raipur Roadways',
          amount: total + tax.gst_amount,
          taxable: total,
          mode: 'UPI',
          reverse_charge: entry.reverseCharge ? 1 : 0,
          supplier_gstin: entry.reverseCharge ? null : '22AABCU9603R1ZX',
          ...(entry.noTax ? none : tax),
        })
        .execute();
    } else if (entry.kind === 'return') {
      await t.db
        .insertInto('purchase_returns')
        .values({
          financial_year: '2025-26',
          seq: written,
          return_number: `PR-${written}`,
          date,
          purchase_id: purchase,
          supplier_id: supplier,
          supplier_name: 'Bhilai Wholesale',
          supplier_gstin: '22AABCU9603R1ZX',
          supply_type: 'intra',
          reason: 'Damaged',
          status: entry.cancelled ? 'Cancelled' : 'Issued',
          seller_snapshot: '{}',
          total_amount: total,
          grand_total: total,
          created_at: '2026-06-30T10:00:00.000Z',
          updated_at: '2026-06-30T10:00:00.000Z',
          ...tax,
        })
        .execute();
    } else {
      await t.db
        .insertInto('sales_notes')
        .values({
          note_type: entry.kind,
          kind: 'value',
          financial_year: '2025-26',
          seq: written,
          note_number: `N-${written}`,
          date,
          invoice_id: invoice,
          customer_id: customer,
          customer_name: 'Walk-in, Raipur',
          place_of_supply: '22',
          supply_type: 'intra',
          reason: 'Rate difference',
          status: entry.cancelled ? 'Cancelled' : 'Issued',
          seller_snapshot: '{}',
          total_amount: total,
          grand_total: total,
          created_at: '2026-06-30T10:00:00.000Z',
          updated_at: '2026-06-30T10:00:00.000Z',
          ...tax,
        })
        .execute();
    }
  }

  it('equal the inputs read period by period, and work the ledger to the same balance', async () => {
    const stored = await findReturnSettings(t.db);
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 12 }), async (rows) => {
        for (const entry of rows) await write(entry);
        for (const [frequency, first, last] of [
          ['monthly', '112025', '062026'],
          ['quarterly', '122025', '062026'],
        ] as const) {
          const settings = { ...stored, frequency };
          const periods = periodsFromTo(first, last, frequency);
          const grouped = await ledgerInputsOf(t.db, periods, settings);
          const oneByOne = await Promise.all(periods.map((fp) => periodLedgerInput(t.db, fp, settings)));
          expect(grouped).toEqual(oneByOne);
          expect(runCreditLedger(emptyBalance(), grouped)).toEqual(runCreditLedger(emptyBalance(), oneByOne));
        }
        const kept = await sql<Record<string, number | string>>`
          select ${sql.raw(PURCHASE_MONTHLY_CREDIT_COLUMNS)} from purchase_monthly_credit
          where purchases <> 0 order by month`.execute(t.db);
        const recount = await sql<Record<string, number | string>>`
          select * from (${sql.raw(PURCHASE_MONTHLY_CREDIT_FROM_DOCUMENTS)}) r order by month`.execute(t.db);
        const numbers = (rows: Record<string, number | string>[]) =>
          rows.map((one) =>
            Object.values(one).map((value) =>
              typeof value === 'string' && !value.includes('-') ? Number(value) : value,
            ),
          );
        expect(numbers(kept.rows)).toEqual(numbers(recount.rows));
      }),
      { numRuns: 8 },
    );
  });
});
