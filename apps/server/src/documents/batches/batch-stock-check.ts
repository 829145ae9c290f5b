import { formatQuantity, milliToQuantity } from '@bahi/domain';
import type { Db } from '../../core/db/database';
import { type FieldErrors, ValidationError } from '../../core/http/errors';
import { findProductsByIds } from '../document-lookups';
import { findBatchStockByIds } from './batch-repository';

// A batch is a lot with a label: goods sold from it left the shop from that lot. A purchase
// corrected or cancelled, or a purchase return, that takes out of a batch more than it holds would
// leave it below zero, meaning sold goods came from a lot that was never there; such a change is
// refused on the line that does it (422), whatever "Allow selling below zero stock" says, since
// the sales need correcting first. Checked inside the write's transaction after its movements are
// written, with the products locked, so the figures are the ones the write leaves.

/** What a write changes in one batch: signed thousandths (negative: taken out), and where to say so. */
export type BatchChange = { batchId: number | null; milli: number; field: string };

export async function refuseBatchesBelowZero(trx: Db, changes: readonly BatchChange[]): Promise<void> {
  const net = new Map<number, { milli: number; field: string }>();
  for (const change of changes) {
    if (change.batchId === null) continue;
    const entry = net.get(change.batchId);
    if (entry) entry.milli += change.milli;
    else net.set(change.batchId, { milli: change.milli, field: change.field });
  }
  // Only the batches this write lowers: one already below zero from a sale is not its doing.
  const lowered = [...net].filter(([, entry]) => entry.milli < 0).map(([id]) => id);
  const short = (await findBatchStockByIds(trx, lowered)).filter((batch) => Number(batch.on_hand_milli) < 0);
  if (short.length === 0) return;
  const products = new Map(
    (
      await findProductsByIds(
        trx,
        short.map((batch) => batch.product_id),
      )
    ).map((product) => [product.id, product]),
  );
  const errors: FieldErrors = {};
  for (const batch of short) {
    const entry = net.get(batch.id);
    const product = products.get(batch.product_id);
    if (!entry || !product) continue;
    const quantity = (milli: number) => `${formatQuantity(milliToQuantity(milli))} ${product.unit}`;
    const holds = Math.max(Number(batch.on_hand_milli) - entry.milli, 0);
    const message = `Batch ${batch.batch_number} of ${product.name} holds ${quantity(holds)}: taking out ${quantity(-entry.milli)} would leave it below zero (its goods are sold; correct those sales first)`;
    errors[entry.field] = [...(errors[entry.field] ?? []), message];
  }
  throw new ValidationError(errors);
}
