import type { PurchaseDetail, PurchaseInput } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { retryOnDeadlock } from '../core/db/write-conflicts';
import { ConflictError, fieldError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { refuseBatchesBelowZero } from '../documents/batches/batch-stock-check';
import { refuseInFiledPeriod } from '../documents/period-lock';
import { checkPurchaseChangeAgainstPayments, refuseDuplicateSupplierBill } from './purchase-change-rules';
import { editPurchase } from './purchase-edit';
import { pricePurchase } from './purchase-pricing';
import {
  deletePurchaseItems,
  deletePurchaseStockMovements,
  insertPurchaseItems,
  updatePurchase,
} from './purchase-repository';
import { lockPurchaseByKey } from './purchase-service';
import {
  batchesGivenBack,
  billOf,
  duplicateBillAfterRace,
  isBillKeyViolation,
  lockProductsOfPurchase,
  moveIntoStock,
  refuseChangeWithReturns,
} from './purchase-write-steps';

// Changing a purchase bill, refused once goods from it were returned.

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
        const present = await lockProductsOfPurchase(trx, existing.id, input.items);
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
        const version = { id: existing.id, label: name, fromVersion: input.version };
        return editPurchase(ctx, trx, version, 'update', async () => {
          await deletePurchaseStockMovements(trx, existing.id);
          await deletePurchaseItems(trx, existing.id);
          await updatePurchase(trx, existing.id, {
            ...priced.header,
            seller_snapshot: existing.seller_snapshot,
          });
          await insertPurchaseItems(trx, existing.id, priced.items);
          await moveIntoStock(trx, existing.id, input.purchase_date, priced.items);
          // A batch whose goods are sold may not lose them: the new lines first, so a refusal names them.
          await refuseBatchesBelowZero(trx, [
            ...priced.items.map((item, index) => ({
              batchId: item.batch_id ?? null,
              milli: item.quantity_milli,
              field: `items.${index}.quantity`,
            })),
            ...batchesGivenBack(present, () => 'items'),
          ]);
        });
      }),
    );
  } catch (error) {
    if (isBillKeyViolation(error)) throw await duplicateBillAfterRace(db, input);
    throw error;
  }
}
