import { outwardLinesOf, outwardOf, returnPeriodOf } from '@bahi/domain';
import fc from 'fast-check';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OUTWARD_MONTHLY_TAX_COLUMNS,
  OUTWARD_MONTHLY_TAX_FROM_DOCUMENTS,
  outwardTotalColumns,
  outwardTotalsFromDocuments,
} from '../core/db/derived/outward-totals';
import { migrations } from '../core/db/migrations/index';
import { call } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  GSTIN_CHHATTISGARH,
  GSTIN_GUJARAT,
  GSTIN_KARNATAKA,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { periodInvoices, periodNotes, periodOutwardLines } from './return-books';

// The kept outward_daily_totals and outward_monthly_tax (db/derived/outward-totals.ts) against the documents, on random
// books: invoices to walk-in, registered, inter-state, composition and UIN buyers at several
// rates, then cancellations and restorations, credit notes, and changes made by plain SQL (an
// invoice's date, buyer, place of supply, a line's amount or supply category, a line deleted, an
// invoice turned into a bill of supply by its seller snapshot). 0% lines are nil-rated, exempt or
// non-GST. After each run every
// kept row equals the recount from the documents, and GSTR-3B's outward figures of each month
// read from the kept totals equal those worked from every invoice and note of the month. The
// migration fills the same rows from what is there.

const UIN_DELHI = '0717USA00001UNB';
const OUTWARD_TOTALS = '2026-11-27T2000-outward-daily-totals';
const MONTHS = ['2026-06', '2026-07', '2026-08'] as const;

type Action =
  | { kind: 'sell'; buyer: number; day: number; month: number; lines: { product: number; rate: number }[] }
  | { kind: 'cancel' | 'restore' | 'note' | 'drop-line'; pick: number }
  | { kind: 'move-date'; pick: number; month: number; day: number }
  | { kind: 'rebuyer'; pick: number; buyer: number }
  | { kind: 'line-amount'; pick: number; by: number }
  | { kind: 'line-category'; pick: number; category: 'nil_rated' | 'exempt' | 'non_gst' }
  | { kind: 'bill-of-supply'; pick: number };

const pick = fc.nat({ max: 1000 });
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('sell' as const),
    buyer: fc.nat({ max: 5 }),
    day: fc.integer({ min: 1, max: 28 }),
    month: fc.nat({ max: 2 }),
    lines: fc.array(fc.record({ product: fc.nat({ max: 5 }), rate: fc.integer({ min: 1, max: 5000 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
  }),
  fc.record({ kind: fc.constantFrom('cancel' as const, 'restore' as const, 'note' as const), pick }),
  fc.record({ kind: fc.constant('drop-line' as const), pick }),
  fc.record({
    kind: fc.constant('move-date' as const),
    pick,
    month: fc.nat({ max: 2 }),
    day: fc.integer({ min: 1, max: 28 }),
  }),
  fc.record({ kind: fc.constant('rebuyer' as const), pick, buyer: fc.nat({ max: 5 }) }),
  fc.record({ kind: fc.constant('line-amount' as const), pick, by: fc.integer({ min: -500, max: 500 }) }),
  fc.record({
    kind: fc.constant('line-category' as const),
    pick,
    category: fc.constantFrom('nil_rated' as const, 'exempt' as const, 'non_gst' as const),
  }),
  fc.record({ kind: fc.constant('bill-of-supply' as const), pick }),
);

/** Products: taxable at 5, 12 and 18%, and at 0% one of each other supply category. */
const PRODUCTS = [
  { gst_rate: 0, supply_category: 'nil_rated' },
  { gst_rate: 5 },
  { gst_rate: 12 },
  { gst_rate: 18 },
  { gst_rate: 0, supply_category: 'exempt', hsn_code: '4901' },
  { gst_rate: 0, supply_category: 'non_gst', hsn_code: '2710' },
] as const;

describe('outward totals kept per day, supply, buyer and rate', () => {
  let t: TestApp;
  let buyers: { id: number; gstin: string; state: string }[] = [];
  let products: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const buyer = async (overrides: Record<string, unknown>, gstin: string, state: string) => ({
      id: await createCustomer(t.app, overrides),
      gstin,
      state,
    });
    buyers = [
      await buyer({}, '', '22'),
      await buyer({ gstin: GSTIN_CHHATTISGARH }, GSTIN_CHHATTISGARH, '22'),
      await buyer({ gstin: GSTIN_GUJARAT, gst_scheme: 'composition' }, GSTIN_GUJARAT, '24'),
      await buyer({ gstin: GSTIN_KARNATAKA }, GSTIN_KARNATAKA, '29'),
      await buyer({ gstin: UIN_DELHI, address: 'Chanakyapuri, New Delhi' }, UIN_DELHI, '07'),
      await buyer({ name: 'Walk-in, Pune', state_code: '27' }, '', '27'),
    ];
    products = [];
    for (const product of PRODUCTS) products.push(await createProduct(t.app, product));
  });
  afterAll(async () => t.close());

  const invoiceIds = async () =>
    (await sql<{ id: number }>`select id from invoices order by id`.execute(t.db)).rows.map((r) =>
      Number(r.id),
    );
  const chosen = async (n: number) => {
    const ids = await invoiceIds();
    return ids.length ? ids[n % ids.length] : undefined;
  };

  async function apply(step: Action): Promise<void> {
    if (step.kind === 'sell') {
      const customer = buyers[step.buyer] ?? buyers[0];
      const lines = step.lines.map((line) => ({
        product_id: products[line.product] as number,
        gst_rate: PRODUCTS[line.product]?.gst_rate ?? 0,
        rate: line.rate,
        quantity: 1,
        price_basis: 'rate' as const,
      }));
      const date = `${MONTHS[step.month]}-${String(step.day).padStart(2, '0')}`;
      const answer = await postInvoice(t.app, invoicePayload(customer?.id ?? 0, lines, { date }));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return;
    }
    const id = await chosen(step.pick);
    if (id === undefined) return;
    if (step.kind === 'cancel') {
      await call(t.app, 'PUT', `/api/invoices/${id}/status`, { status: 'Cancelled' });
    } else if (step.kind === 'restore') {
      await sql`update invoices set status = 'Unpaid' where id = ${id} and status = 'Cancelled'`.execute(
        t.db,
      );
    } else if (step.kind === 'note') {
      const { rows } = await sql<{
        id: number;
        date: string;
        subtotal: number;
      }>`select l.id, i.date, l.subtotal
        from invoice_items l join invoices i on i.id = l.invoice_id where l.invoice_id = ${id}
        order by l.id limit 1`.execute(t.db);
      const line = rows[0];
      if (!line || Number(line.subtotal) < 200) return;
      // Refused for a cancelled invoice or a date before the invoice's: either way nothing changes.
      await call(t.app, 'POST', '/api/credit-notes', {
        invoice_id: id,
        note_date: line.date,
        kind: 'value',
        reason: 'Rate agreed lower',
        lines: [{ invoice_item_id: Number(line.id), taxable_value: 1 }],
      });
    } else if (step.kind === 'drop-line') {
      // A line a note corrects stays (the note's line refers to it).
      await sql`delete from invoice_items where id = (select min(id) from invoice_items l where invoice_id = ${id}
        and not exists (select 1 from sales_note_items n where n.invoice_item_id = l.id))`.execute(t.db);
    } else if (step.kind === 'move-date') {
      const date = `${MONTHS[step.month]}-${String(step.day).padStart(2, '0')}`;
      await sql`update invoices set date = ${date} where id = ${id}`.execute(t.db);
    } else if (step.kind === 'rebuyer') {
      const buyer = buyers[step.buyer] ?? buyers[0];
      const inter = buyer?.state === '22' ? 'intra' : 'inter';
      await sql`update invoices set customer_id = ${buyer?.id}, customer_gstin = ${buyer?.gstin || null},
        place_of_supply = ${buyer?.state}, supply_type = ${inter} where id = ${id}`.execute(t.db);
    } else if (step.kind === 'line-amount') {
      await sql`update invoice_items set subtotal = subtotal + ${step.by}, cgst_amount = cgst_amount + ${step.by}
        where id = (select max(id) from invoice_items where invoice_id = ${id})`.execute(t.db);
    } else if (step.kind === 'line-category') {
      await sql`update invoice_items set supply_category = ${step.category}
        where id = (select min(id) from invoice_items where invoice_id = ${id} and gst_rate_bp = 0)`.execute(
        t.db,
      );
    } else if (step.kind === 'bill-of-supply') {
      // Issued before the shop registered: the seller snapshot holds no GSTIN.
      await sql`update invoices set seller_snapshot = ${JSON.stringify({ name: 'Shop', gstin: '' })}
        where id = ${id}`.execute(t.db);
    }
  }

  async function expectAgreement() {
    const key = `date, supply_type, place_of_supply, registered, customer_id, customer_gstin,
      customer_gst_scheme, gst_rate_bp, supply_category`;
    const kept = await sql
      .raw(`select ${outwardTotalColumns()} from outward_daily_totals where lines <> 0 order by ${key}`)
      .execute(t.db);
    const counted = await sql
      .raw(`select * from (${outwardTotalsFromDocuments()}) d order by 1, 2, 3, 4, 5, 6, 7, 8, 9`)
      .execute(t.db);
    const plain = (rows: unknown[]) => rows.map((row) => Object.values(row as object).map(String));
    expect(plain(kept.rows)).toEqual(plain(counted.rows));
    const keptMonths = await sql
      .raw(`select ${OUTWARD_MONTHLY_TAX_COLUMNS} from outward_monthly_tax where lines <> 0 order by month`)
      .execute(t.db);
    const countedMonths = await sql
      .raw(`select * from (${OUTWARD_MONTHLY_TAX_FROM_DOCUMENTS}) d order by 1`)
      .execute(t.db);
    expect(plain(keptMonths.rows)).toEqual(plain(countedMonths.rows));
    // Rows whose lines all left hold nothing.
    const { rows: empty } = await sql<{ n: number }>`select count(*) as n from outward_daily_totals
      where lines = 0 and (taxable <> 0 or cgst_amount <> 0 or sgst_amount <> 0 or igst_amount <> 0)`.execute(
      t.db,
    );
    expect(Number(empty[0]?.n)).toBe(0);
    for (const month of MONTHS) {
      const range = returnPeriodOf(`${month.slice(5)}${month.slice(0, 4)}`, 'monthly');
      if (!range) throw new Error(month);
      const fromDocuments = outwardOf(
        outwardLinesOf(await periodInvoices(t.db, range), await periodNotes(t.db, range)),
      );
      const fromTotals = outwardOf(await periodOutwardLines(t.db, range));
      const shape = (outward: ReturnType<typeof outwardOf>) => ({
        taxable: outward.taxable,
        nil: outward.nil,
        nonGst: outward.nonGst,
        interState: Object.fromEntries(
          Object.entries(outward.interState).map(([buyer, sums]) => [
            buyer,
            [...sums.entries()].filter(([, s]) => s.taxable !== 0 || s.igst !== 0).sort(),
          ]),
        ),
      });
      expect(shape(fromTotals), month).toEqual(shape(fromDocuments));
    }
  }

  it('equal the documents after random sales, cancellations, notes and changes by SQL', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 14 }), async (steps) => {
        for (const step of steps) await apply(step);
        await expectAgreement();
      }),
      { numRuns: 6, seed: 20261127 },
    );
    // Some lines of each kind were written (the random runs make them; this says they did).
    const { rows: kinds } = await sql<{ supply_category: string }>`select distinct supply_category
      from outward_daily_totals where lines <> 0 order by supply_category`.execute(t.db);
    expect(kinds.map((row) => row.supply_category)).toEqual(
      expect.arrayContaining(['exempt', 'non_gst', 'taxable']),
    );
    // The migrations fill the same rows from the documents, going down past them and up again
    // (2026-11-28T0400's down brings back the rows without the category, its up the rows with it).
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
    const names = Object.keys(migrations).sort();
    const down = await migrator.migrateTo(names[names.indexOf(OUTWARD_TOTALS) - 1] ?? '');
    expect(down.error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await expectAgreement();
  });
});
