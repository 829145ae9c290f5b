import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GSTIN_CHHATTISGARH } from '../test-support/document-fixtures';
import { buildShop, type Shop } from '../test-support/report-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { findHsnDescriptions, findHsnTotals } from './hsn-report-repository';

// The reports read running totals that database triggers keep (migrations 2026-11-22T0800 and
// 0810). After every kind of write the app makes (issue, edit into another month and to another
// customer, cancel, restore, purchase), each total must equal a recount of its source rows made
// from the invoices themselves, not from the copies the lines carry. Writes that bypass the app
// (a bulk loader, a hand-made fix in SQL) must keep them exact too.

type Rows = Record<string, unknown>[];

/** Rows as comparable text; every column of both sides has its own name (PostgreSQL would call
 * two unnamed sums both "sum"). */
function normalise(rows: Rows): string[] {
  return rows.map((row) => JSON.stringify(Object.values(row).map((value) => String(value)))).sort();
}

/**
 * Plain SQL, as a bulk loader writes: an invoice whose lines come first (SQLite, with foreign
 * keys checked at commit; PostgreSQL checks them at once, so there the invoice comes first), and
 * another one whose date, customer GSTIN and status change afterwards and which loses a line.
 */
async function writeAroundTheApp(t: TestApp, shop: Shop): Promise<void> {
  const { rice, fan } = shop.products;
  const lines = (id: number) => sql`insert into invoice_items (invoice_id, line_no, product_id, product_name,
      hsn_code, unit, quantity_milli, gst_rate_bp, mrp, rate, subtotal, cgst_amount, sgst_amount, igst_amount,
      tax_amount, total)
    values (${id}, 1, ${rice}, 'Rice', '1006', 'KGS', 4000, 500, 10500, 10000, 40000, 1000, 1000, 0, 2000, 40000),
           (${id}, 2, ${fan}, 'Fan', '8414', 'NOS', 1000, 1800, 236000, 200000, 200000, 18000, 18000, 0, 36000, 200000)`;
  const invoice = (
    id: number,
  ) => sql`insert into invoices (id, invoice_number, number_key, financial_year, date,
      customer_id, customer_name, customer_gstin, place_of_supply, supply_type, status, total_amount, cgst_amount,
      sgst_amount, igst_amount, gst_amount, round_off, grand_total)
    values (${id}, ${`BULK/${id}`}, ${`BULK/${id}`}, '25-26', '2025-06-18', ${shop.customers.local}, 'Bulk',
      ${GSTIN_CHHATTISGARH}, '22', 'intra', 'Paid', 240000, 19000, 19000, 0, 38000, 0, 278000)`;
  await t.db.transaction().execute(async (trx) => {
    if (t.dialect === 'sqlite') {
      await sql`pragma defer_foreign_keys = on`.execute(trx);
      await lines(9001).execute(trx);
      await invoice(9001).execute(trx);
    } else {
      await invoice(9001).execute(trx);
      await lines(9001).execute(trx);
    }
  });
  await invoice(9002).execute(t.db);
  await lines(9002).execute(t.db);
  await sql`update invoices set date = '2025-07-03', customer_gstin = null where id = 9002`.execute(t.db);
  // Into the financial year before: the yearly names move with it.
  await invoice(9003).execute(t.db);
  await lines(9003).execute(t.db);
  await sql`update invoices set date = '2025-03-20' where id = 9003`.execute(t.db);
  await sql`update invoices set status = 'Cancelled' where id = ${shop.july[0]?.id ?? 0}`.execute(t.db);
  await sql`delete from invoice_items where invoice_id = 9002 and line_no = 2`.execute(t.db);
}

describe('report totals kept by triggers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const shop = await buildShop(t.app);
    await writeAroundTheApp(t, shop);
  });
  afterAll(async () => t.close());

  async function rows(query: ReturnType<typeof sql>): Promise<Rows> {
    const result = await query.execute(t.db);
    return result.rows as Rows;
  }

  it('lines carry their invoice date, B2B flag and whether they count', async () => {
    const mismatched =
      await rows(sql`select ii.id from invoice_items ii join invoices i on i.id = ii.invoice_id
      where ii.invoice_date <> i.date
        or ii.b2b <> case when i.customer_gstin is not null and i.customer_gstin <> '' then 1 else 0 end
        or ii.counts <> case when i.status <> 'Cancelled' then 1 else 0 end`);
    expect(mismatched).toEqual([]);
  });

  it('hsn_daily_totals equal a recount of the lines of invoices not cancelled', async () => {
    const kept =
      await rows(sql`select date, b2b, hsn_code, gst_rate_bp, unit, lines, quantity_milli, subtotal,
        cgst_amount, sgst_amount, igst_amount
      from hsn_daily_totals where lines <> 0`);
    const recount =
      await rows(sql`select i.date, case when i.customer_gstin is not null then 1 else 0 end as b2b,
        ii.hsn_code, ii.gst_rate_bp, ii.unit, count(*) as lines, sum(ii.quantity_milli) as quantity_milli,
        sum(ii.subtotal) as subtotal, sum(ii.cgst_amount) as cgst, sum(ii.sgst_amount) as sgst,
        sum(ii.igst_amount) as igst
      from invoice_items ii join invoices i on i.id = ii.invoice_id
      where i.status <> 'Cancelled'
      group by i.date, case when i.customer_gstin is not null then 1 else 0 end, ii.hsn_code, ii.gst_rate_bp, ii.unit`);
    expect(recount.length).toBeGreaterThan(10);
    expect(normalise(kept)).toEqual(normalise(recount));
    const emptied = await rows(sql`select * from hsn_daily_totals where lines = 0
      and (quantity_milli <> 0 or subtotal <> 0 or cgst_amount <> 0 or sgst_amount <> 0 or igst_amount <> 0)`);
    expect(emptied).toEqual([]);
  });

  it('hsn_monthly_totals equal a recount of the lines of invoices not cancelled, per month', async () => {
    const kept =
      await rows(sql`select month, b2b, hsn_code, gst_rate_bp, unit, lines, quantity_milli, subtotal,
        cgst_amount, sgst_amount, igst_amount
      from hsn_monthly_totals where lines <> 0`);
    const recount =
      await rows(sql`select substr(i.date, 1, 7) as month, case when i.customer_gstin is not null then 1 else 0 end as b2b,
        ii.hsn_code, ii.gst_rate_bp, ii.unit, count(*) as lines, sum(ii.quantity_milli) as quantity_milli,
        sum(ii.subtotal) as subtotal, sum(ii.cgst_amount) as cgst, sum(ii.sgst_amount) as sgst,
        sum(ii.igst_amount) as igst
      from invoice_items ii join invoices i on i.id = ii.invoice_id
      where i.status <> 'Cancelled'
      group by substr(i.date, 1, 7), case when i.customer_gstin is not null then 1 else 0 end, ii.hsn_code,
        ii.gst_rate_bp, ii.unit`);
    expect(recount.length).toBeGreaterThan(10);
    expect(normalise(kept)).toEqual(normalise(recount));
  });

  it('sum HSN rows over whole months and loose days as the day totals do', async () => {
    for (const range of [
      { from: '2025-06-01', to: '2025-07-31' },
      { from: '2025-06-04', to: '2025-07-10' },
      { from: '2025-06-10', to: '2025-06-20' },
      { from: '2025-01-01', to: '2026-12-31' },
    ]) {
      for (const party of ['all', 'b2b', 'b2c'] as const) {
        const kept = await findHsnTotals(t.db, range, party);
        const b2b = party === 'b2b' ? sql`and b2b = 1` : party === 'b2c' ? sql`and b2b = 0` : sql``;
        const fromDays =
          await rows(sql`select hsn_code, gst_rate_bp, unit, sum(quantity_milli) as quantity_milli,
            sum(subtotal) as subtotal, sum(cgst_amount) as cgst, sum(sgst_amount) as sgst, sum(igst_amount) as igst
          from hsn_daily_totals where date >= ${range.from} and date <= ${range.to} ${b2b}
          group by hsn_code, gst_rate_bp, unit having sum(lines) > 0
          order by hsn_code, gst_rate_bp, unit`);
        expect(JSON.stringify(kept.map((row) => Object.values(row).map(String)))).toEqual(
          JSON.stringify(fromDays.map((row) => Object.values(row).map(String))),
        );
      }
    }
  });

  it('product_monthly_totals equal a recount of the lines of invoices not cancelled', async () => {
    const kept =
      await rows(sql`select month, product_id, hsn_code, gst_rate_bp, lines, quantity_milli, subtotal, tax_amount
      from product_monthly_totals where lines <> 0`);
    const recount =
      await rows(sql`select substr(i.date, 1, 7) as month, ii.product_id, ii.hsn_code, ii.gst_rate_bp,
        count(*) as lines, sum(ii.quantity_milli) as quantity_milli, sum(ii.subtotal) as subtotal, sum(ii.tax_amount) as tax
      from invoice_items ii join invoices i on i.id = ii.invoice_id
      where i.status <> 'Cancelled'
      group by substr(i.date, 1, 7), ii.product_id, ii.hsn_code, ii.gst_rate_bp`);
    expect(normalise(kept)).toEqual(normalise(recount));
  });

  it('hsn_monthly_names equal a recount of the names as sold on lines of invoices not cancelled', async () => {
    const kept = await rows(sql`select month, b2b, hsn_code, gst_rate_bp, unit, product_name, lines
      from hsn_monthly_names where lines <> 0`);
    const recount =
      await rows(sql`select substr(i.date, 1, 7) as month, case when i.customer_gstin is not null then 1 else 0 end as b2b,
        ii.hsn_code, ii.gst_rate_bp, ii.unit, ii.product_name, count(*) as lines
      from invoice_items ii join invoices i on i.id = ii.invoice_id
      where i.status <> 'Cancelled'
      group by substr(i.date, 1, 7), case when i.customer_gstin is not null then 1 else 0 end, ii.hsn_code,
        ii.gst_rate_bp, ii.unit, ii.product_name`);
    expect(recount.length).toBeGreaterThan(10);
    expect(normalise(kept)).toEqual(normalise(recount));
  });

  it('hsn_yearly_names equal a recount of the names as sold per financial year', async () => {
    const kept = await rows(sql`select year_start, b2b, hsn_code, gst_rate_bp, unit, product_name, lines
      from hsn_yearly_names where lines <> 0`);
    const yearOf = (date: string) => {
      const year = Number(date.slice(0, 4)) - (date.slice(5, 7) < '04' ? 1 : 0);
      return `${year}-04`;
    };
    const lines =
      await rows(sql`select i.date, case when i.customer_gstin is not null then 1 else 0 end as b2b,
        ii.hsn_code, ii.gst_rate_bp, ii.unit, ii.product_name
      from invoice_items ii join invoices i on i.id = ii.invoice_id
      where i.status <> 'Cancelled'`);
    const counted = new Map<string, Record<string, unknown>>();
    for (const line of lines) {
      const key = [
        yearOf(String(line.date)),
        line.b2b,
        line.hsn_code,
        line.gst_rate_bp,
        line.unit,
        line.product_name,
      ];
      const entry = counted.get(key.join('|')) ?? {
        year_start: key[0],
        b2b: line.b2b,
        hsn_code: line.hsn_code,
        gst_rate_bp: line.gst_rate_bp,
        unit: line.unit,
        product_name: line.product_name,
        lines: 0,
      };
      entry.lines = Number(entry.lines) + 1;
      counted.set(key.join('|'), entry);
    }
    expect(new Set([...counted.values()].map((entry) => entry.year_start)).size).toBeGreaterThan(1);
    expect(normalise(kept)).toEqual(normalise([...counted.values()]));
  });

  it('describe HSN rows over whole months and loose days as the lines themselves do', async () => {
    for (const range of [
      { from: '2025-06-01', to: '2025-07-31' },
      { from: '2025-06-04', to: '2025-07-10' },
      { from: '2025-06-10', to: '2025-06-20' },
      // Whole financial years, alone and with months and days either side.
      { from: '2025-04-01', to: '2026-03-31' },
      { from: '2024-04-01', to: '2026-03-31' },
      { from: '2025-02-01', to: '2026-05-31' },
      { from: '2025-03-21', to: '2026-04-10' },
    ]) {
      for (const party of ['all', 'b2b', 'b2c'] as const) {
        const kept = await findHsnDescriptions(t.db, range, party);
        const b2b = party === 'b2b' ? sql`and b2b = 1` : party === 'b2c' ? sql`and b2b = 0` : sql``;
        const fromLines = await rows(sql`select hsn_code, gst_rate_bp, unit, min(product_name) as name,
            count(distinct product_name) as products
          from invoice_items where invoice_date >= ${range.from} and invoice_date <= ${range.to} and counts = 1 ${b2b}
          group by hsn_code, gst_rate_bp, unit`);
        expect(normalise(kept as unknown as Rows)).toEqual(normalise(fromLines));
      }
    }
  });

  it('invoice_daily_totals equal a recount of the invoices', async () => {
    const kept = await rows(sql`select date, status, invoices, total_amount, gst_amount, grand_total
      from invoice_daily_totals where invoices <> 0`);
    const recount =
      await rows(sql`select date, status, count(*) as invoices, sum(total_amount) as total_amount,
        sum(gst_amount) as gst_amount, sum(grand_total) as grand_total
      from invoices group by date, status`);
    expect(normalise(kept)).toEqual(normalise(recount));
  });

  it('stock_balances equal the sum of the stock ledger', async () => {
    const kept = await rows(
      sql`select product_id, quantity_milli from stock_balances where quantity_milli <> 0`,
    );
    const recount = await rows(sql`select product_id, sum(quantity_milli) as quantity_milli from stock_ledger
      group by product_id having sum(quantity_milli) <> 0`);
    expect(recount.length).toBeGreaterThan(3);
    expect(normalise(kept)).toEqual(normalise(recount));
  });
});
