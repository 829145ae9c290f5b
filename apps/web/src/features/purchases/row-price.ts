import { divideByQuantity, multiplyByQuantity, paiseToRupees, rupeesToPaise } from '@bahi/domain';
import { parseDecimalText } from './number-text';

// A purchase row's price is typed either way: Rate (per unit) or Amount (rate x quantity, the
// supplier's line figure). Typing one fills the other; a new quantity keeps the one typed last and
// works out the other again, so a rate typed stays the rate and an amount copied from the bill
// stays that amount.

export type PriceTyped = 'rate' | 'amount';

export type RowPrice = { qty: string; rate: string; amount: string; priceTyped: PriceTyped };

/** Rupees with two decimals, as the boxes show them; empty when the figures cannot be worked out. */
function rupeesText(compute: () => number): string {
  try {
    return paiseToRupees(compute()).toFixed(2);
  } catch (error) {
    // A figure beyond what the money math holds: the box stays empty, the save names the problem.
    if (error instanceof RangeError) return '';
    throw error;
  }
}

/** The other figure of a row from the one typed last; left as it is while qty or price is not a usable number. */
export function fillPrice<T extends RowPrice>(row: T): T {
  const quantity = parseDecimalText(row.qty);
  if (quantity === null || quantity <= 0 || row.qty.trim().startsWith('-')) return row;
  if (row.priceTyped === 'rate') {
    const rate = parseDecimalText(row.rate);
    if (rate === null) return { ...row, amount: '' };
    return { ...row, amount: rupeesText(() => multiplyByQuantity(rupeesToPaise(rate), quantity)) };
  }
  const amount = parseDecimalText(row.amount);
  if (amount === null) return { ...row, rate: '' };
  return { ...row, rate: rupeesText(() => divideByQuantity(rupeesToPaise(amount), quantity)) };
}

/**
 * A quantity as typed: digits, one point, and a leading minus kept so '-5' is refused with a
 * message instead of being read as 5.
 */
export function cleanQuantityText(text: string): string {
  const negative = text.trim().startsWith('-');
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  const digits =
    point === -1 ? kept : `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, '')}`;
  return negative ? `-${digits}` : digits;
}
