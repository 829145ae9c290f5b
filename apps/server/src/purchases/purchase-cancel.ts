import type { PurchaseDetail } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { retryOnDeadlock } from '../core/db/write-conflicts';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { claimNextVersion } from '../core/versions/version-guard';
import { refuseBatchesBelowZero } from '../documents/batches/batch-stock-check';
import { refuseInFiledPeriod } from '../documents/period-lock';
import { checkPurchaseChangeAgainstPayments } from './purchase-change-rules';
import { deletePurchaseStockMovements, markPurchaseCancelled } from './purchase-repository';
import { getPurchaseDetail, lockPurchaseByKey } from './purchase-service';
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
      // Its goods leave their batches again: refused on the line whose batch has sold them.
      await refuseBatchesBelowZero(
        trx,
        batchesGivenBack(present, (index) => `items.${index}.quantity`),
      );
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
