import { importResultSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/api-calls';
import { createCustomer } from '../test-support/document-fixtures';
import { xlsxBase64 as sheetBase64 } from '../test-support/import-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// 500 opening bills from a spreadsheet: two bad rows are named with their fields and nothing is
// written; the file fixed, every bill is written with an edit log entry each.

const HEADER = ['Customer Name', 'Bill No', 'Bill Date', 'Amount', 'Due Date'];

const xlsxBase64 = (rows: (string | number)[][]) => sheetBase64(rows, 'Opening balances');

describe('opening balance import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function countOpeningBills(): Promise<number> {
    const row = await t.db
      .selectFrom('opening_bills')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('names the bad rows and fields and writes nothing, then writes all 500', async () => {
    await call(t.app, 'PUT', '/api/settings/books-start', { books_start_date: '2026-11-01' });
    for (const name of ['Agarwal Stores', 'Bansal Kirana']) await createCustomer(t.app, { name });
    const rows: (string | number)[][] = [HEADER];
    for (let i = 1; i <= 500; i += 1) {
      rows.push([i % 2 ? 'agarwal stores' : 'Bansal Kirana', `OLD/${i}`, '15-09-2026', 100 + i, '']);
    }
    const bad = rows.map((row) => [...row]);
    bad[41] = ['Agarwal Stores', 'OLD/41', '31-09-2026', 141, ''];
    bad[301] = ['Nobody', 'OLD/301', '15-09-2026', -5, ''];
    const refused = await call(t.app, 'POST', '/api/imports/customer-opening-balances/commit', {
      file_name: 'opening.xlsx',
      content_base64: await xlsxBase64(bad),
    });
    expect(refused.status).toBe(400);
    const problems = (refused.body as { problems: { row: number; field: string }[] }).problems;
    expect(problems.map((p) => [p.row, p.field])).toEqual([
      [42, 'date'],
      [302, 'party'],
      [302, 'amount'],
    ]);
    expect(await countOpeningBills()).toBe(0);

    const answer = await call(t.app, 'POST', '/api/imports/customer-opening-balances/commit', {
      file_name: 'opening.xlsx',
      content_base64: await xlsxBase64(rows),
    });
    expect(answer.status).toBe(200);
    expect(importResultSchema.parse(answer.body)).toMatchObject({ created: 500, updated: 0, skipped: 0 });
    expect(await countOpeningBills()).toBe(500);
    const logged = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('record_type', '=', 'opening_bill')
      .executeTakeFirstOrThrow();
    expect(Number(logged.n)).toBe(500);

    // The same file again: every number is already entered.
    const again = await call(t.app, 'POST', '/api/imports/customer-opening-balances/preview', {
      file_name: 'opening.xlsx',
      content_base64: await xlsxBase64(rows.slice(0, 3)),
    });
    expect((again.body as { problems: { field: string }[] }).problems.map((p) => p.field)).toEqual([
      'number',
      'number',
    ]);
  });
});
