import { sql } from 'kysely';
import type { Db } from '../core/db/database';
import type { PeriodRange } from './returns-repository';

// GSTR-3B Table 5: inward supplies that carry no credit, split by whether the purchase was
// inter-state or within the state; cancelled purchases left out. Row GST: purchase lines from
// composition dealers (who charge no tax and pass on no credit; the supplier's scheme is the one
// kept on the purchase when it was saved) and nil-rated or exempt purchase lines, each by the
// supply category kept on the line. Row NONGST: non-GST purchase lines (goods outside GST), from
// any supplier. Expenses keep no supply category (a 0% expense may be no supply at all, such as
// wages), so they are not in Table 5.

export type ExemptInward = { inter: number; intra: number };

/**
 * The period's purchases drive: each one's qualifying lines are summed through its own index range
 * (purchase_items_purchase), two small correlated sums. As a join filtered on both tables,
 * PostgreSQL read every purchase line ever kept (550,000 at 1,000,000 invoices, about 100 ms) to
 * keep those of one month's 2,900 purchases (docs/performance.md).
 */
export async function findPeriodExemptInward(
  db: Db,
  range: PeriodRange,
): Promise<{ exempt: ExemptInward; nonGst: ExemptInward }> {
  const { rows } = await sql<{ supply_type: string; gst: number; nongst: number }>`
    select p.supply_type,
      coalesce(sum((select sum(i.subtotal) from purchase_items i
        where i.purchase_id = p.id and i.supply_category <> 'non_gst'
          and (i.supply_category in ('nil_rated', 'exempt') or p.supplier_gst_scheme = 'composition'))), 0) as gst,
      coalesce(sum((select sum(i.subtotal) from purchase_items i
        where i.purchase_id = p.id and i.supply_category = 'non_gst')), 0) as nongst
    from purchases p
    where p.purchase_date between ${range.from} and ${range.to} and p.status <> 'Cancelled'
    group by p.supply_type`.execute(db);
  const of = (row: 'gst' | 'nongst', type: string) =>
    Number(rows.find((sum) => sum.supply_type === type)?.[row] ?? 0);
  return {
    exempt: { inter: of('gst', 'inter'), intra: of('gst', 'intra') },
    nonGst: { inter: of('nongst', 'inter'), intra: of('nongst', 'intra') },
  };
}
