import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectIndexDownAndUp } from '../../../test-support/migration-down-up';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { dialectOf } from '../database';

// The migrations that only add indexes go down and up again: each index goes and comes back, the
// rows untouched. And the stock report's read of a range's returns, and the outstanding report's
// of a cut month's open documents, are answered from their partial indexes: each report's
// condition is its index's word for word.

const INDEX_MIGRATIONS = [
  ['2026-11-28T0900-stock-months-by-product', 'stock_monthly_totals', 'stock_monthly_totals_product'],
  ['2026-11-28T0920-stock-returns-index', 'stock_movements', 'stock_movements_returns'],
  ['2026-11-28T0930-party-statement-indexes', 'sales_notes', 'sales_notes_customer'],
  ['2026-11-28T0930-party-statement-indexes', 'purchase_returns', 'purchase_returns_supplier'],
  ['2026-11-28T1000-open-documents-by-date', 'invoices', 'invoices_open_by_date'],
  ['2026-11-28T1000-open-documents-by-date', 'purchases', 'purchases_open_by_date'],
] as const;

describe('Migrations that add indexes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each(INDEX_MIGRATIONS)('%s goes down and up again (%s.%s)', async (name, table, index) => {
    await expectIndexDownAndUp(t, name, table, index);
  });

  it("serves the stock report's read of the returns from their own index (SQLite's plan)", async () => {
    if (dialectOf(t.db) !== 'sqlite') return;
    const { rows } = await sql<{ detail: string }>`explain query plan
      select product_id, sum(quantity_milli) from stock_movements
      where source_type in ('invoice', 'purchase_return') and date between '2026-10-01' and '2026-10-31'
      group by product_id`.execute(t.db);
    expect(rows.map((row) => row.detail).join(' ')).toContain('stock_movements_returns');
  });

  it("reads a cut month's open invoices from their index by date (SQLite's plan)", async () => {
    if (dialectOf(t.db) !== 'sqlite') return;
    const { rows } = await sql<{ detail: string }>`explain query plan
      select d.customer_id, d.grand_total - d.noted + d.refunded - d.settled from invoices d
      where d.date >= '2026-10-28' and d.date < '2026-10-32' and d.status <> 'Cancelled'
        and d.settled + d.noted < d.grand_total + d.refunded`.execute(t.db);
    expect(rows.map((row) => row.detail).join(' ')).toContain('invoices_open_by_date');
  });
});
