import { financialYearOf, formatPurchaseReturnNumber, roundedPayable, rupeesToPaise } from '@bahi/domain';
import type {
  PurchaseReturnDetail,
  PurchaseReturnInput,
  PurchaseReturnListQuery,
  PurchaseReturnListRow,
  ReturnablePurchase,
} from '@bahi/domain/schemas';
import { lockProductsInIdOrder } from '../core/db/row-locks';
import { inTransaction } from '../core/db/transactions';
import { retryOnWriteConflict } from '../core/db/write-conflicts';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError, NotFoundError, ValidationError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { findSettings } from '../core/shop/settings-repository';
import { refuseBatchesBelowZero } from '../documents/batches/batch-stock-check';
import { correctionTotals, linesWithRemaining } from '../documents/correction-rules';
import { toPartySnapshot } from '../documents/document-presenter';
import { claimNextSeq } from '../documents/document-series';
import { refuseInFiledPeriod } from '../documents/period-lock';
import { sellerSnapshotOf } from '../documents/seller-snapshot';
import {
  findPurchaseById,
  findPurchaseItems,
  lockPurchaseById,
  type PurchaseRow,
} from '../purchases/purchase-repository';
import { insertStockMovements } from '../stock/stock-repository';
import { checkPurchaseAndDate, itemRows, priceReturnLines, remainingOfLines } from './purchase-return-lines';
import { toPurchaseReturnDetail, toPurchaseReturnListRow } from './purchase-return-presenter';
import {
  addToPurchaseReturned,
  countPurchaseReturns,
  deletePurchaseReturnMovements,
  findPurchaseReturnById,
  findPurchaseReturnItems,
  findPurchaseReturns,
  findReturnedOfPurchaseLines,
  insertPurchaseReturn,
  insertPurchaseReturnItems,
  lockPurchaseReturnById,
  markPurchaseReturnCancelled,
} from './purchase-return-repository';

// Purchase returns (docs/gst-rules.md, "Purchase returns"): goods sent back to a supplier against
// one purchase. A return keeps the purchase's supplier and supply type, is valued pro rata and
// taxed at the purchase lines' own rates (as the supplier's credit note for them will be), takes
// the next number of its own series for the financial year of its date, takes its total off what
// the supplier is owed (purchases.returned) and its goods out of stock. Cancelled, never deleted.

function notFound(id: number): NotFoundError {
  return new NotFoundError(`Purchase return ${id} not found`);
}

export async function listPurchaseReturns(
  ctx: RequestContext,
  query: PurchaseReturnListQuery,
): Promise<{ data: PurchaseReturnListRow[]; total: number }> {
  const { db } = ctx;
  const filter = { ...query, supplierId: query.supplier_id, purchaseId: query.purchase_id };
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

/**
 * Sends goods back in one transaction: locks the purchase (so returns against it take turns and
 * each sees the ones before), checks the limits, works out the tax at the purchase lines' rates,
 * takes the next number of the series, takes the goods out of stock and records the change.
 */
export async function createPurchaseReturn(
  ctx: RequestContext,
  input: PurchaseReturnInput,
): Promise<PurchaseReturnDetail> {
  const { db } = ctx;
  return retryOnWriteConflict(db, () =>
    inTransaction(db, async (trx) => {
      const purchase = await lockPurchaseById(trx, input.purchase_id);
      if (!purchase)
        throw new ValidationError({ purchase_id: [`Purchase ${input.purchase_id} does not exist`] });
      checkPurchaseAndDate(purchase, input.return_date);
      await refuseInFiledPeriod(trx, { label: 'A new purchase return', dates: [input.return_date] });
      const [items, returned] = await Promise.all([
        findPurchaseItems(trx, purchase.id),
        findReturnedOfPurchaseLines(trx, purchase.id),
      ]);
      const lines = priceReturnLines(input, purchase, remainingOfLines(items, returned));
      // The batches checked below are the lines' products' stock: no sale may take it meanwhile.
      await lockProductsInIdOrder(
        trx,
        lines.map((line) => line.item.product_id),
      );
      const totals = correctionTotals(lines, purchase.supply_type);
      // Rounded as purchases are, when asked: the total the supplier's credit note shows.
      const rounded = roundedPayable(totals.grandTotal, input.round_off);
      const financialYear = financialYearOf(input.return_date).label;
      const seq = await claimNextSeq(trx, 'purchase_return', financialYear);
      const now = new Date().toISOString();
      const returnId = await insertPurchaseReturn(trx, {
        financial_year: financialYear,
        seq,
        return_number: formatPurchaseReturnNumber(financialYear, seq),
        date: input.return_date,
        purchase_id: purchase.id,
        supplier_id: purchase.supplier_id,
        supplier_name: purchase.supplier_name,
        supplier_gstin: purchase.supplier_gstin,
        supplier_email: purchase.supplier_email,
        supplier_phone: purchase.supplier_phone,
        supplier_address: purchase.supplier_address,
        supplier_state_code: purchase.supplier_state_code,
        supply_type: purchase.supply_type,
        reason: input.reason,
        seller_snapshot: sellerSnapshotOf(await findSettings(trx)),
        total_amount: totals.totalAmount,
        cgst_amount: totals.cgst,
        sgst_amount: totals.sgst,
        igst_amount: totals.igst,
        gst_amount: totals.gstAmount,
        round_off: rounded.roundOff,
        grand_total: rounded.payable,
        created_at: now,
        updated_at: now,
      });
      await insertPurchaseReturnItems(trx, returnId, itemRows(lines, totals));
      await addToPurchaseReturned(trx, purchase.id, rounded.payable);
      await insertStockMovements(
        trx,
        lines.map((line) => ({
          product_id: line.item.product_id,
          batch_id: line.item.batch_id,
          date: input.return_date,
          quantity_milli: -line.quantityMilli,
          source_type: 'purchase_return' as const,
          source_id: returnId,
        })),
      );
      // Goods already sold out of their batch cannot go back to the supplier from it.
      await refuseBatchesBelowZero(
        trx,
        lines.map((line, index) => ({
          batchId: line.item.batch_id,
          milli: -line.quantityMilli,
          field: `lines.${index}.quantity`,
        })),
      );
      const after = await getPurchaseReturnDetail(withDb(ctx, trx), returnId);
      await recordChange(withDb(ctx, trx), {
        recordType: 'purchase_return',
        recordId: returnId,
        action: 'create',
        before: null,
        after,
      });
      return after;
    }),
  );
}

/**
 * Cancels a return: it keeps its number and stays printable, its goods come back into stock and
 * what it took off the purchase moves back. A cancelled return stays cancelled.
 */
export async function cancelPurchaseReturn(ctx: RequestContext, id: number): Promise<PurchaseReturnDetail> {
  const { db } = ctx;
  return inTransaction(db, async (trx) => {
    const locked = await lockPurchaseReturnById(trx, id);
    if (!locked) throw notFound(id);
    await lockPurchaseById(trx, locked.purchase_id);
    const before = await getPurchaseReturnDetail(withDb(ctx, trx), id);
    if (before.status === 'Cancelled') {
      throw new ConflictError(`Purchase return ${before.return_number} is already cancelled`);
    }
    await refuseInFiledPeriod(trx, {
      label: `Purchase return ${before.return_number}`,
      dates: [before.date],
    });
    await markPurchaseReturnCancelled(trx, id, new Date().toISOString());
    await addToPurchaseReturned(trx, locked.purchase_id, -rupeesToPaise(before.grand_total));
    await deletePurchaseReturnMovements(trx, id);
    const after = await getPurchaseReturnDetail(withDb(ctx, trx), id);
    await recordChange(withDb(ctx, trx), {
      recordType: 'purchase_return',
      recordId: id,
      action: 'cancel',
      before,
      after,
    });
    return after;
  });
}
