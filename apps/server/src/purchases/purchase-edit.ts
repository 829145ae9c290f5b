import type { PurchaseDetail } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { recordChange } from '../core/edit-log/record-change';
import { type RequestContext, withDb } from '../core/http/request-context';
import { claimNextVersion } from '../core/versions/version-guard';
import { getPurchaseDetail } from './purchase-service';

/**
 * One edit of a stored purchase (a change or a cancel), inside the caller's transaction: the next
 * version is claimed (a stale fromVersion is refused), `change` writes, and the purchase as it
 * was and as it is goes to the edit log. Answers the purchase as it is.
 */
export async function editPurchase(
  ctx: RequestContext,
  trx: Db,
  purchase: { id: number; label: string; fromVersion: number | undefined },
  action: 'update' | 'cancel',
  change: () => Promise<void>,
): Promise<PurchaseDetail> {
  const inTrx = withDb(ctx, trx);
  const before = await getPurchaseDetail(inTrx, String(purchase.id));
  await claimNextVersion(inTrx, {
    table: 'purchases',
    recordType: 'purchase',
    id: purchase.id,
    label: purchase.label,
    fromVersion: purchase.fromVersion,
  });
  await change();
  const after = await getPurchaseDetail(inTrx, String(purchase.id));
  await recordChange(inTrx, { recordType: 'purchase', recordId: purchase.id, action, before, after });
  return after;
}
