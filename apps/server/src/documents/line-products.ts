import { lineSupplyCategory, percentToBasisPoints, quantityProblem, quantityToMilli } from '@bahi/domain';
import type { Db } from '../core/db/database';
import type { FieldErrors } from '../core/http/errors';
import { type DocumentProductRow, findAllGstRateBasisPoints, findProductsByIds } from './document-lookups';

// What invoice and purchase lines have in common: every line names a product that exists and a
// rate of the GST rate master, and stores a snapshot of the product as it was that day.

export type LineInput = {
  product_id: number;
  quantity: number;
  /** Units given free with the line (documents/free-quantity.ts); invoice and purchase lines only. */
  free_quantity?: number;
  discount: number;
  gst_rate: number;
};

/**
 * The products of the lines, by id, with an error per line (into `errors`) for an unknown
 * product or a rate missing from the master. `found` is what findProductsByIds answered for these
 * lines' products earlier in the same transaction, if the caller has it: asked again, it would
 * answer the same.
 */
export async function loadLineProducts(
  db: Db,
  items: readonly LineInput[],
  errors: FieldErrors,
  found?: ReadonlyMap<number, DocumentProductRow>,
): Promise<ReadonlyMap<number, DocumentProductRow>> {
  const [productsById, masterRates] = await Promise.all([
    found ??
      findProductsByIds(
        db,
        items.map((item) => item.product_id),
      ).then((products) => new Map(products.map((product) => [product.id, product]))),
    findAllGstRateBasisPoints(db),
  ]);
  items.forEach((item, index) => {
    const product = productsById.get(item.product_id);
    if (!product) {
      errors[`items.${index}.product_id`] = [`Product ${item.product_id} does not exist`];
    } else {
      // Whether a fraction is allowed depends on the product's unit: 2.5 KGS yes, 2.5 PCS no.
      const problem = quantityProblem(item.quantity, product.unit);
      if (problem) errors[`items.${index}.quantity`] = [problem];
      const free = item.free_quantity ?? 0;
      const freeProblem = free > 0 ? quantityProblem(free, product.unit) : undefined;
      if (freeProblem) errors[`items.${index}.free_quantity`] = [freeProblem.replace('Quantity', 'Free')];
    }
    if (!masterRates.includes(percentToBasisPoints(item.gst_rate))) {
      errors[`items.${index}.gst_rate`] = ['GST Rate must be one of the GST rates in the master'];
    }
  });
  return productsById;
}

/** The stored columns every document line shares: position, product snapshot, quantity, rates. */
export function toLineSnapshot(index: number, product: DocumentProductRow, item: LineInput) {
  return {
    line_no: index + 1,
    product_id: product.id,
    product_name: product.name,
    hsn_code: product.hsn_code,
    unit: product.unit,
    quantity_milli: quantityToMilli(item.quantity),
    discount_bp: percentToBasisPoints(item.discount),
    gst_rate_bp: percentToBasisPoints(item.gst_rate),
    supply_category: lineSupplyCategory(product.supply_category, percentToBasisPoints(item.gst_rate)),
  };
}
