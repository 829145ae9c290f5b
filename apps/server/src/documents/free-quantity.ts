import { milliToQuantity, quantityToMilli } from '@bahi/domain';

// Free units on a line (a scheme, "10 + 1 free"): the line is charged for its quantity, and stock
// moves by quantity + free. quantity_milli stores every unit that moves (so stock and the HSN and
// product totals count the free ones), free_milli the part of them not charged for.

export type FreeLine = { quantity: number; free_quantity: number };

/** The stored quantity columns of a line with free units. */
export function quantityColumns(item: FreeLine): { quantity_milli: number; free_milli: number } {
  const free = quantityToMilli(item.free_quantity);
  return { quantity_milli: quantityToMilli(item.quantity) + free, free_milli: free };
}

/** A stored line's charged and free quantities, as the API shows them. */
export function quantitiesOf(row: { quantity_milli: number | string; free_milli: number | string }): {
  quantity: number;
  free_quantity: number;
} {
  const free = Number(row.free_milli);
  return {
    quantity: milliToQuantity(Number(row.quantity_milli) - free),
    free_quantity: milliToQuantity(free),
  };
}
