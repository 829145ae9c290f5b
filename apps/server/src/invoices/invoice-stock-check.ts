import { formatQuantity, milliToQuantity, quantityToMilli } from '@bahi/domain';
import type { InvoiceInput } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import type { FieldErrors } from '../core/http/errors';
import type { DocumentProductRow } from '../documents/document-lookups';
import {
  findOnHandMilli,
  findSoldMilliOfInvoice,
  lockStockOfProducts,
} from '../documents/stock-ledger/on-hand-repository';

/**
 * With "Allow selling below zero stock" off, a line may not take more than is on hand. Lines of
 * one product count together, in order; on an edit the invoice's own lines are given back first.
 * A cancelled invoice takes nothing. Adds one message per line that passes the stock. Runs inside
 * the invoice's transaction: the products' stock is locked first, so an invoice saved meanwhile
 * by someone else is counted, never both taking the last units.
 */
export async function checkStockOnHand(
  db: Db,
  input: InvoiceInput,
  productsById: ReadonlyMap<number, DocumentProductRow>,
  errors: FieldErrors,
  exceptInvoiceId: number,
): Promise<void> {
  if (input.status === 'Cancelled') return;
  const productIds = input.items.map((item) => item.product_id);
  await lockStockOfProducts(db, productIds);
  const [onHand, givenBack] = await Promise.all([
    findOnHandMilli(db, productIds),
    exceptInvoiceId ? findSoldMilliOfInvoice(db, exceptInvoiceId) : Promise.resolve([]),
  ]);
  const left = new Map(onHand.map((row) => [row.product_id, Number(row.on_hand_milli)]));
  for (const row of givenBack) {
    left.set(row.product_id, (left.get(row.product_id) ?? 0) + Number(row.on_hand_milli));
  }
  input.items.forEach((item, index) => {
    const product = productsById.get(item.product_id);
    const available = left.get(item.product_id);
    if (!product || available === undefined) return;
    // Free units leave stock too.
    const wanted = quantityToMilli(item.quantity) + quantityToMilli(item.free_quantity);
    if (wanted > available) {
      const stock = formatQuantity(milliToQuantity(Math.max(available, 0)));
      errors[`items.${index}.quantity`] = [`Only ${stock} ${product.unit} of ${product.name} in stock`];
    }
    left.set(item.product_id, available - wanted);
  });
}
