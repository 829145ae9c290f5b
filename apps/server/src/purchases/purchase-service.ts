import { financialYearOf, nextSeriesNumber, todayIso } from '@bahi/domain';
import {
  type ListQuery,
  MAX_ID,
  type PurchaseDetail,
  type PurchaseInput,
  type PurchaseListRow,
} from '@bahi/domain/schemas';
import { recordChange } from '../audit/record-change';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transactions';
import { sellerSnapshotOf } from '../documents/seller-snapshot';
import { NotFoundError } from '../http/errors';
import { type RequestContext, withDb } from '../http/request-context';
import { isUniqueViolation } from '../http/unique-violation';
import { findSettings } from '../settings/settings-repository';
import { insertStockMovements } from '../stock/stock-repository';
import { toPurchaseDetail, toPurchaseListRow } from './purchase-presenter';
import { pricePurchase } from './purchase-pricing';
import {
  countPurchases,
  findHighestPurchaseNumber,
  findPurchaseById,
  findPurchaseByNumber,
  findPurchaseItems,
  findPurchases,
  insertPurchase,
  insertPurchaseItems,
} from './purchase-repository';

const PURCHASE_PREFIX = 'PUR';
const SAVE_ATTEMPTS = 5;

export async function listPurchases(
  ctx: RequestContext,
  query: ListQuery,
): Promise<{ data: PurchaseListRow[]; total: number }> {
  const { db } = ctx;
  const [rows, total] = await Promise.all([findPurchases(db, query), countPurchases(db, query)]);
  return { data: rows.map(toPurchaseListRow), total };
}

/** The next purchase number of the PUR/{FY}/{seq} series for the financial year of a date. */
export async function suggestPurchaseNumber(ctx: RequestContext, date = todayIso()): Promise<string> {
  const { db } = ctx;
  const financialYear = financialYearOf(date).label;
  const highest = await findHighestPurchaseNumber(db, `${PURCHASE_PREFIX}/${financialYear}/`);
  return nextSeriesNumber(PURCHASE_PREFIX, financialYear, highest ? [highest] : []);
}

/**
 * A purchase looked up by its number ('PUR/25-26/0001') or, when the key is all digits, its id:
 * the detail route /purchase/{purchaseId} is reached both ways.
 */
export async function getPurchaseDetail(ctx: RequestContext, key: string): Promise<PurchaseDetail> {
  const { db } = ctx;
  // Digits beyond the id column's range cannot be an id (PostgreSQL would refuse to compare them).
  const row =
    /^\d+$/.test(key) && Number(key) <= MAX_ID
      ? await findPurchaseById(db, Number(key))
      : await findPurchaseByNumber(db, key);
  if (!row) throw new NotFoundError('Invalid Purchase Number.');
  const [items, settings] = await Promise.all([findPurchaseItems(db, row.id), findSettings(db)]);
  return toPurchaseDetail(row, items, settings);
}

/**
 * Records a purchase and raises stock, in one transaction. The number shown on the form is a
 * suggestion: if someone else saved that number first, the next free one is used, and the answer
 * says which number the purchase got.
 */
export async function recordPurchase(
  ctx: RequestContext,
  input: PurchaseInput,
): Promise<{ ok: true; id: number; purchase_number: string }> {
  const { db } = ctx;
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(db, async (trx) => {
        const priced = await pricePurchase(trx, input);
        const wanted = input.purchase_number;
        const taken = wanted ? await findPurchaseByNumber(trx, wanted) : undefined;
        const purchaseNumber =
          wanted && !taken && attempt === 1
            ? wanted
            : await suggestPurchaseNumber(withDb(ctx, trx), input.purchase_date);
        // The shop's particulars as recorded today stay with the purchase (documents/seller-snapshot.ts).
        const sellerSnapshot = sellerSnapshotOf(await findSettings(trx));
        const id = await insertPurchase(trx, {
          ...priced.header,
          purchase_number: purchaseNumber,
          seller_snapshot: sellerSnapshot,
        });
        await insertPurchaseItems(trx, id, priced.items);
        await insertStockMovements(
          trx,
          priced.items.map((item) => ({
            product_id: item.product_id,
            date: input.purchase_date,
            quantity_milli: item.quantity_milli,
            source_type: 'purchase' as const,
            source_id: id,
          })),
        );
        const after = await getPurchaseDetail(withDb(ctx, trx), String(id));
        await recordChange(withDb(ctx, trx), {
          recordType: 'purchase',
          recordId: id,
          action: 'create',
          before: null,
          after,
        });
        return { ok: true as const, id, purchase_number: purchaseNumber };
      });
    } catch (error) {
      // Two saves took the same next number at once: try again with a fresh one, unless the
      // transaction is the caller's (an idempotent create), which starts over by itself.
      if (!isUniqueViolation(error) || attempt >= SAVE_ATTEMPTS || db.isTransaction) throw error;
    }
  }
}
