import { importPreviewSchema, importResultSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/api-calls';
import { xlsxBase64 } from '../test-support/import-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// A product file naming categories the shop has not made yet: the preview lists them, the import
// creates them in its own transaction when told to (create_categories), each in the edit log, and
// a shortened HSN code is shown as read, with the product's name.

const HEADER = ['Product Name', 'HSN Code', 'Category', 'MRP', 'Rate', 'GST Rate', 'Reorder Level'];

describe('Importing products with new categories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (step: 'preview' | 'commit', body: object) =>
    call(t.app, 'POST', `/api/imports/products/${step}`, body);

  async function categoryNames(): Promise<string[]> {
    const rows = await t.db.selectFrom('categories').select('name').orderBy('name').execute();
    return rows.map((row) => row.name);
  }

  it('lists the new categories, names a shortened HSN code with its product, and creates them on consent', async () => {
    await call(t.app, 'POST', '/api/categories', { name: 'Soaps' });
    const rows = [
      HEADER,
      ['Assam Tea 250 g', '0902', 'Tea', 150, 135, 5, 10],
      ['Darjeeling Tea 100 g', 902, 'tea', 220, 200, 5, 10],
      ['Filter Coffee 200 g', '0901', 'Coffee ', 180, 160, 5, 10],
      ['Bath Soap 100 g', '3401', 'soaps', 40, 35, 18, 10],
    ];
    const body = { file_name: 'products.xlsx', content_base64: await xlsxBase64(rows) };

    const preview = importPreviewSchema.parse((await post('preview', body)).body);
    // As first written, once each; Soaps exists (another case).
    expect(preview.new_categories).toEqual(['Tea', 'Coffee']);
    expect(preview.problems).toEqual([
      {
        row: 2,
        field: 'category',
        message: 'Category Tea does not exist',
        column: 'Category',
        value: 'Tea',
        record: 'Assam Tea 250 g',
      },
      {
        row: 3,
        field: 'hsn_code',
        message: 'HSN Code must be 4, 6 or 8 digits',
        column: 'HSN Code',
        value: '902',
        record: 'Darjeeling Tea 100 g',
      },
      {
        row: 3,
        field: 'category',
        message: 'Category tea does not exist',
        column: 'Category',
        value: 'tea',
        record: 'Darjeeling Tea 100 g',
      },
      {
        row: 4,
        field: 'category',
        message: 'Category Coffee does not exist',
        column: 'Category',
        value: 'Coffee ',
        record: 'Filter Coffee 200 g',
      },
    ]);

    // Consent given: only the shortened code is left, and nothing is written while it is.
    const consenting = { ...body, create_categories: true };
    const checked = importPreviewSchema.parse((await post('preview', consenting)).body);
    expect(checked.new_categories).toEqual(['Tea', 'Coffee']);
    expect(checked.problems.map((problem) => [problem.row, problem.field, problem.value])).toEqual([
      [3, 'hsn_code', '902'],
    ]);
    const refused = await post('commit', consenting);
    expect(refused.status).toBe(400);
    expect(await categoryNames()).toEqual(['Soaps']);

    (rows[2] as (string | number)[])[1] = '0902';
    const fixed = { ...consenting, content_base64: await xlsxBase64(rows) };
    const done = await post('commit', fixed);
    expect(done.status).toBe(200);
    expect(importResultSchema.parse(done.body)).toEqual({
      created: 4,
      updated: 0,
      skipped: 0,
      categories_created: 2,
    });
    expect(await categoryNames()).toEqual(['Coffee', 'Soaps', 'Tea']);
    const products = await t.db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select(['products.name', 'categories.name as category'])
      .orderBy('products.name')
      .execute();
    expect(products).toEqual([
      { name: 'Assam Tea 250 g', category: 'Tea' },
      { name: 'Bath Soap 100 g', category: 'Soaps' },
      { name: 'Darjeeling Tea 100 g', category: 'Tea' },
      { name: 'Filter Coffee 200 g', category: 'Coffee' },
    ]);
    const logged = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('record_type', '=', 'category')
      .where('action', '=', 'create')
      .execute();
    expect(logged.map((entry) => JSON.parse(String(entry.after)).name).sort()).toEqual([
      'Coffee',
      'Soaps',
      'Tea',
    ]);
  });

  it('refuses a new category name longer than a category may be, without creating anything', async () => {
    const long = 'C'.repeat(101);
    const rows = [HEADER, ['Long Category Item', '0902', long, 150, 135, 5, 10]];
    const body = {
      file_name: 'long.xlsx',
      content_base64: await xlsxBase64(rows),
      create_categories: true,
    };
    const preview = importPreviewSchema.parse((await post('preview', body)).body);
    expect(preview.new_categories).toEqual([]);
    expect(preview.problems).toMatchObject([
      { row: 2, field: 'category', message: 'Category Name must be at most 100 characters', value: long },
    ]);
    expect((await post('commit', body)).status).toBe(400);
    expect(await categoryNames()).not.toContain(long);
  });
});
