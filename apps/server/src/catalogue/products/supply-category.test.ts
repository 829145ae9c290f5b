import { productSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, create, expectFieldErrors, productInput } from '../../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  postInvoice,
} from '../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// A product's supply category (taxable, nil-rated, exempt, non-GST) and the copy each invoice line
// keeps of it, so editing the product later never moves a past line to another return column.

describe('Supply category', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const rates = (await call(t.app, 'GET', '/api/gst-rates?limit=500')).body as {
      data: { gst_rate: number }[];
    };
    if (!rates.data.some((rate) => rate.gst_rate === 0)) {
      expect((await call(t.app, 'POST', '/api/gst-rates', { gst_rate: 0 })).status).toBe(201);
    }
  });
  afterAll(async () => t.close());

  const product = (overrides: Record<string, unknown>) =>
    create(
      t.app,
      '/api/products',
      productInput({ name: `Item ${Math.random()}`, ...overrides }),
      productSchema,
    );

  it('takes nil-rated at 0% and taxable above when none is chosen, and keeps a chosen one', async () => {
    expect((await product({ gst_rate: 0, hsn_code: '0701' })).supply_category).toBe('nil_rated');
    expect((await product({ gst_rate: 5 })).supply_category).toBe('taxable');
    expect(
      (await product({ gst_rate: 0, hsn_code: '4901', supply_category: 'exempt' })).supply_category,
    ).toBe('exempt');
    expect(
      (await product({ gst_rate: 0, hsn_code: '2710', supply_category: 'non_gst' })).supply_category,
    ).toBe('non_gst');
  });

  it('refuses a category that does not go with the rate, naming supply_category', async () => {
    expectFieldErrors(
      await call(t.app, 'POST', '/api/products', productInput({ supply_category: 'exempt' })),
      {
        supply_category: ['Supply Category Exempt needs GST Rate 0%'],
      },
    );
    expectFieldErrors(
      await call(t.app, 'POST', '/api/products', productInput({ gst_rate: 0, supply_category: 'taxable' })),
      {
        supply_category: [
          'A product at GST Rate 0% is Nil-rated, Exempt or Non-GST: choose its Supply Category',
        ],
      },
    );
    expectFieldErrors(await call(t.app, 'POST', '/api/products', productInput({ supply_category: 'zero' })), {
      supply_category: ['Supply Category must be taxable, nil_rated, exempt or non_gst'],
    });
  });

  it('keeps the category on the invoice line as sold, whatever the product becomes', async () => {
    const bookId = await createProduct(t.app, { gst_rate: 0, hsn_code: '4901', supply_category: 'exempt' });
    const saltId = await createProduct(t.app, { gst_rate: 5, hsn_code: '2501' });
    const customerId = await createCustomer(t.app);
    const sale = await postInvoice(
      t.app,
      invoicePayload(customerId, [
        { product_id: bookId, gst_rate: 0, rate: 100 },
        { product_id: saltId, gst_rate: 5, rate: 20 },
        // The rate is typed on the line: salt sold at 0% is a nil-rated line.
        { product_id: saltId, gst_rate: 0, rate: 20 },
      ]),
    );
    expect(sale.status).toBe(201);
    const id = (sale.body as { id: number }).id;
    const lines = () =>
      t.db
        .selectFrom('invoice_items')
        .select(['product_id', 'gst_rate_bp', 'supply_category'])
        .where('invoice_id', '=', id)
        .orderBy('line_no')
        .execute();
    const sold = [
      { product_id: bookId, gst_rate_bp: 0, supply_category: 'exempt' },
      { product_id: saltId, gst_rate_bp: 500, supply_category: 'taxable' },
      { product_id: saltId, gst_rate_bp: 0, supply_category: 'nil_rated' },
    ];
    expect(await lines()).toEqual(sold);
    const book = productSchema.parse((await call(t.app, 'GET', `/api/products/${bookId}`)).body);
    const edit = productInput({
      name: book.name,
      hsn_code: '4901',
      gst_rate: 0,
      supply_category: 'nil_rated',
    });
    expect(
      (await call(t.app, 'PUT', `/api/products/${bookId}`, { ...edit, version: book.version })).status,
    ).toBe(200);
    expect(await lines()).toEqual(sold);
  });
});
