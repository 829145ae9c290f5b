import {
  divideByQuantity,
  financialYearOf,
  milliToQuantity,
  nextSeriesNumber,
  supplierBillKey,
  todayIso,
} from '@bahi/domain';
import {
  type ListQuery,
  MAX_ID,
  type PurchaseDetail,
  type PurchaseInput,
  type PurchaseListRow,
} from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { lockProductsInIdOrder } from '../core/db/row-locks';
import { inTransaction } from '../core/db/transactions';
import { retryOnDeadlock } from '../core/db/write-conflicts';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError, fieldError, NotFoundError, type ValidationError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { isUniqueViolation } from '../core/http/unique-violation';
import { findSettings } from '../core/shop/settings-repository';
import { claimNextVersion } from '../core/versions/version-guard';
import { sellerSnapshotOf } from '../documents/seller-snapshot';
import {
  countReturnsOfPurchase,
  findReturnsOfPurchase,
} from '../purchase-returns/purchase-return-repository';
import { refuseInFiledPeriod } from '../returns/period-lock';
import { insertStockMovements } from '../stock/stock-repository';
import {
  type BillOfPurchase,
  checkPurchaseChangeAgainstPayments,
  duplicateBillMessage,
  refuseDuplicateSupplierBill,
} from './purchase-change-rules';
import { toPurchaseDetail, toPurchaseListRow } from './purchase-presenter';
import { type PricedPurchase, pricePurchase } from './purchase-pricing';
import {
  countPurchases,
  deletePurchaseItems,
  deletePurchaseStockMovements,
  findHighestPurchaseNumber,
  findPurchaseById,
  findPurchaseByNumber,
  findPurchaseItems,
  findPurchaseOfSameBill,
  findPurchases,
  insertPurchase,
  insertPurchaseItems,
  lockPurchaseById,
  markPurchaseCancelled,
  type PurchaseRow,
  updatePurchase,
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

/** A purchase by its number ('PUR/25-26/0001') or, when the key is all digits, its id. */
async function findPurchaseByKey(db: Db, key: string): Promise<PurchaseRow | undefined> {
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
  if (!row) throw notFound();
  const [items, settings, returns] = await Promise.all([
    findPurchaseItems(db, row.id),
    findSettings(db),
    findReturnsOfPurchase(db, row.id),
  ]);
  return toPurchaseDetail(row, items, settings, returns);
}

function notFound(): NotFoundError {
  return new NotFoundError('Invalid Purchase Number.');
}

/** Finds and locks the purchase an edit or a cancel is about, inside its transaction. */
async function lockPurchaseByKey(trx: Db, key: string): Promise<PurchaseRow> {
  const found = await findPurchaseByKey(trx, key);
  const row = found ? await lockPurchaseById(trx, found.id) : undefined;
  if (!row) throw notFound();
  return row;
}

/**
 * The purchase's rows enter stock on its date (stock_movements; the balances follow by trigger),
 * free units with the charged ones. Each carries the cost per unit that entered (the row's taxable
 * value over every unit, free ones included), which the stock report values the product at: the
 * stock is worth what was paid for it.
 */
async function moveIntoStock(
  trx: Db,
  id: number,
  date: string,
  items: PricedPurchase['items'],
): Promise<void> {
  await insertStockMovements(
    trx,
    items.map((item) => ({
      product_id: item.product_id,
      date,
      quantity_milli: item.quantity_milli,
      source_type: 'purchase' as const,
      source_id: id,
      rate: item.free_milli
        ? divideByQuantity(item.subtotal, milliToQuantity(item.quantity_milli))
        : item.rate,
    })),
  );
}

/**
 * Records a purchase and raises stock, in one transaction. The number shown on the form is a
 * suggestion: if someone else saved that number first, the next free one is used, and the answer
 * says which number the purchase got. The supplier's bill number may be recorded once per
 * supplier and financial year.
 */
export async function recordPurchase(
  ctx: RequestContext,
  input: PurchaseInput,
): Promise<{ ok: true; id: number; purchase_number: string }> {
  const { db } = ctx;
  for (let attempt = 1; ; attempt++) {
    try {
      return await retryOnDeadlock(db, () =>
        inTransaction(db, async (trx) => {
          await refuseInFiledPeriod(trx, { label: 'A purchase', dates: [input.purchase_date] });
          await lockProductsInIdOrder(
            trx,
            input.items.map((item) => item.product_id),
          );
          const priced = await pricePurchase(trx, input);
          await refuseDuplicateSupplierBill(trx, billOf(priced, input));
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
          await moveIntoStock(trx, id, input.purchase_date, priced.items);
          const after = await getPurchaseDetail(withDb(ctx, trx), String(id));
          await recordChange(withDb(ctx, trx), {
            recordType: 'purchase',
            recordId: id,
            action: 'create',
            before: null,
            after,
          });
          return { ok: true as const, id, purchase_number: purchaseNumber };
        }),
      );
    } catch (error) {
      if (isBillKeyViolation(error)) throw await duplicateBillAfterRace(db, input);
      // Two saves took the same next number at once: try again with a fresh one, unless the
      // transaction is the caller's (an idempotent create), which starts over by itself.
      if (!isUniqueViolation(error) || attempt >= SAVE_ATTEMPTS || db.isTransaction) throw error;
    }
  }
}

/**
 * Corrects a purchase: header and rows are replaced by the same rules as recording one, and its
 * stock movements with them, in one transaction (stock balances and the stock report follow). The
 * number stays, and so does the financial year it belongs to; the shop's particulars stay as
 * recorded. A cancelled purchase is not edited; payments applied to it limit the change.
 */
export async function changePurchase(
  ctx: RequestContext,
  key: string,
  input: PurchaseInput,
): Promise<PurchaseDetail> {
  const { db } = ctx;
  try {
    return await retryOnDeadlock(db, () =>
      inTransaction(db, async (trx) => {
        const existing = await lockPurchaseByKey(trx, key);
        await lockProductsOfPurchase(trx, existing.id, input.items);
        const name = `Purchase ${existing.purchase_number}`;
        if (existing.status === 'Cancelled') {
          throw new ConflictError(`${name} is cancelled and cannot be edited`);
        }
        await refuseChangeWithReturns(trx, existing, 'changed');
        await refuseInFiledPeriod(trx, {
          label: name,
          dates: [existing.purchase_date, input.purchase_date],
        });
        const priced = await pricePurchase(trx, input);
        if (priced.header.financial_year !== existing.financial_year) {
          throw fieldError(
            'purchase_date',
            `Purchase Date must stay in the financial year ${existing.financial_year} of ${name}`,
          );
        }
        await refuseDuplicateSupplierBill(trx, { ...billOf(priced, input), exceptId: existing.id });
        await checkPurchaseChangeAgainstPayments(trx, existing, {
          ...priced.header,
          status: existing.status,
        });
        const before = await getPurchaseDetail(withDb(ctx, trx), String(existing.id));
        await claimNextVersion(withDb(ctx, trx), {
          table: 'purchases',
          recordType: 'purchase',
          id: existing.id,
          label: name,
          fromVersion: input.version,
        });
        await deletePurchaseStockMovements(trx, existing.id);
        await deletePurchaseItems(trx, existing.id);
        await updatePurchase(trx, existing.id, {
          ...priced.header,
          seller_snapshot: existing.seller_snapshot,
        });
        await insertPurchaseItems(trx, existing.id, priced.items);
        await moveIntoStock(trx, existing.id, input.purchase_date, priced.items);
        const after = await getPurchaseDetail(withDb(ctx, trx), String(existing.id));
        await recordChange(withDb(ctx, trx), {
          recordType: 'purchase',
          recordId: existing.id,
          action: 'update',
          before,
          after,
        });
        return after;
      }),
    );
  } catch (error) {
    if (isBillKeyViolation(error)) throw await duplicateBillAfterRace(db, input);
    throw error;
  }
}

/**
 * Cancels a purchase: it stays (with its number and figures) as Cancelled, its stock goes back
 * out, and it leaves reports, balances and input tax credit. Refused while payments are applied.
 */
export async function cancelPurchase(ctx: RequestContext, key: string): Promise<PurchaseDetail> {
  const { db } = ctx;
  return retryOnDeadlock(db, () =>
    inTransaction(db, async (trx) => {
      const existing = await lockPurchaseByKey(trx, key);
      await lockProductsOfPurchase(trx, existing.id, []);
      if (existing.status === 'Cancelled') {
        throw new ConflictError(`Purchase ${existing.purchase_number} is already cancelled`);
      }
      await refuseChangeWithReturns(trx, existing, 'cancelled');
      await refuseInFiledPeriod(trx, {
        label: `Purchase ${existing.purchase_number}`,
        dates: [existing.purchase_date],
      });
      await checkPurchaseChangeAgainstPayments(trx, existing, { ...existing, status: 'Cancelled' });
      const before = await getPurchaseDetail(withDb(ctx, trx), String(existing.id));
      await claimNextVersion(withDb(ctx, trx), {
        table: 'purchases',
        recordType: 'purchase',
        id: existing.id,
        label: `Purchase ${existing.purchase_number}`,
        fromVersion: undefined,
      });
      await markPurchaseCancelled(trx, existing.id);
      await deletePurchaseStockMovements(trx, existing.id);
      const after = await getPurchaseDetail(withDb(ctx, trx), String(existing.id));
      await recordChange(withDb(ctx, trx), {
        recordType: 'purchase',
        recordId: existing.id,
        action: 'cancel',
        before,
        after,
      });
      return after;
    }),
  );
}

/** The products of the purchase's lines and of its new ones, locked in id order (db/row-locks.ts). */
async function lockProductsOfPurchase(
  trx: Db,
  purchaseId: number,
  items: readonly { product_id: number }[],
): Promise<void> {
  const present = await findPurchaseItems(trx, purchaseId);
  await lockProductsInIdOrder(
    trx,
    [...items, ...present].map((item) => item.product_id),
  );
}

function billOf(priced: PricedPurchase, input: PurchaseInput): BillOfPurchase {
  return {
    supplierId: input.supplier_id,
    financialYear: priced.header.financial_year,
    billKey: priced.header.supplier_bill_key ?? null,
    billNumber: input.invoice_number,
  };
}

/** The unique index on a supplier's bill refused a save that passed the check at the same moment. */
function isBillKeyViolation(error: unknown): boolean {
  if (!isUniqueViolation(error)) return false;
  const { constraint, message } = error as { constraint?: unknown; message?: unknown };
  return constraint === 'purchases_supplier_bill' || String(message).includes('supplier_bill_key');
}

/** The refusal for a bill another save recorded meanwhile, naming that purchase once it is visible. */
async function duplicateBillAfterRace(db: Db, input: PurchaseInput): Promise<ValidationError> {
  const billKey = supplierBillKey(input.invoice_number);
  // Inside the caller's transaction (an idempotent create) PostgreSQL refuses further reads after
  // the failed insert, so the earlier purchase goes unnamed there.
  const earlier =
    billKey && !db.isTransaction
      ? await findPurchaseOfSameBill(db, {
          supplierId: input.supplier_id,
          financialYear: financialYearOf(input.purchase_date).label,
          billKey,
        })
      : undefined;
  return fieldError('invoice_number', duplicateBillMessage(input.invoice_number ?? '', earlier));
}

/**
 * Returns refer to the purchase's lines and amounts: a purchase with returns is not edited (a
 * return corrects it instead), and one with live returns is not cancelled until they are.
 */
async function refuseChangeWithReturns(
  db: Db,
  purchase: PurchaseRow,
  what: 'changed' | 'cancelled',
): Promise<void> {
  const returns = await countReturnsOfPurchase(db, purchase.id, what === 'cancelled');
  if (returns === 0) return;
  throw new ConflictError(
    what === 'cancelled'
      ? `Purchase ${purchase.purchase_number} has purchase returns that are not cancelled; cancel them first`
      : `Purchase ${purchase.purchase_number} has purchase returns and cannot be changed`,
  );
}
