import type { z } from 'zod';
import {
  importKindParamsSchema,
  importPreviewSchema,
  importRequestSchema,
  importResultSchema,
} from '../schemas/imports';
import { ACCESS } from './roles';
import { defineRoute, XLSX_TYPE } from './route';

// Importing products, customers, suppliers and opening stock from a spreadsheet or CSV file:
// a template, a preview that checks every row, and the import itself (all rows or none).

/** Room for a 10 MB file in base64 and its JSON around it. */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/** A POST that sends the file (base64 in JSON) to be checked or imported. */
function fileCall<const S extends string, A extends z.ZodType>(step: S, summary: string, answer: A) {
  return defineRoute({
    method: 'POST',
    path: `/imports/:kind/${step}`,
    tags: ['Imports'],
    summary,
    params: importKindParamsSchema,
    body: importRequestSchema,
    bodyLimit: IMPORT_BODY_LIMIT,
    success: { status: 200, schema: answer },
    errors: [400, 404, 422],
    roles: ACCESS.accounts,
  });
}

export const importRoutes = {
  template: defineRoute({
    method: 'GET',
    path: '/imports/:kind/template',
    tags: ['Imports'],
    summary: 'An .xlsx template: the header row (the form labels of the fields) and one example row',
    params: importKindParamsSchema,
    success: { status: 200, file: XLSX_TYPE },
    errors: [400, 404],
    roles: ACCESS.accounts,
  }),
  preview: fileCall(
    'preview',
    'Read an .xlsx or CSV file and check every row as the forms would; nothing is written. Answers the column mapping, the problems per row and field, and how many rows would be created, updated or skipped',
    importPreviewSchema,
  ),
  commit: fileCall(
    'commit',
    'Import the file in one transaction: every row or none. With any problem nothing is written and the answer is 400 with the problems (as the preview lists them)',
    importResultSchema,
  ),
} as const;
