import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../core/db/database';
import { type ApiAnswer, call } from './api-calls';
import { createTestApp, type TestApp } from './test-app';

// What the import tests share: a test app per file with an import's steps and a table's row
// count, and a workbook of rows as the API takes it.

/** One sheet of `rows` (the header first), as base64 of the .xlsx file. */
export async function xlsxBase64(rows: (string | number)[][], sheetName = 'Products'): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

/** POST /api/imports/{kind}/{step}: the preview or the import itself. */
export function postImport(
  app: FastifyInstance,
  kind: string,
  step: 'preview' | 'commit',
  body: object,
): Promise<ApiAnswer> {
  return call(app, 'POST', `/api/imports/${kind}/${step}`, body);
}

export async function countRows(db: Db, table: 'products' | 'customers' | 'suppliers'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A test app for the tests of one describe block (made before them, closed after), with an
 * import's steps and a table's row count on it.
 */
export function useImportApp() {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  const app = (): TestApp => {
    if (!t) throw new Error('The test app is made before the tests run');
    return t;
  };
  return {
    app,
    post: (kind: string, step: 'preview' | 'commit', body: object) => postImport(app().app, kind, step, body),
    countOf: (table: 'products' | 'customers' | 'suppliers') => countRows(app().db, table),
  };
}
