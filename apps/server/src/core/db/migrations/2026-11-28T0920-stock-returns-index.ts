import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOfDb } from '../derived/index';

// The stock report nets out of a range's ins and outs the goods that came back on credit notes
// (stock movements of source_type 'invoice') and went back on purchase returns. Read through
// stock_movements_product_date, that was a skip-scan over every product's entries (about 10 ms at
// 1,000,000 invoices, 5,000 products); this partial index holds only those returns, by date, and
// covers the read (0.1 ms). The report's query names the same two source types as literals so
// that both databases can prove it lies within the index (reports/stock-report-repository.ts).
// SQLite's planner, given statistics of the other indexes but none of this one, kept the
// skip-scan; the index's own statistics are gathered here (a read of the small index alone).

export const stockReturnsIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index stock_movements_returns
      on stock_movements (date, product_id, source_type, quantity_milli)
      where source_type in ('invoice', 'purchase_return')`.execute(db);
    if (dialectOfDb(db) === 'sqlite') await sql`analyze stock_movements_returns`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('stock_movements_returns').execute();
  },
};
