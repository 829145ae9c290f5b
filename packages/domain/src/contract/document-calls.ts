import type { z } from 'zod';
import { listResponseSchema } from '../schemas/common';
import { changeCall, createCall, listCall, pdfCall, readCall } from './calls';
import type { RouteRoles } from './roles';

// The calls of a document kind that is issued, listed, read, printed and cancelled (never edited
// or deleted): credit notes, debit notes, purchase returns. Each kind gives its path, its words
// and its schemas; the methods, paths, answers and refusals are declared once, here.

export function documentCalls<
  const P extends string,
  Q extends z.ZodType,
  Row extends z.ZodType,
  D extends z.ZodType,
  I extends z.ZodType,
  S extends z.ZodType,
>(options: {
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
}) {
  const { path, tags, summaries, roles, detail } = options;
  const one = `${path}/:id` as const;
  return {
    list: listCall({
      path,
      tags,
      summary: summaries.list,
      query: options.listQuery,
      page: listResponseSchema(options.row),
      roles: roles.read,
    }),
    detail: readCall({ path: one, tags, summary: summaries.detail, schema: detail, roles: roles.read }),
    create: {
      ...createCall({
        path,
        tags,
        summary: summaries.create,
        body: options.input,
        schema: detail,
        errors: [400, 404, 422],
        roles: roles.change,
      }),
      idempotent: true,
    },
    setStatus: changeCall({
      method: 'PUT',
      path: `${one}/status`,
      tags,
      summary: summaries.cancel,
      body: options.statusInput,
      schema: detail,
      errors: [400, 404, 409, 422],
      roles: roles.change,
    }),
    pdf: pdfCall({
      path: `${one}/pdf`,
      tags,
      summary: `The ${options.name} as an A4 PDF file named ${options.fileName}_{number}.pdf (/ in the number becomes -)`,
      roles: roles.read,
    }),
  } as const;
}
