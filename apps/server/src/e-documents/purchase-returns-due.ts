import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../core/db/database';
import type { Database } from '../core/db/schema';
import { type EDocumentRules, ewayLimitOf } from './e-document-conditions';

// The purchase returns the numbers-due report lists: goods going back to the supplier whose
// consignment value (taxable value and tax of the taxed lines, as consignmentValue reads the
// return's e-way bill) is above the limit for the movement, with no e-way bill number recorded.
// A value note moves no goods and never needs one; a return is never reported to the IRP (the
// supplier's credit note is). One read of the returns' date index range; the lines are summed
// (by their return_id index) only for a return whose whole value could be above the limit, and
// the bill is a probe of eway_bills' unique (document_type, document_id) index.

type ReturnsEb = ExpressionBuilder<Database, 'purchase_returns'>;

function returnBillWithNumber(eb: ReturnsEb) {
  return eb
    .selectFrom('eway_bills')
    .select(sql`1`.as('one'))
    .where('eway_bills.document_type', '=', 'purchase_return')
    .whereRef('eway_bills.document_id', '=', 'purchase_returns.id')
    .where('eway_bills.ewb_number', 'is not', null);
}

function returnEwayNeeded(eb: ReturnsEb, rules: EDocumentRules) {
  const limit = ewayLimitOf(rules, 'purchase_returns.supply_type');
  const taxedValue = eb
    .selectFrom('purchase_return_items')
    .select(
      sql<number>`coalesce(sum(purchase_return_items.subtotal + purchase_return_items.tax_amount), 0)`.as(
        'value',
      ),
    )
    .whereRef('purchase_return_items.return_id', '=', 'purchase_returns.id')
    .where('purchase_return_items.gst_rate_bp', '>', 0);
  return eb.and([
    // "Not a value note" rather than kind = 'return': an equality on kind would lead SQLite to the
    // (kind, financial_year, seq) index, every return of goods ever, instead of the date range.
    eb('purchase_returns.kind', '!=', 'value'),
    eb('purchase_returns.status', '!=', 'Cancelled'),
    // The whole return before round-off bounds its taxed lines' value: most rows stop here.
    sql<SqlBool>`purchase_returns.total_amount + purchase_returns.gst_amount > ${limit}`,
    sql<SqlBool>`(${taxedValue}) > ${limit}`,
    eb.not(eb.exists(returnBillWithNumber(eb))),
  ]);
}

/** Returns of goods dated from `from` to `to` that need an e-way bill and have no number, oldest first. */
export function findPurchaseReturnsDue(db: Db, from: string, to: string, rules: EDocumentRules) {
  return db
    .selectFrom('purchase_returns')
    .select(['id', 'return_number', 'date', 'supplier_name', 'supplier_gstin', 'grand_total'])
    .where('purchase_returns.date', '>=', from)
    .where('purchase_returns.date', '<=', to)
    .where((eb) => returnEwayNeeded(eb, rules))
    .orderBy('purchase_returns.date')
    .orderBy('purchase_returns.id')
    .execute();
}
