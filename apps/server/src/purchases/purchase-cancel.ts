import type { PurchaseDetail } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { retryOnDeadlock } from '../core/db/write-conflicts';
import { ConflictError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { refuseBatchesBelowZero } from '../documents/batches/batch-stock-check';
import { refuseInFiledPeriod } from '../documents/period-lock';
import { checkPurchaseChangeAgainstPayments } from './purchase-change-rules';
import { editPurchase } from './purchase-edit';
import { deletePurchaseStockMovements, markPurchaseCancelled } from './purchase-repository';
import { lockPurchaseByKey } from './purchase-service';
import { batchesGivenBack, lockProductsOfPurchase, refuseChangeWithReturns } from './purchase-write-steps';

// Cancelling a purchase: its goods leave stock again.

/**
 * Cancels a purchase: it stays (with its number and figures) as Cancelled, its stock goes back
 * out, and it leaves reports, balances and input tax credit. Refused while payments are applied.
 */
export async function cancelPurchase(ctx: RequestContext, key: string): Promise<PurchaseDetail> {
  const { db } = ctx;
  return retryOnDeadlock(db, () =>
    inTransaction(db, async (trx) => {
      const existing = await lockPurchaseByKey(trx, key);
      const present = await lockProductsOfPurchase(trx, existing.id, []);
      if (existing.status === 'Cancelled') {
        throw new ConflictError(`Purchase ${existing.purchase_number} is already cancelled`);
      }
      await refuseChangeWithReturns(trx, existing, 'cancelled');
      await refuseInFiledPeriod(trx, {
        label: `Purchase ${existing.purchase_number}`,
        dates: [existing.purchase_date],
      });
      await checkPurchaseChangeAgainstPayments(trx, existing, { ...existing, status: 'Cancelled' });
      const label = `Purchase ${existing.purchase_number}`;
      return editPurchase(
        ctx,
        trx,
        { id: existing.id, label, fromVersion: undefined },
        'cancel',
        async () => {
          await markPurchaseCancelled(trx, existing.id);
          await deletePurchaseStockMovements(trx, existing.id);
          // Its goods leave their batches again: refused on the line whose batch has sold them.
          await refuseBatchesBelowZero(
            trx,
            batchesGivenBack(present, (index) => `items.${index}.quantity`),
          );
        },
      );
    }),
  );
}
