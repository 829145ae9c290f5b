import type { PurchaseInput } from '@bahi/domain/schemas';
import { lockProductsInIdOrder } from '../core/db/row-locks';
import { inTransaction } from '../core/db/transactions';
import { retryOnDeadlock } from '../core/db/write-conflicts';
import { recordChange } from '../core/edit-log/record-change';
import { type RequestContext, withDb } from '../core/http/request-context';
import { isUniqueViolation } from '../core/http/unique-violation';
import { findSettings } from '../core/shop/settings-repository';
import { refuseInFiledPeriod } from '../documents/period-lock';
import { sellerSnapshotOf } from '../documents/seller-snapshot';
import { refuseDuplicateSupplierBill } from './purchase-change-rules';
import { pricePurchase } from './purchase-pricing';
import { findPurchaseByNumber, insertPurchase, insertPurchaseItems } from './purchase-repository';
import { getPurchaseDetail, suggestPurchaseNumber } from './purchase-service';
import { billOf, duplicateBillAfterRace, isBillKeyViolation, moveIntoStock } from './purchase-write-steps';

// Recording a purchase bill: its lines enter stock on its date.

const SAVE_ATTEMPTS = 5;

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
