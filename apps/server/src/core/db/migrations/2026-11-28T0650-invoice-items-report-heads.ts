import type { Kysely, Migration } from 'kysely';

// invoice_items_report, the covering index the reports read a range of days of lines through,
// also carries the lines' CGST, SGST and IGST: GSTR-1 sums a month's lines per invoice and rate for
// its b2b and b2cl sections (1,000,000 invoices: 130,000 lines a month to registered buyers), and
// reading those three from the table cost a row lookup per line, twice the time of the whole scan.
// The index keeps its key order (day, then invoice), so a save's lines still go to the end of one
// day's run: one page per save, as before, only wider entries.

const KEY = [
  'invoice_date',
  'invoice_id',
  'counts',
  'b2b',
  'product_id',
  'hsn_code',
  'gst_rate_bp',
  'unit',
  'quantity_milli',
  'subtotal',
  'tax_amount',
];

async function reportIndex(db: Kysely<unknown>, columns: string[]): Promise<void> {
  await db.schema.dropIndex('invoice_items_report').execute();
  await db.schema.createIndex('invoice_items_report').on('invoice_items').columns(columns).execute();
}

export const invoiceItemsReportHeadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await reportIndex(db, [...KEY, 'cgst_amount', 'sgst_amount', 'igst_amount']);
  },
  async down(db: Kysely<unknown>) {
    await reportIndex(db, KEY);
  },
};
