import { z } from 'zod';
import { dateText } from '../schemas/formats';
import { changeCall, readCall } from './calls';
import { ACCESS } from './roles';
import { defineRoute, idParamsSchema } from './route';

// The calls an invoice's e-document (its e-invoice, its e-way bill) shares with the other: read
// it, download the portal's JSON of one invoice or of a day's, record the portal's answer read
// back, and record its cancellation on the portal. Each kind gives its path segment, words and
// schemas; billing staff prepare and record, anyone may read.

/** A day's documents: the invoices dated that day. */
export const ewayDayBodySchema = z.object({ date: dateText('date must be a real date (YYYY-MM-DD)') });

/** An e-document's calls on one document at `one` (its path): read it, its JSON, its cancellation. */
export function oneDocumentECalls<const P extends string, D extends z.ZodType, X extends z.ZodType>(options: {
  one: P;
  tags: readonly string[];
  summaries: { get: string; json: string; cancel: string };
  document: D;
  cancelInput: X;
}) {
  const { one, tags, summaries, document } = options;
  return {
    get: readCall({ path: one, tags, summary: summaries.get, schema: document, roles: ACCESS.anyone }),
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
    cancel: changeCall({
      method: 'POST',
      path: `${one}/cancel`,
      tags,
      summary: summaries.cancel,
      body: options.cancelInput,
      schema: document,
      errors: [400, 404, 409, 422],
      roles: ACCESS.billing,
    }),
  } as const;
}

export function eDocumentCalls<
  const S extends string,
  D extends z.ZodType,
  I extends z.ZodType,
  A extends z.ZodType,
  X extends z.ZodType,
>(options: {
  /** 'e-invoice': the document under /invoices/:id/, and its day's JSON and answer under /e-invoices/. */
  segment: S;
  tags: readonly string[];
  summaries: { get: string; json: string; dayJson: string; importAnswer: string; cancel: string };
  /** The e-document as read and as its cancellation answers it. */
  document: D;
  /** The portal's answer read back, and what recording it answers. */
  importInput: I;
  importAnswer: A;
  /** What recording the cancellation takes. */
  cancelInput: X;
}) {
  const { segment, tags, summaries } = options;
  const jsonFile = { status: 200, file: 'application/json' } as const;
  const { get, json, cancel } = oneDocumentECalls({
    one: `/invoices/:id/${segment}` as const,
    tags,
    summaries,
    document: options.document,
    cancelInput: options.cancelInput,
  });
  return {
    get,
    json,
    dayJson: defineRoute({
      method: 'POST',
      path: `/${segment}s/json`,
      tags,
      summary: summaries.dayJson,
      body: ewayDayBodySchema,
      success: jsonFile,
      errors: [400, 409, 422],
      roles: ACCESS.billing,
    }),
    importAnswer: defineRoute({
      method: 'POST',
      path: `/${segment}s/import`,
      tags,
      summary: summaries.importAnswer,
      body: options.importInput,
      success: { status: 200, schema: options.importAnswer },
      errors: [400, 409, 422],
      roles: ACCESS.billing,
    }),
    cancel,
  } as const;
}
