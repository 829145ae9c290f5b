import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_PURCHASES_RECOUNT, latestPurchaseOrder } from '../core/db/derived/latest-purchases';
import { STOCK_MONTHS_RECOUNT } from '../core/db/derived/stock-months';
import { buildShop } from '../test-support/report-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { ReportRange } from './hsn-report-repository';
import { findStockFigures } from './stock-report-repository';

// The stock report reads whole months from stock_monthly_totals and loose days from the ledger
// (migration 2026-11-25T1300). For any range, loose or whole, its figures must equal those added
// up from every ledger row, and the monthly totals must equal a recount of the ledger after
// every kind of write (the app's, and plain SQL moving, cancelling and deleting). The same holds
// for each product's latest purchase of each month (migration 2026-11-28T1200) and the purchase
// rate the report reads from it: the rate of the latest purchase movement up to the range's end.

const RANGES: ReportRange[] = [
  { from: '2025-06-01', to: '2025-06-30' },
  { from: '2025-06-10', to: '2025-06-20' },
  { from: '2025-06-10', to: '2025-07-15' },
  { from: '2025-05-15', to: '2025-07-31' },
  { from: '2025-06-01', to: '2025-07-02' },
  { from: '2025-06-30', to: '2025-07-01' },
  { from: '2025-07-02', to: '2025-07-02' },
  { from: '2024-04-01', to: '2026-03-31' },
  { from: '2025-08-01', to: '2025-08-31' },
  { from: '2020-01-01', to: '2020-01-31' },
];

type Figures = { product_id: number; since_from: number; purchased: number; sold: number };

describe('stock report from monthly totals', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await buildShop(t.app);
  });
  afterAll(async () => t.close());

  /** What the report read before the monthly totals: every ledger row from the range's start. */
  async function fromLedger(range: ReportRange): Promise<Figures[]> {
    const { rows } = await sql<Figures>`select product_id, sum(quantity_milli) as since_from,
        sum(case when date <= ${range.to} and quantity_milli > 0 then quantity_milli else 0 end) as purchased,
        sum(case when date <= ${range.to} and quantity_milli < 0 then -quantity_milli else 0 end) as sold
      from stock_ledger where date >= ${range.from} group by product_id`.execute(t.db);
    return rows.map(numbers).filter((row) => row.since_from || row.purchased || row.sold);
  }

  function numbers(row: Figures): Figures {
    return {
      product_id: Number(row.product_id),
      since_from: Number(row.since_from),
      purchased: Number(row.purchased),
      sold: Number(row.sold),
    };
  }

  async function expectReportMatchesLedger(): Promise<void> {
    for (const range of RANGES) {
      const report = (await findStockFigures(t.db, range))
        .map((row) =>
          numbers({
            product_id: row.product_id,
            since_from: row.moved_since_from,
            purchased: row.purchased,
            sold: row.sold,
          }),
        )
        .filter((row) => row.since_from || row.purchased || row.sold)
        .sort((a, b) => a.product_id - b.product_id);
      const want = (await fromLedger(range)).sort((a, b) => a.product_id - b.product_id);
      expect(report, `${range.from}..${range.to}`).toEqual(want);
    }
  }

  /** Each product's purchase rate in the report against the latest purchase movement up to the end. */
  async function expectRatesFromMovements(): Promise<void> {
    for (const range of RANGES) {
      const report = (await findStockFigures(t.db, range)).map((row) => [
        row.product_id,
        row.purchase_rate === null ? null : Number(row.purchase_rate),
      ]);
      const want = await Promise.all(
        report.map(async ([productId]) => {
          const { rows } = await sql<{ rate: number | null }>`select rate from stock_movements
            where product_id = ${productId} and source_type = 'purchase' and date <= ${range.to}
            order by ${sql.raw(latestPurchaseOrder())} limit 1`.execute(t.db);
          const rate = rows[0]?.rate ?? null;
          return [productId, rate === null ? null : Number(rate)];
        }),
      );
      expect(report, `${range.from}..${range.to}`).toEqual(want);
    }
  }

  async function expectLatestPurchasesRecounted(): Promise<void> {
    const text = (rows: Record<string, unknown>[]) =>
      rows.map((row) => Object.values(row).map(String).join(' '));
    const kept = await sql<Record<string, unknown>>`select month, product_id, date, source_id, rate
      from monthly_latest_purchases order by month, product_id`.execute(t.db);
    const recount = await sql<Record<string, unknown>>`select * from (
        ${sql.raw(LATEST_PURCHASES_RECOUNT)}
      ) r order by month, product_id`.execute(t.db);
    expect(text(kept.rows)).toEqual(text(recount.rows));
  }

  async function expectMonthsRecounted(): Promise<void> {
    await expectLatestPurchasesRecounted();
    const kept = await sql<Record<string, unknown>>`select month, product_id, in_milli, out_milli
      from stock_monthly_totals where in_milli <> 0 or out_milli <> 0 order by month, product_id`.execute(
      t.db,
    );
    const recount = await sql<Record<string, unknown>>`select month, product_id, in_milli, out_milli from (
        ${sql.raw(STOCK_MONTHS_RECOUNT)}
      ) r where in_milli <> 0 or out_milli <> 0 order by month, product_id`.execute(t.db);
    const text = (rows: Record<string, unknown>[]) =>
      rows.map((row) => Object.values(row).map(String).join(' '));
    expect(text(kept.rows)).toEqual(text(recount.rows));
    expect(kept.rows.length).toBeGreaterThan(0);
  }

  it('matches the ledger row by row for loose and whole ranges', async () => {
    await expectMonthsRecounted();
    await expectReportMatchesLedger();
    await expectRatesFromMovements();
    // Not vacuous: June and the loose days of June and July moved stock.
    expect(await fromLedger({ from: '2025-06-10', to: '2025-07-15' })).not.toEqual([]);
  });

  it('follows invoices moved, cancelled and restored, lines and movements changed and deleted', async () => {
    const invoice = await t.db
      .selectFrom('invoices')
      .select(['id', 'status'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('invoices').set({ date: '2025-07-20' }).where('id', '=', invoice.id).execute();
    await expectMonthsRecounted();
    await t.db.updateTable('invoices').set({ status: 'Cancelled' }).where('id', '=', invoice.id).execute();
    await expectMonthsRecounted();
    await t.db.updateTable('invoices').set({ status: invoice.status }).where('id', '=', invoice.id).execute();
    await t.db
      .updateTable('invoice_items')
      .set((eb) => ({ quantity_milli: eb('quantity_milli', '+', 500) }))
      .where('invoice_id', '=', invoice.id)
      .execute();
    await expectMonthsRecounted();
    const movement = await t.db
      .selectFrom('stock_movements')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('stock_movements')
      .set({ date: '2025-08-05' })
      .where('id', '=', movement.id)
      .execute();
    await expectMonthsRecounted();
    await t.db.deleteFrom('stock_movements').where('id', '=', movement.id).execute();
    await t.db.deleteFrom('invoice_items').where('invoice_id', '=', invoice.id).execute();
    await expectMonthsRecounted();
    await expectReportMatchesLedger();
    await expectRatesFromMovements();
  });

  it('keeps the latest purchase of a month through ties, rate changes and deletes', async () => {
    const product = await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    // Two lines of one product in one purchase (as batches allow), and a later purchase beside.
    const movements = (rows: [string, number, number | null][]) =>
      t.db
        .insertInto('stock_movements')
        .values(
          rows.map(([date, sourceId, rate]) => ({
            product_id: product.id,
            date,
            quantity_milli: 1000,
            source_type: 'purchase',
            source_id: sourceId,
            rate,
          })),
        )
        .execute();
    await movements([
      ['2025-06-25', 900, 700],
      ['2025-06-25', 900, 750],
      ['2025-06-24', 901, 990],
    ]);
    await expectMonthsRecounted();
    await expectRatesFromMovements();
    const kept = () =>
      t.db
        .selectFrom('monthly_latest_purchases')
        .select(['date', 'source_id', 'rate'])
        .where('month', '=', '2025-06')
        .where('product_id', '=', product.id)
        .executeTakeFirst();
    expect(await kept()).toMatchObject({ date: '2025-06-25', source_id: 900 });
    expect(Number((await kept())?.rate)).toBe(750);

    await t.db
      .updateTable('stock_movements')
      .set({ rate: 600 })
      .where('source_id', '=', 900)
      .where('rate', '=', 750)
      .execute();
    expect(Number((await kept())?.rate)).toBe(700);
    await t.db
      .updateTable('stock_movements')
      .set({ date: '2025-07-01' })
      .where('source_id', '=', 900)
      .execute();
    expect(await kept()).toMatchObject({ date: '2025-06-24', source_id: 901 });
    await expectMonthsRecounted();
    await expectRatesFromMovements();
    await t.db.deleteFrom('stock_movements').where('source_id', 'in', [900, 901]).execute();
    await expectMonthsRecounted();
    await expectRatesFromMovements();
  });
});
