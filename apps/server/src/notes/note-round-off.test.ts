import { noteDetailSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { balanceOf } from '../test-support/voucher-fixtures';

// A rounded invoice returned in full: the credit note that takes off the last of its value also
// takes its round-off, so the invoice and the customer owe nothing afterwards (not the paise the
// invoice was rounded by). Notes before the last carry none.

describe('round-off on the last credit note', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const settings = await call(t.app, 'GET', '/api/settings');
    await call(t.app, 'PUT', '/api/settings', { ...(settings.body as object), round_off: true });
  });
  afterAll(() => t.close());

  it('carries the invoice round-off on the note that credits what was left', async () => {
    const customer = await createCustomer(t.app);
    const product = await createProduct(t.app, { gst_rate: 18, opening_stock: 10, unit: 'NOS' });
    // 2 at 100.20 + 18%: 200.40 + CGST 18.04 + SGST 18.04 = 236.48, rounded to 236.00 (round-off −0.48).
    const answer = await postInvoice(
      t.app,
      invoicePayload(
        customer,
        [{ product_id: product, price_basis: 'rate', rate: 100.2, gst_rate: 18, quantity: 2 }],
        {
          date: '2025-07-01',
        },
      ),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const invoice = z
      .object({
        id: z.number(),
        grand_total: z.number(),
        round_off: z.number(),
        items: z.array(z.object({ id: z.number() }).loose()),
      })
      .loose()
      .parse(answer.body);
    expect(invoice).toMatchObject({ grand_total: 236, round_off: -0.48 });
    const credit = (quantity: number) =>
      call(t.app, 'POST', '/api/credit-notes', {
        invoice_id: invoice.id,
        note_date: '2025-07-02',
        kind: 'return',
        reason: 'Returned',
        lines: [{ invoice_item_id: invoice.items[0]?.id, quantity }],
      });
    const first = noteDetailSchema.parse((await credit(1)).body);
    expect(first).toMatchObject({
      total_amount: 100.2,
      gst_amount: 18.04,
      round_off: 0,
      grand_total: 118.24,
    });
    const last = noteDetailSchema.parse((await credit(1)).body);
    expect(last).toMatchObject({
      total_amount: 100.2,
      gst_amount: 18.04,
      round_off: -0.48,
      grand_total: 117.76,
    });
    expect((await balanceOf(t.app, 'customers', customer)).balance).toBe(0);
  });
});
