import { z } from 'zod';
import { dateText } from '../schemas/formats';
import { ACCESS } from './roles';
import { defineRoute, idParamsSchema } from './route';

// The calls an invoice's e-document (its e-invoice, its e-way bill) shares with the other: read
// it, download the portal's JSON of one invoice or of a day's, record the portal's answer read
// back, and record its cancellation on the portal. Each kind gives its path segment, words and
// schemas; billing staff prepare and record, anyone may read.

/** A day's documents: the invoices dated that day. */
export const ewayDayBodySchema = z.object({ date: dateText('date must be a real date (YYYY-MM-DD)') });

export type EDocumentCallsOptions<
  S extends string,
  C extends string,
  D extends z.ZodType,
  I extends z.ZodType,
  A extends z.ZodType,
  X extends z.ZodType,
> = {
  /** 'e-invoice': the document under /invoices/:id/. */
  segment: S;
  /** 'e-invoices': the day's JSON and the answer's import under /. */
  collection: C;
  tags: readonly string[];
  summaries: { get: string; json: string; dayJson: string; importAnswer: string; cancel: string };
  /** The e-document as read and as its cancellation answers it. */
  document: D;
  /** The portal's answer read back, and what recording it answers. */
  importInput: I;
  importAnswer: A;
  /** What recording the cancellation takes. */
  cancelInput: X;
};

export function eDocumentCalls<
  const S extends string,
  const C extends string,
  D extends z.ZodType,
  I extends z.ZodType,
  A extends z.ZodType,
  X extends z.ZodType,
>(options: EDocumentCallsOptions<S, C, D, I, A, X>) {
  const { segment, collection, tags, summaries } = options;
  const one = `/invoices/:id/${segment}` as const;
  return {
    get: defineRoute({
      method: 'GET',
      path: one,
      tags,
      summary: summaries.get,
      params: idParamsSchema,
      success: { status: 200, schema: options.document },
      errors: [400, 404],
      roles: ACCESS.anyone,
    }),
    json: defineRoute({
      method: 'POST',
      path: `${one}/json`,
      tags,
      summary: summaries.json,
      params: idParamsSchema,
      success: { status: 200, file: 'application/json' },
      errors: [400, 404, 409, 422],
      roles: ACCESS.billing,
    }),
    dayJson: defineRoute({
      method: 'POST',
      path: `/${collection}/json`,
      tags,
      summary: summaries.dayJson,
      body: ewayDayBodySchema,
      success: { status: 200, file: 'application/json' },
      errors: [400, 409, 422],
      roles: ACCESS.billing,
    }),
    importAnswer: defineRoute({
      method: 'POST',
      path: `/${collection}/import`,
      tags,
      summary: summaries.importAnswer,
      body: options.importInput,
      success: { status: 200, schema: options.importAnswer },
      errors: [400, 409, 422],
      roles: ACCESS.billing,
    }),
    cancel: defineRoute({
      method: 'POST',
      path: `${one}/cancel`,
      tags,
      summary: summaries.cancel,
      params: idParamsSchema,
      body: options.cancelInput,
      success: { status: 200, schema: options.document },
      errors: [400, 404, 409, 422],
      roles: ACCESS.billing,
    }),
  } as const;
}
