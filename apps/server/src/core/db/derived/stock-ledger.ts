import type { DerivedObject } from './index';

/**
 * The view stock_ledger, the same in both dialects: one signed row per movement, purchase lines
 * (+) from stock_movements and lines of invoices that are not cancelled (−) from invoice_items.
 * Only the columns stock sums need, so both arms are read from covering indexes
 * (stock_movements_product_date or _date; invoice_items_product_date or _report).
 */
export const STOCK_LEDGER: DerivedObject = {
  kind: 'view',
  name: 'stock_ledger',
  sql: `create view stock_ledger as
    select product_id, date, quantity_milli from stock_movements
    union all
    select product_id, invoice_date as date, -quantity_milli as quantity_milli from invoice_items where counts = 1`,
};
