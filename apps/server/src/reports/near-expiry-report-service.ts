import { addDaysIso, milliToQuantity, todayIso } from '@bahi/domain';
import type { NearExpiryQuery, NearExpiryReport } from '@bahi/domain/schemas';
import type { RequestContext } from '../core/http/request-context';
import { findBatchStockExpiringBy } from '../documents/batches/batch-repository';
import { findProductsByIds } from '../documents/document-lookups';
import { rupees } from '../documents/document-presenter';
import { findLatestPurchaseRates } from './stock-report-repository';
import { valueAt } from './stock-report-service';

// Near-expiry report: the batches still holding stock that expire within N days of the shop's
// today (India's day), and those already expired, valued as the stock report values them (the
// latest purchase rate up to today, else the product's rate), so the two reports agree.

/** Whole days from `from` to `to` (negative when `to` is earlier). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export async function getNearExpiryReport(
  ctx: RequestContext,
  query: NearExpiryQuery,
): Promise<NearExpiryReport> {
  const { db } = ctx;
  const today = todayIso();
  const batches = (await findBatchStockExpiringBy(db, addDaysIso(today, query.days))).filter(
    (batch) => Number(batch.on_hand_milli) > 0,
  );
  const [products, rates] = await Promise.all([
    findProductsByIds(
      db,
      batches.map((batch) => batch.product_id),
    ),
    batches.length > 0 ? findLatestPurchaseRates(db, today) : Promise.resolve([]),
  ]);
  const productsById = new Map(products.map((product) => [product.id, product]));
  const purchaseRates = new Map(rates.map((row) => [row.product_id, row.rate]));
  const totals = { expired: { milli: 0, value: 0 }, expiring: { milli: 0, value: 0 } };
  const data = batches.flatMap((batch) => {
    const product = productsById.get(batch.product_id);
    if (!product) return [];
    const milli = Number(batch.on_hand_milli);
    const rate = Number(purchaseRates.get(batch.product_id) ?? product.rate);
    const value = valueAt(rate, milli);
    const expired = batch.expiry_date < today;
    const total = expired ? totals.expired : totals.expiring;
    total.milli += milli;
    total.value += value;
    return [
      {
        batch_id: batch.id,
        product_id: batch.product_id,
        product_name: product.name,
        unit: product.unit,
        batch_number: batch.batch_number,
        expiry_date: batch.expiry_date,
        mrp: rupees(Number(batch.mrp)),
        on_hand: milliToQuantity(milli),
        value: rupees(value),
        days_left: daysBetween(today, batch.expiry_date),
        expired,
      },
    ];
  });
  return {
    today,
    days: query.days,
    data,
    expired: { on_hand: milliToQuantity(totals.expired.milli), value: rupees(totals.expired.value) },
    expiring: { on_hand: milliToQuantity(totals.expiring.milli), value: rupees(totals.expiring.value) },
  };
}
