import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_MONTHS_RECOUNT } from '../core/db/derived/stock-months';
import { buildShop } from '../test-support/report-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { ReportRange } from './hsn-report-repository';
import { findStockFigures } from './stock-report-repository';

// The stock report reads whole months from stock_monthly_totals and loose days from the ledger
// (migration 2026-11-25T1300). For any range, loose or whole, its figures must equal those added
// up from every ledger row, and the monthly totals must equal a recount of the ledger after
// every kind of write (the app's, and plain SQL moving, cancelling and deleting).

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

  async function expectMonthsRecounted(): Promise<void> {
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
  });
});
