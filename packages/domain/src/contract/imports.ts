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
  preview: defineRoute({
    method: 'POST',
    path: '/imports/:kind/preview',
    tags: ['Imports'],
    summary:
      'Read an .xlsx or CSV file and check every row as the forms would; nothing is written. Answers the column mapping, the problems per row and field, and how many rows would be created, updated or skipped',
    params: importKindParamsSchema,
    body: importRequestSchema,
    bodyLimit: IMPORT_BODY_LIMIT,
    success: { status: 200, schema: importPreviewSchema },
    errors: [400, 404, 422],
    roles: ACCESS.accounts,
  }),
  commit: defineRoute({
    method: 'POST',
    path: '/imports/:kind/commit',
    tags: ['Imports'],
    summary:
      'Import the file in one transaction: every row or none. With any problem nothing is written and the answer is 400 with the problems (as the preview lists them)',
    params: importKindParamsSchema,
    body: importRequestSchema,
    bodyLimit: IMPORT_BODY_LIMIT,
    success: { status: 200, schema: importResultSchema },
    errors: [400, 404, 422],
    roles: ACCESS.accounts,
  }),
} as const;
