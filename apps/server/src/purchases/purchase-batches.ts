import { formatDateDmy, formatRupees, rupeesToPaise } from '@bahi/domain';
import type { PurchaseItemInput } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { type FieldErrors, ValidationError } from '../core/http/errors';
import { findBatchesByNumber, insertBatch } from '../documents/batches/batch-repository';
import type { DocumentProductRow } from '../documents/document-lookups';

// A purchase line of a product that tracks batches records the batch it brings: its number, its
// expiry and its MRP (the line's MRP). A batch already recorded for the product is topped up when
// the line names it again with the same expiry and MRP; a different expiry or MRP under the same
// number is refused, as it is a typing slip or another batch.

type Products = ReadonlyMap<number, DocumentProductRow>;

/** Adds a message per missing or unwanted batch field, on the line's field. */
export function checkPurchaseBatchFields(
  items: readonly PurchaseItemInput[],
  productsById: Products,
  errors: FieldErrors,
): void {
  items.forEach((item, index) => {
    const product = productsById.get(item.product_id);
    if (!product) return;
    if (product.tracks_batches === 1) {
      if (item.batch_number === null)
        errors[`items.${index}.batch_number`] = [`Batch No is required for ${product.name}`];
      if (item.expiry_date === null)
        errors[`items.${index}.expiry_date`] = [`Expiry is required for ${product.name}`];
      if (item.mrp === undefined)
        errors[`items.${index}.mrp`] = [`MRP of the batch is required for ${product.name}`];
    } else {
      const message = `${product.name} does not track batches: leave Batch No and Expiry empty`;
      if (item.batch_number !== null) errors[`items.${index}.batch_number`] = [message];
      if (item.expiry_date !== null) errors[`items.${index}.expiry_date`] = [message];
    }
  });
}

/**
 * The batch of each line (null for a product without batches): the product's batch of that number,
 * or a new one. Runs inside the purchase's transaction, after checkPurchaseBatchFields passed.
 */
export async function claimPurchaseBatches(
  trx: Db,
  items: readonly PurchaseItemInput[],
  productsById: Products,
): Promise<(number | null)[]> {
  const labelled = items.flatMap((item) =>
    item.batch_number !== null && productsById.get(item.product_id)?.tracks_batches === 1
      ? [{ product_id: item.product_id, batch_number: item.batch_number }]
      : [],
  );
  const known = await findBatchesByNumber(trx, labelled);
  const errors: FieldErrors = {};
  const ids: (number | null)[] = [];
  for (const [index, item] of items.entries()) {
    const { batch_number, expiry_date, mrp } = item;
    if (batch_number === null || expiry_date === null || mrp === undefined) {
      ids.push(null);
      continue;
    }
    const mrpPaise = rupeesToPaise(mrp);
    const batch = known.find(
      (row) => row.product_id === item.product_id && row.batch_number === batch_number,
    );
    if (!batch) {
      ids.push(
        await insertBatch(trx, { product_id: item.product_id, batch_number, expiry_date, mrp: mrpPaise }),
      );
      continue;
    }
    if (batch.expiry_date !== expiry_date || Number(batch.mrp) !== mrpPaise) {
      const recorded = `Batch ${batch_number} is recorded with expiry ${formatDateDmy(batch.expiry_date)} and MRP ${formatRupees(Number(batch.mrp))}`;
      if (batch.expiry_date !== expiry_date) errors[`items.${index}.expiry_date`] = [recorded];
      if (Number(batch.mrp) !== mrpPaise) errors[`items.${index}.mrp`] = [recorded];
    }
    ids.push(batch.id);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return ids;
}
