import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOfDb } from '../derived/index';

// The invoice list shows each invoice's taxable value and tax per GST rate. Summing a page's
// lines for them was a range read per invoice (about a fifth of the list's time at 1,000,000
// invoices), so the save now keeps them on the invoice row as it keeps the invoice's totals
// (invoices/kept-rate-totals.ts has the format: a JSON array of [rate in basis points, lines,
// taxable value, tax] per rate, amounts in paise). Invoices saved before are summed here from
// their lines; the list reads the lines of any invoice still without them.

export const invoiceRateTotalsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('invoices').addColumn('rate_totals', 'text').execute();
    if (dialectOfDb(db) === 'sqlite') {
      await sql`update invoices set rate_totals = (
          select json_group_array(json_array(gst_rate_bp, lines, subtotal, tax)) from (
            select gst_rate_bp, count(*) as lines, sum(subtotal) as subtotal, sum(tax_amount) as tax
            from invoice_items where invoice_id = invoices.id
            group by gst_rate_bp order by gst_rate_bp))`.execute(db);
      return;
    }
    // One pass over the lines grouped by invoice, not a lookup per invoice.
    await sql`update invoices set rate_totals = kept.rate_totals
      from (
        select invoice_id,
          json_agg(json_build_array(gst_rate_bp, lines, subtotal, tax) order by gst_rate_bp)::text as rate_totals
        from (
          select invoice_id, gst_rate_bp, count(*) as lines, sum(subtotal) as subtotal, sum(tax_amount) as tax
          from invoice_items group by invoice_id, gst_rate_bp
        ) as per_rate
        group by invoice_id
      ) as kept
      where kept.invoice_id = invoices.id`.execute(db);
    await sql`update invoices set rate_totals = '[]' where rate_totals is null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('invoices').dropColumn('rate_totals').execute();
  },
};
