import { financialYearOf, nextSeriesNumber, todayIso } from '@bahi/domain';
import { type ListQuery, MAX_ID, type PurchaseDetail, type PurchaseListRow } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { NotFoundError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { findSettings } from '../core/shop/settings-repository';
import { findReturnsOfPurchase } from '../documents/returns-of-purchase-repository';
import { toPurchaseDetail, toPurchaseListRow } from './purchase-presenter';
import {
  countPurchases,
  findHighestPurchaseNumber,
  findPurchaseById,
  findPurchaseByNumber,
  findPurchaseItems,
  findPurchases,
  lockPurchaseById,
  type PurchaseRow,
} from './purchase-repository';

// Reading purchases: the list, one purchase by number or id, and the next number to suggest. The
// writes are one use case per file: purchase-record.ts, purchase-change.ts, purchase-cancel.ts.

const PURCHASE_PREFIX = 'PUR';

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

/** A purchase by its number ('PUR/25-26/0001') or, when the key is all digits, its id. */
export async function findPurchaseByKey(db: Db, key: string): Promise<PurchaseRow | undefined> {
  // Digits beyond the id column's range cannot be an id (PostgreSQL would refuse to compare them).
  return /^\d+$/.test(key) && Number(key) <= MAX_ID
    ? await findPurchaseById(db, Number(key))
    : await findPurchaseByNumber(db, key);
}

/**
 * A purchase looked up by its number ('PUR/25-26/0001') or, when the key is all digits, its id:
 * the detail route /purchase/{purchaseId} is reached both ways.
 */
export async function getPurchaseDetail(ctx: RequestContext, key: string): Promise<PurchaseDetail> {
  const { db } = ctx;
  const row = await findPurchaseByKey(db, key);
  if (!row) throw purchaseNotFound();
  const [items, settings, returns] = await Promise.all([
    findPurchaseItems(db, row.id),
    findSettings(db),
    findReturnsOfPurchase(db, row.id),
  ]);
  return toPurchaseDetail(row, items, settings, returns);
}

export function purchaseNotFound(): NotFoundError {
  return new NotFoundError('Invalid Purchase Number.');
}

/** Finds and locks the purchase an edit or a cancel is about, inside its transaction. */
export async function lockPurchaseByKey(trx: Db, key: string): Promise<PurchaseRow> {
  const found = await findPurchaseByKey(trx, key);
  const row = found ? await lockPurchaseById(trx, found.id) : undefined;
  if (!row) throw purchaseNotFound();
  return row;
}
