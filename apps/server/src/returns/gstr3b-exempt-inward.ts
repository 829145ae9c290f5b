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

export async function findPeriodExemptInward(
  db: Db,
  range: PeriodRange,
): Promise<{ exempt: ExemptInward; nonGst: ExemptInward }> {
  const rows = await db
    .selectFrom('purchase_items')
    .innerJoin('purchases', 'purchases.id', 'purchase_items.purchase_id')
    .select((eb) => [
      'purchases.supply_type',
      eb
        .case()
        .when('purchase_items.supply_category', '=', 'non_gst')
        .then('NONGST')
        .else('GST')
        .end()
        .as('table5_row'),
      eb.fn.coalesce(eb.fn.sum<number>('purchase_items.subtotal'), eb.lit(0)).as('taxable'),
    ])
    .where((eb) => eb.between('purchases.purchase_date', range.from, range.to))
    .where('purchases.status', '!=', 'Cancelled')
    .where((eb) =>
      eb.or([
        eb('purchase_items.supply_category', 'in', ['nil_rated', 'exempt', 'non_gst']),
        eb('purchases.supplier_gst_scheme', '=', 'composition'),
      ]),
    )
    .groupBy(['purchases.supply_type', 'table5_row'])
    .execute();
  const of = (row: string, type: string) =>
    Number(rows.find((sum) => sum.table5_row === row && sum.supply_type === type)?.taxable ?? 0);
  return {
    exempt: { inter: of('GST', 'inter'), intra: of('GST', 'intra') },
    nonGst: { inter: of('NONGST', 'inter'), intra: of('NONGST', 'intra') },
  };
}
