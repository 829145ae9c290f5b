import {
  type computeNote,
  formatDateDmy,
  formatQuantity,
  milliToQuantity,
  quantityProblem,
  quantityToMilli,
  returnCredit,
} from '@bahi/domain';
import type { PurchaseReturnInput } from '@bahi/domain/schemas';
import { type FieldErrors, ValidationError } from '../core/http/errors';
import { correctionItemValues } from '../documents/correction-lines';
import type { PurchaseItemRow, PurchaseRow } from '../purchases/purchase-repository';
import type { PurchaseReturnItemValuesRow, ReturnedLineRow } from './purchase-return-repository';

// The line rules of a purchase return: what each purchase line can still be sent back, the
// purchase and date checks, each line priced against what is left (422 per field), and the stored
// columns of the priced lines. purchase-return-service.ts uses them in its transaction.

type LineLeft = { item: PurchaseItemRow; remainingQuantityMilli: number; remainingValue: number };

/** What each purchase line can still be sent back: units and taxable value not yet returned. */
export function remainingOfLines(
  items: readonly PurchaseItemRow[],
  returned: readonly ReturnedLineRow[],
): Map<number, LineLeft> {
  const byLine = new Map(returned.map((row) => [row.purchase_item_id, row]));
  return new Map(
    items.map((item) => {
      const sums = byLine.get(item.id);
      return [
        item.id,
        {
          item,
          remainingQuantityMilli: Number(item.quantity_milli) - (sums?.returned_milli ?? 0),
          remainingValue: Number(item.subtotal) - (sums?.returned_value ?? 0),
        },
      ];
    }),
  );
}

/** The header rules: the purchase stands and the return is not dated before it. */
export function checkPurchaseAndDate(purchase: PurchaseRow, returnDate: string): void {
  if (purchase.status === 'Cancelled') {
    throw new ValidationError({
      purchase_id: [`Purchase ${purchase.purchase_number} is cancelled: nothing can be returned against it`],
    });
  }
  if (returnDate < purchase.purchase_date) {
    throw new ValidationError({
      return_date: [
        `Return date must be on or after the purchase's date (${formatDateDmy(purchase.purchase_date)})`,
      ],
    });
  }
}

export type PricedLine = { item: PurchaseItemRow; quantityMilli: number; taxableValue: number };

/** Each line of the return worked out against what its purchase line still has; 422 per line. */
export function priceReturnLines(
  input: PurchaseReturnInput,
  purchase: PurchaseRow,
  remaining: Map<number, LineLeft>,
): PricedLine[] {
  const errors: FieldErrors = {};
  const priced = input.lines.flatMap((line, index) => {
    const left = remaining.get(line.purchase_item_id);
    if (!left) {
      errors[`lines.${index}.purchase_item_id`] = [
        `This line is not on purchase ${purchase.purchase_number}`,
      ];
      return [];
    }
    const { item } = left;
    const problem = quantityProblem(line.quantity, item.unit);
    const quantityMilli = quantityToMilli(line.quantity);
    if (problem) {
      errors[`lines.${index}.quantity`] = [problem];
      return [];
    }
    if (quantityMilli > left.remainingQuantityMilli) {
      errors[`lines.${index}.quantity`] = [
        left.remainingQuantityMilli === 0
          ? `Every unit of ${item.product_name} on this purchase has already been returned`
          : `At most ${formatQuantity(milliToQuantity(left.remainingQuantityMilli))} ${item.unit} of ${item.product_name} can still be returned`,
      ];
      return [];
    }
    return [{ item, quantityMilli, taxableValue: returnCredit(left, quantityMilli) }];
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return priced;
}

export function itemRows(
  lines: readonly PricedLine[],
  totals: ReturnType<typeof computeNote>,
): PurchaseReturnItemValuesRow[] {
  return correctionItemValues(lines, totals.lines, (line) => ({ purchase_item_id: line.item.id }));
}
