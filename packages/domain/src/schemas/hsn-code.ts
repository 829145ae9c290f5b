import { z } from 'zod';
import { hasNoControlCharacters } from './fields';
import { queryInteger } from './list-query';

// GET /api/hsn-codes: the GST HSN/SAC master, searched while a product's HSN code is typed.

export const MAX_HSN_MATCHES = 50;

export const hsnCodeQuerySchema = z.object({
  /** Digits: the codes that begin with them. Words: the codes whose description holds each word. */
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(100, 'q must be at most 100 characters')
    .refine(hasNoControlCharacters, 'q must not contain control characters')
    .default(''),
  limit: queryInteger('limit', 1, MAX_HSN_MATCHES, 20),
});

export const hsnCodeSchema = z.object({ code: z.string(), description: z.string() });

export const hsnCodeListSchema = z.object({ data: z.array(hsnCodeSchema) });

export type HsnCodeQuery = z.output<typeof hsnCodeQuerySchema>;
export type HsnCodeList = z.output<typeof hsnCodeListSchema>;
