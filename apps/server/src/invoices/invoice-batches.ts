import { formatDateDmy, formatQuantity, milliToQuantity, paiseToRupees, quantityToMilli } from '@bahi/domain';
import type { InvoiceInput, InvoiceItemInput } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { ConflictError, type FieldErrors, ValidationError } from '../core/http/errors';
import { type BatchStockRow, findBatchStockOfProducts } from '../documents/batches/batch-repository';
import { type DocumentProductRow, findProductsByIds } from '../documents/document-lookups';

// Which batch an invoice line of a product that tracks batches sells from (docs/product.md,
// "Batches and expiry"). A line naming its batch takes that one; a line without takes the batches
// not expired on the invoice's date, earliest expiry first, and becomes one line per batch it
// takes from (10 from the first, 5 from the next). An MRP-priced part is priced at most at its own
// batch's MRP; a trade-rate part records its batch's MRP. A batch expired on the invoice's date is
// sold only from a line naming it, and only once the request confirms it (409 until then).

export type BatchedLines = {
  items: InvoiceItemInput[];
  /** For each line of `items`, the index of the line typed that it came from. */
  sourceIndex: number[];
  /** The lines' products as found (one missing does not exist), for pricing not to read them again. */
  productsById: ReadonlyMap<number, DocumentProductRow>;
};

type Part = { batch: BatchStockRow; milli: number };

/** The lines with their batches: unchanged for products without batches. */
export async function assignInvoiceBatches(
  trx: Db,
  input: InvoiceInput,
  exceptInvoiceId: number,
  allowNegativeStock: boolean,
): Promise<BatchedLines> {
  const products = new Map(
    (
      await findProductsByIds(
        trx,
        input.items.map((item) => item.product_id),
      )
    ).map((product) => [product.id, product]),
  );
  const batched = input.items.some(
    (item) => item.batch_id !== null || products.get(item.product_id)?.tracks_batches === 1,
  );
  if (!batched) {
    return { items: input.items, sourceIndex: input.items.map((_, index) => index), productsById: products };
  }

  // A cancelled invoice takes nothing from stock: its lines still name batches, unchecked.
  const checkStock = !allowNegativeStock && input.status !== 'Cancelled';
  const batchProductIds = [...products.values()].filter((p) => p.tracks_batches === 1).map((p) => p.id);
  const batches = await findBatchStockOfProducts(trx, batchProductIds, { exceptInvoiceId });
  const left = new Map(batches.map((batch) => [batch.id, Number(batch.on_hand_milli)]));
  const errors: FieldErrors = {};
  const expired: string[] = [];
  const result: BatchedLines = { items: [], sourceIndex: [], productsById: products };

  input.items.forEach((item, index) => {
    const product = products.get(item.product_id);
    if (!product) {
      result.items.push(item);
      result.sourceIndex.push(index);
      return;
    }
    if (product.tracks_batches !== 1) {
      if (item.batch_id !== null)
        errors[`items.${index}.batch_id`] = [`${product.name} does not track batches`];
      result.items.push(item);
      result.sourceIndex.push(index);
      return;
    }
    const wanted = quantityToMilli(item.quantity) + quantityToMilli(item.free_quantity);
    const own = batches.filter((batch) => batch.product_id === product.id);
    const parts = item.batch_id === null ? earliestExpiryFirst(own, left, wanted, input.date) : undefined;
    if (item.batch_id !== null) {
      const chosen = own.find((batch) => batch.id === item.batch_id);
      if (!chosen) {
        errors[`items.${index}.batch_id`] = [`Batch ${item.batch_id} is not a batch of ${product.name}`];
        return;
      }
      if (chosen.expiry_date < input.date) {
        expired.push(
          `Batch ${chosen.batch_number} of ${product.name} expired on ${formatDateDmy(chosen.expiry_date)}`,
        );
      }
      const available = left.get(chosen.id) ?? 0;
      if (checkStock && wanted > available) {
        errors[`items.${index}.quantity`] = [
          shortMessage(product, available, `batch ${chosen.batch_number}`),
        ];
      }
      left.set(chosen.id, available - wanted);
      pushParts(result, item, index, [{ batch: chosen, milli: wanted }]);
      return;
    }
    if (!parts || parts.short > 0) {
      const usable = own.filter((batch) => batch.expiry_date >= input.date);
      const last = usable.at(-1);
      if (checkStock || !last) {
        const inStock = usable.reduce((sum, batch) => sum + Math.max(left.get(batch.id) ?? 0, 0), 0);
        errors[`items.${index}.quantity`] = [shortMessage(product, inStock, 'batches not expired')];
        return;
      }
      // Selling below zero is allowed: what the batches lack goes on the latest batch.
      parts?.taken.push({ batch: last, milli: parts.short });
    }
    for (const part of parts?.taken ?? [])
      left.set(part.batch.id, (left.get(part.batch.id) ?? 0) - part.milli);
    pushParts(result, item, index, mergeParts(parts?.taken ?? []));
  });

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (expired.length > 0 && !input.confirm_expired_batch) {
    const message = `${expired.join('; ')}. Confirm to sell from an expired batch.`;
    throw new ConflictError(message, { confirm_expired_batch: [message] });
  }
  return result;
}

/** Batches not expired on `date`, earliest expiry first, until `wanted` is covered. */
function earliestExpiryFirst(
  own: readonly BatchStockRow[],
  left: ReadonlyMap<number, number>,
  wanted: number,
  date: string,
): { taken: Part[]; short: number } {
  const taken: Part[] = [];
  let short = wanted;
  for (const batch of own) {
    if (short === 0) break;
    const available = left.get(batch.id) ?? 0;
    if (batch.expiry_date < date || available <= 0) continue;
    const milli = Math.min(available, short);
    taken.push({ batch, milli });
    short -= milli;
  }
  return { taken, short };
}

function mergeParts(parts: readonly Part[]): Part[] {
  const merged: Part[] = [];
  for (const part of parts) {
    const same = merged.find((entry) => entry.batch.id === part.batch.id);
    if (same) same.milli += part.milli;
    else merged.push({ ...part });
  }
  return merged;
}

/** One line per part: charged units first from the earliest batch, free units after them. */
function pushParts(
  result: BatchedLines,
  item: InvoiceItemInput,
  index: number,
  parts: readonly Part[],
): void {
  let chargedLeft = quantityToMilli(item.quantity);
  for (const part of parts) {
    const charged = Math.min(chargedLeft, part.milli);
    chargedLeft -= charged;
    const batchMrp = paiseToRupees(Number(part.batch.mrp));
    result.items.push({
      ...item,
      batch_id: part.batch.id,
      quantity: milliToQuantity(charged),
      free_quantity: milliToQuantity(part.milli - charged),
      mrp: item.price_basis === 'mrp' ? Math.min(item.mrp ?? batchMrp, batchMrp) : batchMrp,
    });
    result.sourceIndex.push(index);
  }
}

function shortMessage(product: DocumentProductRow, availableMilli: number, where: string): string {
  const stock = formatQuantity(milliToQuantity(Math.max(availableMilli, 0)));
  return `Only ${stock} ${product.unit} of ${product.name} in stock in ${where}`;
}

/** A refusal about the lines as priced, its fields renamed to the lines as typed. */
export function onTypedLines(error: unknown, sourceIndex: readonly number[]): unknown {
  if (!(error instanceof ValidationError) || !error.errors) return error;
  const renamed: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const match = /^items\.(\d+)\.(.*)$/.exec(field);
    const key = match ? `items.${sourceIndex[Number(match[1])] ?? match[1]}.${match[2]}` : field;
    renamed[key] = [...(renamed[key] ?? []), ...messages.filter((m) => !renamed[key]?.includes(m))];
  }
  return new ValidationError(renamed, error.message);
}
