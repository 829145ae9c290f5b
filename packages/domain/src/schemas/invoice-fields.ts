import { z } from 'zod';
import { MAX_ID, percentField } from './fields';

// Fields the invoice, its lines, purchases and vouchers share.

const NUMERIC_TEXT = /^\s*\d+\s*$/;

function readId(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  return typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : value;
}

/** A required reference to another record: missing, blank and null all read as "required". */
export function requiredIdField(requiredMessage: string, invalidMessage: string) {
  return z.preprocess(
    readId,
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
      .int(invalidMessage)
      .positive(invalidMessage)
      // Ids are 32-bit columns: a larger number names no record (and PostgreSQL would refuse it).
      .max(MAX_ID, invalidMessage),
  );
}

/** A line discount in percent; left out, blank or null means no discount (0). */
export function discountField() {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    percentField('Discount').optional().default(0),
  );
}
