import { importPreviewSchema, importResultSchema } from '@bahi/domain/schemas';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useImportApp, xlsxBase64 } from '../test-support/import-fixtures';
import type { TestApp } from '../test-support/test-app';

// Products imported through the API on the real database: the template, the preview's problems
// per row and field, the all-or-nothing import, update-or-skip of matching records, refused files.

const PRODUCT_HEADER = [
  'Product Name',
  'HSN Code',
  'MRP',
  'Rate',
  'GST Rate',
  'Reorder Level',
  'Opening Stock',
];

function productRows(count: number): (string | number)[][] {
  const rows: (string | number)[][] = [PRODUCT_HEADER];
  for (let i = 1; i <= count; i += 1) rows.push([`Import item ${i}`, '0902', 150, 135, 5, 10, i % 7]);
  return rows;
}

describe('Importing products', () => {
  const imports = useImportApp();
  const { post, countOf } = imports;
  let t: TestApp;
  beforeAll(async () => {
    t = imports.app();
  });

  it('downloads a template that reads back with the form labels and an example row', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/imports/products/template' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Product Name',
      'HSN Code',
      'Category',
      'MRP',
      'Rate',
      'GST Rate',
      'Supply Category',
      'Unit',
      'Reorder Level',
      'Opening Stock',
      'Open Price',
      'Opening Cost Rate',
    ]);
    expect(sheet?.getRow(2).getCell(1).value).toBe('Tata Tea 250 g');
    const customers = await t.app.inject({ method: 'GET', url: '/api/imports/customers/template' });
    expect(customers.statusCode).toBe(200);
  });

  it('shows exactly the bad rows of a 2,000-row sheet and imports nothing, then all 2,000 once fixed', async () => {
    const rows = productRows(2000);
    // Five bad rows (sheet rows: the header is row 1, so data row i is sheet row i + 1).
    (rows[10] as (string | number)[])[1] = '12a4';
    (rows[250] as (string | number)[])[2] = 'ten';
    (rows[999] as (string | number)[])[4] = 17;
    (rows[1500] as (string | number)[])[0] = '';
    (rows[1999] as (string | number)[])[5] = 2.5;
    const before = await countOf('products');
    const body = { file_name: 'products.xlsx', content_base64: await xlsxBase64(rows), on_match: 'update' };

    const preview = await post('products', 'preview', body);
    expect(preview.status).toBe(200);
    const parsed = importPreviewSchema.parse(preview.body);
    expect(parsed.rows).toBe(2000);
    expect(parsed.mapping).toMatchObject({ name: 'Product Name', hsn_code: 'HSN Code', category: null });
    // Each with the column it was read from, the text read and the product's name.
    const expected = [
      {
        row: 11,
        field: 'hsn_code',
        message: 'HSN Code must be 4, 6 or 8 digits',
        column: 'HSN Code',
        value: '12a4',
        record: 'Import item 10',
      },
      {
        row: 251,
        field: 'mrp',
        message: 'MRP must be a number of at least 0',
        column: 'MRP',
        value: 'ten',
        record: 'Import item 250',
      },
      {
        row: 1000,
        field: 'gst_rate',
        message: 'GST Rate must be one of the GST rates in the master',
        column: 'GST Rate',
        value: '17',
        record: 'Import item 999',
      },
      {
        row: 1501,
        field: 'name',
        message: 'Product Name is required',
        column: 'Product Name',
        value: '',
        record: null,
      },
      {
        row: 2000,
        field: 'reorder_level',
        message: 'Reorder Level must be a whole number of at least 0',
        column: 'Reorder Level',
        value: '2.5',
        record: 'Import item 1999',
      },
    ];
    expect(parsed.problems).toEqual(expected);
    expect(parsed.to_create).toBe(1995);

    const refused = await post('products', 'commit', body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: '5 rows have problems: nothing was imported',
      problems: expected,
    });
    expect(await countOf('products')).toBe(before);

    const fixed = productRows(2000);
    const good = { ...body, content_base64: await xlsxBase64(fixed) };
    const done = await post('products', 'commit', good);
    expect(done.status).toBe(200);
    expect(importResultSchema.parse(done.body)).toEqual({
      created: 2000,
      updated: 0,
      skipped: 0,
      categories_created: 0,
    });
    expect(await countOf('products')).toBe(before + 2000);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['user_name', 'action'])
      .where('record_type', '=', 'product')
      .execute();
    expect(audit.filter((entry) => entry.action === 'create')).toHaveLength(2000);
    expect(audit.every((entry) => entry.user_name === t.owner.name)).toBe(true);
  });

  it('updates or skips a product that matches by name and HSN code', async () => {
    const rows = [PRODUCT_HEADER, ['import item 1', '0902', 160, 140, 12, 5, 3]];
    const body = { file_name: 'one.xlsx', content_base64: await xlsxBase64(rows) };
    const skip = await post('products', 'preview', { ...body, on_match: 'skip' });
    expect(skip.body).toMatchObject({ to_create: 0, to_update: 0, to_skip: 1, problems: [] });
    expect((await post('products', 'commit', { ...body, on_match: 'skip' })).body).toEqual({
      created: 0,
      updated: 0,
      skipped: 1,
      categories_created: 0,
    });
    expect((await post('products', 'commit', { ...body, on_match: 'update' })).body).toEqual({
      created: 0,
      updated: 1,
      skipped: 0,
      categories_created: 0,
    });
    const product = await t.db
      .selectFrom('products')
      .select(['rate', 'mrp', 'opening_stock', 'version'])
      .where('name', '=', 'import item 1')
      .executeTakeFirstOrThrow();
    // The file's spelling of the name is kept.
    expect(product).toMatchObject({ rate: 14000, mrp: 16000, opening_stock: 3, version: 2 });
  });

  it('refuses a file that is neither a workbook nor a CSV, naming the file field', async () => {
    const body = {
      file_name: 'notes.pdf',
      content_base64: Buffer.from('%PDF-1.7 not a sheet').toString('base64'),
      on_match: 'update',
    };
    for (const step of ['preview', 'commit'] as const) {
      const answer = await post('products', step, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        message: 'File must be an Excel workbook (.xlsx) or a CSV file (.csv)',
        errors: { file_name: ['File must be an Excel workbook (.xlsx) or a CSV file (.csv)'] },
      });
    }
    const badZip = await post('products', 'preview', {
      ...body,
      file_name: 'x.xlsx',
      content_base64: 'UEsDBAAAAA==',
    });
    expect(badZip.status).toBe(400);
  });
});
