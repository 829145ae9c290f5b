import { z } from 'zod';
import { MAX_QUANTITY, QUANTITY_DECIMALS, quantityDecimals } from '../quantity';

// A line's quantity: more than 0, at most MAX_QUANTITY, up to three decimals (2.5 kg). Whether the
// product's unit allows a fraction at all (KGS yes, PCS no) needs the product, so the server checks
// it with quantityProblem and the forms check it with the chosen product's unit.

const NUMERIC_TEXT = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)\s*$/;
const INVALID = 'Quantity must be a number more than 0';

export function quantityField() {
  return z.preprocess(
    (value) => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
      return typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? 'Quantity is required' : INVALID) })
      .gt(0, 'Quantity must be more than 0')
      .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`)
      .refine(
        (value) => quantityDecimals(value) <= QUANTITY_DECIMALS,
        `Quantity can have at most ${QUANTITY_DECIMALS} decimal places`,
      ),
  );
}

/**
 * A line's free units (a scheme such as "10 + 1 free"): 0 or more, three decimals at most, 0 when
 * left out. They move stock with the quantity but are not charged for.
 */
export function freeQuantityField() {
  return z.preprocess(
    (value) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
        return 0;
      return typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : value;
    },
    z
      .number({ error: 'Free must be a number' })
      .min(0, 'Free must be 0 or more')
      .max(MAX_QUANTITY, `Free must be at most ${MAX_QUANTITY}`)
      .refine(
        (value) => quantityDecimals(value) <= QUANTITY_DECIMALS,
        `Free can have at most ${QUANTITY_DECIMALS} decimal places`,
      ),
  );
}
