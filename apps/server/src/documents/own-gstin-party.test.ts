import { settingsSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer, expectFieldErrors } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  GSTIN_CHHATTISGARH,
  GSTIN_GUJARAT,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { TEST_SHOP } from '../test-support/test-shop';

// The shop's own GSTIN and its parties' never meet: a customer or supplier saved with the shop's
// GSTIN before the party form refused it gets no invoice or purchase until corrected, and the shop
// cannot take a GSTIN a party holds in Settings. Each refusal names the GSTIN and saves nothing.

describe("the shop's own GSTIN held by a party", () => {
  let t: TestApp;
  let product: number;

  beforeAll(async () => {
    t = await createTestApp();
    product = await createProduct(t.app, { gst_rate: 18, hsn_code: '84145110', name: 'Table Fan' });
  });
  afterAll(() => t.close());

  it('refuses an invoice and a purchase for a party that holds it, naming the GSTIN', async () => {
    const customer = await createCustomer(t.app, { name: 'Ourselves', gstin: GSTIN_GUJARAT });
    const supplier = await createSupplier(t.app, { name: 'Our Godown', gstin: GSTIN_GUJARAT });
    // Saved before the party form refused the shop's GSTIN: set as such a record would be.
    await t.db.updateTable('customers').set({ gstin: TEST_SHOP.gstin }).where('id', '=', customer).execute();
    await t.db.updateTable('suppliers').set({ gstin: TEST_SHOP.gstin }).where('id', '=', supplier).execute();
    const sold = await postInvoice(
      t.app,
      invoicePayload(customer, [{ product_id: product, gst_rate: 18, rate: 100, quantity: 1 }]),
    );
    expectFieldErrors(sold, {
      customer_id: [
        `Customer Ourselves holds the shop's own GSTIN ${TEST_SHOP.gstin}: correct the customer's GSTIN first`,
      ],
    });
    const bought = await call(t.app, 'POST', '/api/admin/add-purchases', {
      supplier_id: supplier,
      invoice_number: 'OWN-1',
      purchase_date: '2026-08-05',
      items: [{ product_id: product, quantity: 1, amount: 100, gst_rate: 18 }],
    });
    expect(bought.status).toBe(422);
    expect(JSON.stringify(bought.body)).toContain(
      `Supplier Our Godown holds the shop's own GSTIN ${TEST_SHOP.gstin}`,
    );
    const counts = await Promise.all(
      ['invoices', 'purchases'].map(async (table) =>
        Number(
          (
            await t.db
              .selectFrom(table as 'invoices')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );
    expect(counts).toEqual([0, 0]);
  });

  it('refuses a GSTIN in Settings that a customer holds, naming gstin', async () => {
    await createCustomer(t.app, { name: 'Raipur Stores', gstin: GSTIN_CHHATTISGARH });
    const current = await expectAnswer(t.app, { method: 'GET', url: '/api/settings' }, 200, settingsSchema);
    expectFieldErrors(await call(t.app, 'PUT', '/api/settings', { ...current, gstin: GSTIN_CHHATTISGARH }), {
      gstin: [`GSTIN ${GSTIN_CHHATTISGARH} is customer Raipur Stores's: correct the customer's GSTIN first`],
    });
    const after = await expectAnswer(t.app, { method: 'GET', url: '/api/settings' }, 200, settingsSchema);
    expect(after.gstin).toBe(TEST_SHOP.gstin);
  });
});
