import { rupeesToPaise } from '@bahi/domain';
import type {
  PurchaseReturnDetail,
  PurchaseReturnListQuery,
  PurchaseReturnListRow,
  ReturnablePurchase,
} from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError, NotFoundError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { findSettings } from '../core/shop/settings-repository';
import { linesWithRemaining } from '../documents/correction-rules';
import { toPartySnapshot } from '../documents/document-presenter';
import { refuseInFiledPeriod } from '../documents/period-lock';
import {
  findPurchaseById,
  findPurchaseItems,
  lockPurchaseById,
  type PurchaseRow,
} from '../purchases/purchase-repository';
import { remainingOfLines } from './purchase-return-lines';
import { toPurchaseReturnDetail, toPurchaseReturnListRow } from './purchase-return-presenter';
import {
  addToPurchaseReturned,
  countPurchaseReturns,
  deletePurchaseReturnMovements,
  findPurchaseReturnById,
  findPurchaseReturnItems,
  findPurchaseReturns,
  findReturnedOfPurchaseLines,
  lockPurchaseReturnById,
  markPurchaseReturnCancelled,
} from './purchase-return-repository';

// Purchase returns (docs/gst-rules.md, "Purchase returns"): goods sent back to a supplier against
// one purchase. A return keeps the purchase's supplier and supply type, is valued pro rata and
// taxed at the purchase lines' own rates (as the supplier's credit note for them will be), takes
// the next number of its own series for the financial year of its date, takes its total off what
// the supplier is owed (purchases.returned) and its goods out of stock. Cancelled, never deleted.
// A value note (the supplier's credit note without goods) is a row of the same table, of its own
// kind and series, and moves no stock (purchase-return-create.ts issues both).

/** 'Purchase return PR/26-27/0001', 'Value note PVN/26-27/0001'. */
function nameOf(detail: { kind: 'return' | 'value'; return_number: string }): string {
  return `${detail.kind === 'value' ? 'Value note' : 'Purchase return'} ${detail.return_number}`;
}

function notFound(id: number): NotFoundError {
  return new NotFoundError(`Purchase return ${id} not found`);
}

export async function listPurchaseReturns(
  ctx: RequestContext,
  query: PurchaseReturnListQuery,
): Promise<{ data: PurchaseReturnListRow[]; total: number }> {
  const { db } = ctx;
  const filter = {
    ...query,
    supplierId: query.supplier_id,
    purchaseId: query.purchase_id,
    kind: query.kind,
  };
  const [rows, total] = await Promise.all([
    findPurchaseReturns(db, filter),
    countPurchaseReturns(db, filter),
  ]);
  return { data: rows.map(toPurchaseReturnListRow), total };
}

export async function getPurchaseReturnDetail(
  ctx: RequestContext,
  id: number,
): Promise<PurchaseReturnDetail> {
  const { db } = ctx;
  const [row, items, settings] = await Promise.all([
    findPurchaseReturnById(db, id),
    findPurchaseReturnItems(db, id),
    findSettings(db),
  ]);
  if (!row) throw notFound(id);
  return toPurchaseReturnDetail(row, items, settings);
}

export async function getReturnablePurchase(
  ctx: RequestContext,
  purchaseId: number,
): Promise<ReturnablePurchase> {
  const { db } = ctx;
  const [purchase, items, returned] = await Promise.all([
    findPurchaseById(db, purchaseId),
    findPurchaseItems(db, purchaseId),
    findReturnedOfPurchaseLines(db, purchaseId),
  ]);
  if (!purchase) throw new NotFoundError(`Purchase ${purchaseId} not found`);
  const remaining = remainingOfLines(items, returned);
  return {
    purchase: purchaseRef(purchase),
    status: purchase.status,
    supplier_id: purchase.supplier_id,
    supplier: toPartySnapshot('supplier', purchase.supplier_id, purchase),
    supply_type: purchase.supply_type,
    lines: linesWithRemaining(items, remaining).map(({ item, shown }) => ({
      purchase_item_id: item.id,
      ...shown,
    })),
  };
}

function purchaseRef(purchase: PurchaseRow) {
  return {
    id: purchase.id,
    purchase_number: purchase.purchase_number,
    invoice_number: purchase.supplier_invoice_number,
    date: purchase.purchase_date,
  };
}

/** The edit log's record type of a row of purchase_returns: a return or a value note. */
export function recordTypeOf(kind: 'return' | 'value') {
  return kind === 'value' ? ('purchase_value_note' as const) : ('purchase_return' as const);
}

/**
 * Cancels a return or a value note: it keeps its number and stays printable, a return's goods
 * come back into stock and what it took off the purchase moves back. Cancelled stays cancelled.
 */
export async function cancelPurchaseReturn(ctx: RequestContext, id: number): Promise<PurchaseReturnDetail> {
  const { db } = ctx;
  return inTransaction(db, async (trx) => {
    const locked = await lockPurchaseReturnById(trx, id);
    if (!locked) throw notFound(id);
    await lockPurchaseById(trx, locked.purchase_id);
    const before = await getPurchaseReturnDetail(withDb(ctx, trx), id);
    if (before.status === 'Cancelled') {
      throw new ConflictError(`${nameOf(before)} is already cancelled`);
    }
    await refuseInFiledPeriod(trx, {
      label: nameOf(before),
      dates: [before.date],
    });
    await markPurchaseReturnCancelled(trx, id, new Date().toISOString());
    await addToPurchaseReturned(trx, locked.purchase_id, -rupeesToPaise(before.grand_total));
    await deletePurchaseReturnMovements(trx, id);
    const after = await getPurchaseReturnDetail(withDb(ctx, trx), id);
    await recordChange(withDb(ctx, trx), {
      recordType: recordTypeOf(locked.kind),
      recordId: id,
      action: 'cancel',
      before,
      after,
    });
    return after;
  });
}
