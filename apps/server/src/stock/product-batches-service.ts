import { milliToQuantity, todayIso } from '@bahi/domain';
import type { ProductBatches, ProductBatchesQuery } from '@bahi/domain/schemas';
import { NotFoundError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { findBatchStockOfProducts } from '../documents/batches/batch-repository';
import { rupees } from '../documents/document-presenter';
import { findStockProductById } from './stock-products-repository';

// The batch picker of an invoice line (docs/product.md, "Batches and expiry"): the product's
// batches holding stock at the end of the invoice's date, in the order a sale takes them (earliest
// expiry first), each marked when expired on that day. One query through the product's batches
// and the partial batch_id indexes; an edited invoice's own lines are given back, as its save does.

export async function listProductBatches(
  ctx: RequestContext,
  productId: number,
  query: ProductBatchesQuery,
): Promise<ProductBatches> {
  const { db } = ctx;
  const asOf = query.as_of ?? todayIso();
  const batches = await findBatchStockOfProducts(db, [productId], {
    asOf,
    exceptInvoiceId: query.except_invoice_id,
  });
  // No batch at all: a product without batches (an empty list) or no such product (404).
  if (batches.length === 0 && !(await findStockProductById(db, productId))) {
    throw new NotFoundError(`Product ${productId} not found`);
  }
  return {
    as_of: asOf,
    data: batches
      .filter((batch) => Number(batch.on_hand_milli) > 0)
      .map((batch) => ({
        batch_id: batch.id,
        batch_number: batch.batch_number,
        expiry_date: batch.expiry_date,
        mrp: rupees(Number(batch.mrp)),
        on_hand: milliToQuantity(Number(batch.on_hand_milli)),
        expired: batch.expiry_date < asOf,
      })),
  };
}
