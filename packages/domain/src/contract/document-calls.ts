import type { z } from 'zod';
import { listResponseSchema } from '../schemas/common';
import type { RouteRoles } from './roles';
import { defineRoute, idParamsSchema } from './route';

// The calls of a document kind that is issued, listed, read, printed and cancelled (never edited
// or deleted): credit notes, debit notes, purchase returns. Each kind gives its path, its words
// and its schemas; the methods, paths, answers and refusals are declared once, here.

export type DocumentCallsOptions<
  P extends string,
  Q extends z.ZodType,
  Row extends z.ZodType,
  D extends z.ZodType,
  I extends z.ZodType,
  S extends z.ZodType,
> = {
  /** '/credit-notes' */
  path: P;
  tags: readonly string[];
  /** 'credit note': the word for one document in the PDF's summary. */
  name: string;
  /** 'Credit_Note': the PDF's file name before its number. */
  fileName: string;
  summaries: { list: string; detail: string; create: string; cancel: string };
  /** The list page's query and one row of it. */
  listQuery: Q;
  row: Row;
  /** One document as read, issued and cancelled. */
  detail: D;
  /** What issuing one takes, and what cancelling one takes. */
  input: I;
  statusInput: S;
  /** Who may read and print the documents, and who may issue and cancel one. */
  roles: { read: RouteRoles; change: RouteRoles };
};

export function documentCalls<
  const P extends string,
  Q extends z.ZodType,
  Row extends z.ZodType,
  D extends z.ZodType,
  I extends z.ZodType,
  S extends z.ZodType,
>(options: DocumentCallsOptions<P, Q, Row, D, I, S>) {
  const { path, tags, summaries, roles } = options;
  return {
    list: defineRoute({
      method: 'GET',
      path,
      tags,
      summary: summaries.list,
      query: options.listQuery,
      success: { status: 200, schema: listResponseSchema(options.row) },
      errors: [400],
      roles: roles.read,
    }),
    detail: defineRoute({
      method: 'GET',
      path: `${path}/:id`,
      tags,
      summary: summaries.detail,
      params: idParamsSchema,
      success: { status: 200, schema: options.detail },
      errors: [400, 404],
      roles: roles.read,
    }),
    create: defineRoute({
      method: 'POST',
      path,
      tags,
      summary: summaries.create,
      body: options.input,
      success: { status: 201, schema: options.detail },
      errors: [400, 404, 422],
      roles: roles.change,
      idempotent: true,
    }),
    setStatus: defineRoute({
      method: 'PUT',
      path: `${path}/:id/status`,
      tags,
      summary: summaries.cancel,
      params: idParamsSchema,
      body: options.statusInput,
      success: { status: 200, schema: options.detail },
      errors: [400, 404, 409, 422],
      roles: roles.change,
    }),
    pdf: defineRoute({
      method: 'GET',
      path: `${path}/:id/pdf`,
      tags,
      summary: `The ${options.name} as an A4 PDF file named ${options.fileName}_{number}.pdf (/ in the number becomes -)`,
      params: idParamsSchema,
      success: { status: 200, file: 'application/pdf' },
      errors: [400, 404],
      roles: roles.read,
    }),
  } as const;
}
