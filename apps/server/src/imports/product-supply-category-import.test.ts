import { importPreviewSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/api-calls';
import { createTestApp, type TestApp } from '../test-support/test-app';

// A product file's Supply Category column: read by name in any spelling, checked against the row's
// GST rate with the field named, left empty for the rate's default, and kept on an update whose
// file leaves it out.

const csvBody = (lines: string[]) => ({
  file_name: 'products.csv',
  content_base64: Buffer.from(`${lines.join('\n')}\n`).toString('base64'),
  on_match: 'update',
});

const HEADER = 'Product Name,HSN Code,MRP,Rate,GST Rate,Supply Category,Reorder Level';

describe('Product import: supply category', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (step: 'preview' | 'commit', body: object) =>
    call(t.app, 'POST', `/api/imports/products/${step}`, body);
  const categoryOf = async (name: string) =>
    (
      await t.db
        .selectFrom('products')
        .select('supply_category')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).supply_category;

  it('refuses a category that names none or does not go with the rate, naming the field', async () => {
    const preview = await post(
      'preview',
      csvBody([
        HEADER,
        'Notebook,4820,50,45,5,Exempt,0',
        'Loose salt,2501,20,18,0,Zero,0',
        'Kerosene,2710,80,75,0,Taxable,0',
      ]),
    );
    expect(preview.status).toBe(200);
    expect(importPreviewSchema.parse(preview.body).problems).toEqual([
      {
        row: 2,
        field: 'supply_category',
        message: 'Supply Category Exempt needs GST Rate 0%',
        column: 'Supply Category',
        value: 'Exempt',
        record: 'Notebook',
      },
      {
        row: 3,
        field: 'supply_category',
        message: 'Supply Category must be Taxable, Nil-rated, Exempt or Non-GST',
        column: 'Supply Category',
        value: 'Zero',
        record: 'Loose salt',
      },
      {
        row: 4,
        field: 'supply_category',
        message: 'A product at GST Rate 0% is Nil-rated, Exempt or Non-GST: choose its Supply Category',
        column: 'Supply Category',
        value: 'Taxable',
        record: 'Kerosene',
      },
    ]);
  });

  it('reads any spelling of a category, and the rate decides an empty one', async () => {
    const done = await post(
      'commit',
      csvBody([
        HEADER,
        'Book of verse,4901,200,180,0,exempt,0',
        'Diesel can,2710,90,85,0,NON_GST,0',
        'Rock salt,2501,20,18,0,nil rated,0',
        'Iodised salt,2501,25,22,0,,0',
        'Tea 250 g,0902,150,135,5,,0',
      ]),
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await categoryOf('Book of verse')).toBe('exempt');
    expect(await categoryOf('Diesel can')).toBe('non_gst');
    expect(await categoryOf('Rock salt')).toBe('nil_rated');
    expect(await categoryOf('Iodised salt')).toBe('nil_rated');
    expect(await categoryOf('Tea 250 g')).toBe('taxable');
  });

  it('keeps a product its own category when the file leaves the column out', async () => {
    const done = await post(
      'commit',
      csvBody(['Product Name,HSN Code,MRP,Rate,GST Rate,Reorder Level', 'Book of verse,4901,220,199,0,0']),
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await categoryOf('Book of verse')).toBe('exempt');
  });
});
