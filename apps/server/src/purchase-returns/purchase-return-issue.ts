import {
  financialYearOf,
  formatPurchaseReturnNumber,
  formatPurchaseValueNoteNumber,
  roundedPayable,
  rupeesToPaise,
} from '@bahi/domain';
import type { PurchaseReturnDetail, PurchaseReturnInput, ReturnablePurchase } from '@bahi/domain/schemas';
import { lockProductsInIdOrder } from '../core/db/row-locks';
import { inTransaction } from '../core/db/transactions';
import { retryOnWriteConflict } from '../core/db/write-conflicts';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError, NotFoundError, ValidationError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { findSettings } from '../core/shop/settings-repository';
import { refuseBatchesBelowZero } from '../documents/batches/batch-stock-check';
import {
  correctionTotals,
  linesWithRemaining,
  remainingOfOriginalLines,
} from '../documents/correction-rules';
import { toPartySnapshot } from '../documents/document-presenter';
import { claimNextSeq } from '../documents/document-series';
import {
  findPurchaseById,
  findPurchaseItems,
  lockPurchaseById,
  type PurchaseRow,
} from '../documents/original-documents-repository';
import { refuseInFiledPeriod } from '../documents/period-lock';
import { sellerSnapshotOf } from '../documents/seller-snapshot';
import { insertStockMovements } from '../documents/stock-ledger/stock-ledger-repository';
import { checkPurchaseAndDate, itemRows, priceReturnLines } from './purchase-return-lines';
import {
  addToPurchaseReturned,
  deletePurchaseReturnMovements,
  findReturnedOfPurchaseLines,
  insertPurchaseReturn,
  insertPurchaseReturnItems,
  lockPurchaseReturnById,
  markPurchaseReturnCancelled,
} from './purchase-return-repository';
import { getPurchaseReturnDetail, nameOf, notFound, recordTypeOf } from './purchase-return-service';

// The use cases that work on the purchase: what its lines can still be corrected by, issuing a
// purchase return (goods sent back) or a value note (the supplier's credit note without goods: a
// price or discount note) against it, and cancelling one. Both take their total off what the
// supplier is owed and their tax off the input tax credit; only a return moves stock.

const SERIES = {
  return: { name: 'purchase_return', format: formatPurchaseReturnNumber, label: 'A new purchase return' },
  value: { name: 'purchase_value_note', format: formatPurchaseValueNoteNumber, label: 'A new value note' },
} as const;

/**
 * Issues a return or a value note in one transaction: locks the purchase (so corrections of it
 * take turns and each sees the ones before), checks the limits, works out the tax at the purchase
 * lines' rates, takes the next number of the kind's series, takes a return's goods out of stock
 * and records the change.
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
      const series = SERIES[input.kind];
      await refuseInFiledPeriod(trx, { label: series.label, dates: [input.return_date] });
      const [items, returned] = await Promise.all([
        findPurchaseItems(trx, purchase.id),
        findReturnedOfPurchaseLines(trx, purchase.id),
      ]);
      const lines = priceReturnLines(input, purchase, remainingOfOriginalLines(items, returned));
      // A value note's lines move no goods; a return's are the goods that leave stock.
      const goods = lines.filter((line) => line.quantityMilli > 0);
      // The batches checked below are the lines' products' stock: no sale may take it meanwhile.
      await lockProductsInIdOrder(
        trx,
        goods.map((line) => line.item.product_id),
      );
      const totals = correctionTotals(lines, purchase.supply_type);
      // Rounded as purchases are, when asked: the total the supplier's credit note shows.
      const rounded = roundedPayable(totals.grandTotal, input.round_off);
      const financialYear = financialYearOf(input.return_date).label;
      const seq = await claimNextSeq(trx, series.name, financialYear);
      const now = new Date().toISOString();
      const returnId = await insertPurchaseReturn(trx, {
        financial_year: financialYear,
        seq,
        return_number: series.format(financialYear, seq),
        kind: input.kind,
        supplier_note_number: input.supplier_note_number,
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
        goods.map((line) => ({
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
        lines.flatMap((line, index) =>
          line.quantityMilli > 0
            ? [{ batchId: line.item.batch_id, milli: -line.quantityMilli, field: `lines.${index}.quantity` }]
            : [],
        ),
      );
      const after = await getPurchaseReturnDetail(withDb(ctx, trx), returnId);
      await recordChange(withDb(ctx, trx), {
        recordType: recordTypeOf(input.kind),
        recordId: returnId,
        action: 'create',
        before: null,
        after,
      });
      return after;
    }),
  );
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
  const remaining = remainingOfOriginalLines(items, returned);
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
