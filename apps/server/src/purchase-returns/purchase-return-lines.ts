import type { computeNote } from '@bahi/domain';
import type { PurchaseReturnInput } from '@bahi/domain/schemas';
import { correctionItemValues } from '../documents/correction-lines';
import {
  checkOriginalAndDate,
  type LineLeft,
  type PricedCorrection,
  priceReturnOrValueLines,
} from '../documents/correction-rules';
import type { PurchaseItemRow, PurchaseRow } from '../documents/original-documents-repository';
import type { PurchaseReturnItemValuesRow } from './purchase-return-repository';

// A purchase return in the correcting documents' shared rules (documents/correction-rules.ts):
// units go back, each at its purchase line's rate, with no deadline of its own; a value note takes
// a taxable value off a line, at most what the line still has.

/** The header rules: the purchase stands and the return is not dated before it. */
export function checkPurchaseAndDate(purchase: PurchaseRow, returnDate: string): void {
  checkOriginalAndDate(
    { cancelled: purchase.status === 'Cancelled', date: purchase.purchase_date },
    returnDate,
    {
      noun: 'purchase',
      name: `Purchase ${purchase.purchase_number}`,
      idField: 'purchase_id',
      dateField: 'return_date',
      dateLabel: 'Return date',
      refusedWhenCancelled: 'nothing can be returned against it',
    },
  );
}

export type PricedLine = PricedCorrection<PurchaseItemRow>;

/** Each line of the return worked out against what its purchase line still has; 422 per line. */
export function priceReturnLines(
  input: PurchaseReturnInput,
  purchase: PurchaseRow,
  remaining: Map<number, LineLeft<PurchaseItemRow>>,
): PricedLine[] {
  return priceReturnOrValueLines(input.kind, input.lines, remaining, {
    lineIdField: 'purchase_item_id',
    lineIdOf: (line) => line.purchase_item_id,
    notOnOriginal: `This line is not on purchase ${purchase.purchase_number}`,
    noun: 'purchase',
    valueTakenOff: 'taken off',
  });
}

export function itemRows(
  lines: readonly PricedLine[],
  totals: ReturnType<typeof computeNote>,
): PurchaseReturnItemValuesRow[] {
  return correctionItemValues(lines, totals.lines, (line) => ({ purchase_item_id: line.item.id }));
}
