import { z } from 'zod';
import { MAX_AMOUNT } from './fields';

// A customer's credit terms on the customer form and its API: the most they may owe (credit
// limit, rupees) and the days a bill may stay unpaid (credit days). Both optional: left out of a
// PUT, the saved value stays (a script that knows nothing of credit does not clear it); null or a
// blank box clears it (no limit, no due date).

export const MAX_CREDIT_DAYS = 999;

const NUMERIC_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** undefined stays (kept), null and blank text become null (cleared), numeric text a number. */
function readClearable(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return NUMERIC_TEXT.test(text) ? Number(text) : value;
}

export function creditLimitField() {
  const invalid = 'Credit Limit must be a number of at least 0';
  return z.preprocess(
    readClearable,
    z
      .number({ error: invalid })
      .min(0, invalid)
      .max(MAX_AMOUNT, `Credit Limit must be at most ${MAX_AMOUNT}`)
      .refine(
        (value) => Math.round(value * 100) / 100 === value,
        'Credit Limit can have at most 2 decimal places',
      )
      .nullable()
      .optional()
      .meta({ description: 'Rupees; null for no limit; left out keeps the saved limit' }),
  );
}

export function creditDaysField() {
  const invalid = `Credit Days must be a whole number from 0 to ${MAX_CREDIT_DAYS}`;
  return z.preprocess(
    readClearable,
    z
      .number({ error: invalid })
      .int(invalid)
      .min(0, invalid)
      .max(MAX_CREDIT_DAYS, invalid)
      .nullable()
      .optional()
      .meta({ description: 'Days a bill may stay unpaid; null for none; left out keeps the saved days' }),
  );
}
