import { formatQuantity, quantityToMilli } from '@bahi/domain';
import type { ItemRow } from './invoice-form-values';

// A sale beyond the stock on hand is warned about before saving (the server refuses it only when
// "Allow selling below zero stock" is off). Lines of one product count together: two lines of 4
// kettles with 6 in stock are 8, which is beyond it, although each line alone is not.

/** Thousandths of a typed quantity, or 0 while it is blank or not a number yet. */
function typedMilli(text: string): number {
  const quantity = Number(text);
  if (text.trim() === '' || !Number.isFinite(quantity) || quantity <= 0) return 0;
  try {
    return quantityToMilli(quantity);
  } catch {
    // More than three decimals: the quantity's own message says so.
    return 0;
  }
}

/** Per product id, the quantity (in thousandths) all the form's lines of it ask for. */
export function quantitiesByProduct(rows: readonly ItemRow[]): Map<number, number> {
  const totals = new Map<number, number>();
  for (const row of rows) {
    if (!row.product) continue;
    // Free units leave stock too.
    const milli = typedMilli(row.quantity) + typedMilli(row.free_quantity ?? '');
    totals.set(row.product.id, (totals.get(row.product.id) ?? 0) + milli);
  }
  return totals;
}

/**
 * 'Only 6 NOS in stock' when the line's product is asked for beyond its stock on hand (as the
 * picker loaded it); '… in stock (8 NOS on this invoice)' when several lines ask together.
 */
export function stockWarning(row: ItemRow, totals: ReadonlyMap<number, number>): string | null {
  const product = row.product;
  const onHand = product?.on_hand;
  if (!product || onHand === undefined) return null;
  const lineMilli = typedMilli(row.quantity) + typedMilli(row.free_quantity ?? '');
  const wantedMilli = totals.get(product.id) ?? lineMilli;
  if (wantedMilli === 0 || wantedMilli <= Math.round(onHand * 1000)) return null;
  const stock = `Only ${formatQuantity(Math.max(onHand, 0))} ${product.unit} in stock`;
  return wantedMilli === lineMilli
    ? stock
    : `${stock} (${formatQuantity(wantedMilli / 1000)} ${product.unit} on this invoice)`;
}
