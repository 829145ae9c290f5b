import { divideByQuantity, financialYearOf, milliToQuantity, supplierBillKey } from '@bahi/domain';
import type { PurchaseInput } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { lockProductsInIdOrder } from '../core/db/row-locks';
import { ConflictError, fieldError, type ValidationError } from '../core/http/errors';
import { isUniqueViolation } from '../core/http/unique-violation';
import { countReturnsOfPurchase } from '../documents/returns-of-purchase-repository';
import { insertStockMovements } from '../documents/stock-ledger/stock-ledger-repository';
import { type BillOfPurchase, duplicateBillMessage } from './purchase-change-rules';
import type { PricedPurchase } from './purchase-pricing';
import {
  findPurchaseItems,
  findPurchaseOfSameBill,
  type PurchaseItemRow,
  type PurchaseRow,
} from './purchase-repository';

// The steps recording, changing and cancelling a purchase share, each inside the caller's transaction.

/**
 * The purchase's rows enter stock on its date (stock_movements; the balances follow by trigger),
 * free units with the charged ones. Each carries the cost per unit that entered (the row's taxable
 * value over every unit, free ones included), which the stock report values the product at: the
 * stock is worth what was paid for it.
 */
export async function moveIntoStock(
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
      batch_id: item.batch_id ?? null,
      rate: item.free_milli
        ? divideByQuantity(item.subtotal, milliToQuantity(item.quantity_milli))
        : item.rate,
    })),
  );
}

/**
 * The products of the purchase's lines and of its new ones, locked in id order (db/row-locks.ts);
 * answers the lines as they are before the write.
 */
export async function lockProductsOfPurchase(
  trx: Db,
  purchaseId: number,
  items: readonly { product_id: number }[],
): Promise<PurchaseItemRow[]> {
  const present = await findPurchaseItems(trx, purchaseId);
  await lockProductsInIdOrder(
    trx,
    [...items, ...present].map((item) => item.product_id),
  );
  return present;
}

/** What the purchase's lines before a write took into their batches, taken back out. */
export function batchesGivenBack(present: readonly PurchaseItemRow[], field: (index: number) => string) {
  return present.map((item, index) => ({
    batchId: item.batch_id,
    milli: -Number(item.quantity_milli),
    field: field(index),
  }));
}

export function billOf(priced: PricedPurchase, input: PurchaseInput): BillOfPurchase {
  return {
    supplierId: input.supplier_id,
    financialYear: priced.header.financial_year,
    billKey: priced.header.supplier_bill_key ?? null,
    billNumber: input.invoice_number,
  };
}

/** The unique index on a supplier's bill refused a save that passed the check at the same moment. */
export function isBillKeyViolation(error: unknown): boolean {
  if (!isUniqueViolation(error)) return false;
  const { constraint, message } = error as { constraint?: unknown; message?: unknown };
  return constraint === 'purchases_supplier_bill' || String(message).includes('supplier_bill_key');
}

/** The refusal for a bill another save recorded meanwhile, naming that purchase once it is visible. */
export async function duplicateBillAfterRace(db: Db, input: PurchaseInput): Promise<ValidationError> {
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
export async function refuseChangeWithReturns(
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
