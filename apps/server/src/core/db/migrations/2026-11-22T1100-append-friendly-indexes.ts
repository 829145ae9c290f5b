import { type Kysely, type Migration, sql } from 'kysely';

// Saving an invoice wrote one index page per line into each index whose key went (date, product)
// or (date, HSN): a busy day's lines are spread over hundreds of pages, so ten lines landed on ten
// pages, and every page written is a page copied into the write-ahead log at commit. A page per
// line per index was most of the cost of POST /api/invoices with a million invoices (issue 4).
// The report queries read these indexes over a range of days and group in memory either way, so
// the second key column can as well be the invoice (or ledger row): a save's lines then go to
// the end of one day's run, usually one page.
// - invoice_items_report replaces invoice_items_hsn_report and invoice_items_product_report: one
//   covering index serves both reports (the HSN sums themselves come from hsn_daily_totals).
// - stock_movements_date keeps its name and columns, with the ledger row's id second.
// - stock_movements_latest_purchase replaces stock_movements_latest_source: only purchases are
//   ever looked up (a product's latest purchase rate), so sales lines no longer enter it.

export const appendFriendlyIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('invoice_items_hsn_report').execute();
    await db.schema.dropIndex('invoice_items_product_report').execute();
    await db.schema
      .createIndex('invoice_items_report')
      .on('invoice_items')
      .columns([
        'invoice_date',
        'invoice_id',
        'counts',
        'b2b',
        'product_id',
        'hsn_code',
        'gst_rate_bp',
        'unit',
        'quantity',
        'subtotal',
        'tax_amount',
      ])
      .execute();

    await db.schema.dropIndex('stock_movements_date').execute();
    await db.schema
      .createIndex('stock_movements_date')
      .on('stock_movements')
      .columns(['date', 'id', 'product_id', 'quantity'])
      .execute();

    await db.schema.dropIndex('stock_movements_latest_source').execute();
    await sql`create index stock_movements_latest_purchase on stock_movements (product_id, date, source_id)
      where source_type = 'purchase'`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('stock_movements_latest_purchase').execute();
    await db.schema
      .createIndex('stock_movements_latest_source')
      .on('stock_movements')
      .columns(['product_id', 'source_type', 'date', 'source_id'])
      .execute();

    await db.schema.dropIndex('stock_movements_date').execute();
    await db.schema
      .createIndex('stock_movements_date')
      .on('stock_movements')
      .columns(['date', 'product_id', 'quantity'])
      .execute();

    await db.schema.dropIndex('invoice_items_report').execute();
    await db.schema
      .createIndex('invoice_items_hsn_report')
      .on('invoice_items')
      .columns([
        'invoice_date',
        'hsn_code',
        'gst_rate_bp',
        'unit',
        'counts',
        'b2b',
        'invoice_id',
        'quantity',
        'subtotal',
        'cgst_amount',
        'sgst_amount',
        'igst_amount',
      ])
      .execute();
    await db.schema
      .createIndex('invoice_items_product_report')
      .on('invoice_items')
      .columns([
        'invoice_date',
        'product_id',
        'hsn_code',
        'gst_rate_bp',
        'counts',
        'quantity',
        'subtotal',
        'tax_amount',
      ])
      .execute();
  },
};
