import type { Db } from '../core/db/database';
import type { PeriodRange } from './returns-repository';

// GSTR-3B Table 5's first row: inward supplies from composition dealers (who charge no tax and
// pass on no credit) and nil-rated or exempt inward supplies (0% purchase lines), split by
// whether the purchase was inter-state or within the state. Cancelled purchases are left out. The
// supplier's scheme is the one kept on the purchase when it was saved.

export type ExemptInward = { inter: number; intra: number };

export async function findPeriodExemptInward(db: Db, range: PeriodRange): Promise<ExemptInward> {
  const rows = await db
    .selectFrom('purchase_items')
    .innerJoin('purchases', 'purchases.id', 'purchase_items.purchase_id')
    .select((eb) => [
      'purchases.supply_type',
      eb.fn.coalesce(eb.fn.sum<number>('purchase_items.subtotal'), eb.lit(0)).as('taxable'),
    ])
    .where((eb) => eb.between('purchases.purchase_date', range.from, range.to))
    .where('purchases.status', '!=', 'Cancelled')
    .where((eb) =>
      eb.or([
        eb('purchase_items.gst_rate_bp', '=', 0),
        eb('purchases.supplier_gst_scheme', '=', 'composition'),
      ]),
    )
    .groupBy('purchases.supply_type')
    .execute();
  const of = (type: string) => Number(rows.find((row) => row.supply_type === type)?.taxable ?? 0);
  return { inter: of('inter'), intra: of('intra') };
}
