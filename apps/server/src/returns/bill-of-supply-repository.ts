import { sql } from 'kysely';
import type { Db } from '../core/db/database';
import { issuedUnderGstin } from '../core/db/derived/outward-totals';
import type { HsnTotalsRow } from '../documents/sales-report-rows';
import type { PeriodRange } from './returns-repository';

// Bills of supply (issued while the shop had no GSTIN, so their seller snapshot has none) belong to
// no GST return, even when the shop has registered since and the period also holds tax invoices.
// The returns' invoice and note queries leave them out; the HSN summary is read from kept totals
// that hold every invoice line, so their lines (and their notes' lines) are taken off it here.

/** Whether an invoice (by alias) is a tax invoice, not a bill of supply. */
export const isTaxInvoice = (invoice: string) => sql<boolean>`${sql.raw(issuedUnderGstin(invoice))}`;

/**
 * The HSN rows of the period's bills of supply, signed to take them off the HSN summary: their
 * lines that count (negative), and their notes' lines (a credit note's positive, a debit note's
 * negative), per HSN code, rate and unit, for buyers with (1) or without (0) a GSTIN.
 */
export async function findBillOfSupplyHsnTotals(
  db: Db,
  range: PeriodRange,
  b2b: 0 | 1,
): Promise<HsnTotalsRow[]> {
  const notTaxInvoice = sql`not ${sql.raw(issuedUnderGstin('inv'))}`;
  const { rows } = await sql<HsnTotalsRow>`select hsn_code, gst_rate_bp, unit,
      sum(quantity_milli) as quantity_milli, sum(subtotal) as subtotal, sum(cgst) as cgst,
      sum(sgst) as sgst, sum(igst) as igst
    from (
      select l.hsn_code, l.gst_rate_bp, l.unit, -l.quantity_milli as quantity_milli,
        -l.subtotal as subtotal, -l.cgst_amount as cgst, -l.sgst_amount as sgst, -l.igst_amount as igst
      from invoice_items l join invoices inv on inv.id = l.invoice_id
      where l.invoice_date >= ${range.from} and l.invoice_date <= ${range.to} and l.counts = 1
        and l.b2b = ${b2b} and ${notTaxInvoice}
      union all
      select i.hsn_code, i.gst_rate_bp, i.unit, s.sign * i.quantity_milli, s.sign * i.subtotal,
        s.sign * i.cgst_amount, s.sign * i.sgst_amount, s.sign * i.igst_amount
      from sales_note_items i
      join (select id, invoice_id, case when note_type = 'credit' then 1 else -1 end as sign
        from sales_notes where status = 'Issued' and date >= ${range.from} and date <= ${range.to}) s
        on s.id = i.note_id
      join invoice_items ii on ii.id = i.invoice_item_id
      join invoices inv on inv.id = s.invoice_id
      where ii.b2b = ${b2b} and ${notTaxInvoice}
    ) bills
    group by hsn_code, gst_rate_bp, unit`.execute(db);
  return rows;
}

/** Whether the period holds a bill of supply (rare: only around the month the shop registered). */
export async function periodHasBillsOfSupply(db: Db, range: PeriodRange): Promise<boolean> {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where((eb) => eb.between('date', range.from, range.to))
    .where(sql<boolean>`not ${isTaxInvoice('invoices')}`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
