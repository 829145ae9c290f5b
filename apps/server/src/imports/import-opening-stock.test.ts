import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/api-calls';
import { createProduct } from '../test-support/document-fixtures';
import { useImportApp } from '../test-support/import-fixtures';
import type { TestApp } from '../test-support/test-app';

// Opening stock imported through the API: set by product name, a name Bahi does not have refused.

describe('Importing opening stock', () => {
  const imports = useImportApp();
  const { post } = imports;
  let t: TestApp;
  beforeAll(async () => {
    t = imports.app();
    // The product the file names, as a product import would have made it.
    await createProduct(t.app, {
      name: 'Import item 2',
      hsn_code: '0902',
      mrp: 150,
      rate: 135,
      opening_stock: 2,
    });
  });

  it('sets opening stock by product name', async () => {
    const csv = 'Product Name,Opening Stock\nImport item 2,25\nNo such thing,4\n';
    const body = { file_name: 'stock.csv', content_base64: Buffer.from(csv).toString('base64') };
    const preview = await post('opening-stock', 'preview', body);
    expect(preview.body).toMatchObject({
      problems: [{ row: 3, field: 'name', message: 'No product named No such thing' }],
      to_update: 1,
    });
    const fixed = {
      ...body,
      content_base64: Buffer.from('Product Name,Qty\nImport item 2,25\n').toString('base64'),
    };
    expect((await post('opening-stock', 'commit', fixed)).body).toEqual({
      created: 0,
      updated: 1,
      skipped: 0,
      categories_created: 0,
    });
    const id = await t.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Import item 2')
      .executeTakeFirstOrThrow();
    const product = await call(t.app, 'GET', `/api/products/${id.id}`);
    expect(product.body).toMatchObject({ name: 'Import item 2', opening_stock: 25, on_hand: 25 });
  });
});
