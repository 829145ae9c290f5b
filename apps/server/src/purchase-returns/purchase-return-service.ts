import type {
  PurchaseReturnDetail,
  PurchaseReturnListQuery,
  PurchaseReturnListRow,
} from '@bahi/domain/schemas';
import { NotFoundError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { findSettings } from '../core/shop/settings-repository';
import { toPurchaseReturnDetail, toPurchaseReturnListRow } from './purchase-return-presenter';
import {
  countPurchaseReturns,
  findPurchaseReturnById,
  findPurchaseReturnItems,
  findPurchaseReturns,
} from './purchase-return-repository';

// Purchase returns (docs/gst-rules.md, "Purchase returns"): goods sent back to a supplier against
// one purchase. A return keeps the purchase's supplier and supply type, is valued pro rata and
// taxed at the purchase lines' own rates (as the supplier's credit note for them will be), takes
// the next number of its own series for the financial year of its date, takes its total off what
// the supplier is owed (purchases.returned) and its goods out of stock. Cancelled, never deleted.
// A value note (the supplier's credit note without goods) is a row of the same table, of its own
// kind and series, and moves no stock (purchase-return-issue.ts issues and cancels both).

/** 'Purchase return PR/26-27/0001', 'Value note PVN/26-27/0001'. */
export function nameOf(detail: { kind: 'return' | 'value'; return_number: string }): string {
  return `${detail.kind === 'value' ? 'Value note' : 'Purchase return'} ${detail.return_number}`;
}

export function notFound(id: number): NotFoundError {
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

/** The edit log's record type of a row of purchase_returns: a return or a value note. */
export function recordTypeOf(kind: 'return' | 'value') {
  return kind === 'value' ? ('purchase_value_note' as const) : ('purchase_return' as const);
}
