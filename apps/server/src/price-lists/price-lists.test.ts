import { customerProductRateSchema, priceLevelSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Price lists: a level's rate per product, a customer's level and own rate pick the rate an
// invoice line starts at; the last rate the customer was billed comes with it.

describe('price lists', () => {
  let t: TestApp;
  let soap: number;
  let oil: number;

  beforeAll(async () => {
    t = await createTestApp();
    soap = await createProduct(t.app, { gst_rate: 18, rate: 30, mrp: 50 });
    oil = await createProduct(t.app, { gst_rate: 5, rate: 100, mrp: 150 });
  });
  afterAll(async () => t.close());

  async function startingRate(customer: number, product: number) {
    const answer = await call(t.app, 'GET', `/api/customers/${customer}/product-rates/${product}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return customerProductRateSchema.parse(answer.body);
  }

  it("picks the customer's own rate, else their level's, else the product's, and shows the last rate billed", async () => {
    const created = await call(t.app, 'POST', '/api/price-levels', {
      name: 'Wholesaler',
      rates: [{ product_id: soap, rate: 25 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const wholesaler = priceLevelSchema.parse(created.body);
    expect(wholesaler.rates).toEqual([{ product_id: soap, rate: 25 }]);

    const shop = await createCustomer(t.app);
    const favoured = await createCustomer(t.app);
    const walkIn = await createCustomer(t.app);
    const atLevel = await call(t.app, 'PUT', `/api/customers/${shop}/price-list`, {
      price_level_id: wholesaler.id,
    });
    expect(atLevel.status, JSON.stringify(atLevel.body)).toBe(200);
    const own = await call(t.app, 'PUT', `/api/customers/${favoured}/price-list`, {
      price_level_id: wholesaler.id,
      rates: [{ product_id: soap, rate: 24.5 }],
    });
    expect(own.body).toMatchObject({
      price_level_id: wholesaler.id,
      rates: [{ product_id: soap, rate: 24.5 }],
    });

    expect(await startingRate(shop, soap)).toMatchObject({ rate: 25, source: 'level', last_rate: null });
    expect(await startingRate(favoured, soap)).toMatchObject({ rate: 24.5, source: 'customer' });
    expect(await startingRate(walkIn, soap)).toMatchObject({ rate: 30, source: 'product' });
    // The level has no rate for oil: the product's.
    expect(await startingRate(shop, oil)).toMatchObject({ rate: 100, source: 'product' });

    const billed = await postInvoice(
      t.app,
      invoicePayload(shop, [{ product_id: soap, rate: 26, gst_rate: 18, quantity: 2 }], {
        date: '2025-06-15',
      }),
    );
    expect(billed.status, JSON.stringify(billed.body)).toBe(201);
    expect(await startingRate(shop, soap)).toMatchObject({
      rate: 25,
      last_rate: 26,
      last_date: '2025-06-15',
    });

    const log = await t.db
      .selectFrom('audit_log')
      .select(['record_type', 'action'])
      .where('record_type', 'in', ['price_level', 'customer_price_list'])
      .orderBy('id')
      .execute();
    expect(log.map((entry) => `${entry.record_type} ${entry.action}`)).toEqual([
      'price_level create',
      'customer_price_list update',
      'customer_price_list update',
    ]);
  });

  it('refuses a second level of the same name, an unknown product or level, and a rate of 0, naming the field', async () => {
    await call(t.app, 'POST', '/api/price-levels', { name: 'Retailer', rates: [] });
    const twice = await call(t.app, 'POST', '/api/price-levels', { name: 'retailer' });
    expect(twice.status).toBe(409);
    const unknown = await call(t.app, 'POST', '/api/price-levels', {
      name: 'Semi-wholesale',
      rates: [{ product_id: 999_999, rate: 5 }],
    });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain('rates.0.product_id');
    const zero = await call(t.app, 'POST', '/api/price-levels', {
      name: 'Semi-wholesale',
      rates: [{ product_id: soap, rate: 0 }],
    });
    expect(zero.status).toBe(422);
    const customer = await createCustomer(t.app);
    const noLevel = await call(t.app, 'PUT', `/api/customers/${customer}/price-list`, {
      price_level_id: 999_999,
    });
    expect(noLevel.status).toBe(422);
    expect(JSON.stringify(noLevel.body)).toContain('price_level_id');
  });
});
