import { z } from 'zod';
import { fromDecimalDigits, hasNoControlCharacters } from './fields';
import { dateText } from './formats';

// The query every list call takes (docs/api.md, "Lists"): offset, limit (default 50, max 500),
// search, and from/to dates (YYYY-MM-DD, inclusive). Blank values count as not given, since a
// form with an empty filter box still sends "search=".

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

export function queryInteger(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    (value) => fromDecimalDigits(blankToUndefined(value)),
    z.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback),
  );
}

function queryDate(name: string) {
  return z.preprocess(blankToUndefined, dateText(`${name} must be a date (YYYY-MM-DD)`).optional());
}

export const listQuerySchema = z
  .object({
    offset: queryInteger('offset', 0, 1_000_000_000, 0),
    limit: queryInteger('limit', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
    search: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'search must be text' })
        .trim()
        .max(100, 'search must be at most 100 characters')
        .refine(hasNoControlCharacters, 'search must not contain control characters')
        .optional(),
    ),
    from: queryDate('from'),
    to: queryDate('to'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['to'],
  });

export type ListQuery = z.output<typeof listQuerySchema>;
