import { invoiceDetailSchema } from '@bahi/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { call } from './api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  GSTIN_CHHATTISGARH,
  GSTIN_GUJARAT,
  type ItemPayload,
  invoicePayload,
  postInvoice,
} from './document-fixtures';
import { receiptPayload } from './voucher-fixtures';

// A small shop's June and July 2025, written through the API the way staff would: intra- and
// inter-state invoices to customers with and without a GSTIN, several HSN codes, rates and units
// (one HSN at two rates, one HSN and rate in two units), discounts and odd paise, purchases, and
// every kind of change a report must follow: a cancelled invoice, one cancelled and restored,
// one cancelled when issued, and one edited into the next month and to another customer.

export const JUNE = { from: '2025-06-01', to: '2025-06-30' };
export const JULY = { from: '2025-07-01', to: '2025-07-31' };

async function must(answer: Promise<{ status: number; body: unknown }>, status: number) {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`Expected ${status}, got ${got}: ${JSON.stringify(body)}`);
  return body;
}

export async function buildShop(app: FastifyInstance) {
  const customers = {
    local: await createCustomer(app, { gstin: GSTIN_CHHATTISGARH }),
    gujarat: await createCustomer(app, { gstin: GSTIN_GUJARAT }),
    walkIn: await createCustomer(app),
    karnataka: await createCustomer(app, { state_code: '29' }),
  };
  const product = (overrides: Record<string, unknown>) => createProduct(app, overrides);
  const products = {
    fan: await product({
      hsn_code: '8414',
      gst_rate: 18,
      mrp: 2360,
      rate: 2000,
      unit: 'NOS',
      opening_stock: 20,
    }),
    heater: await product({ hsn_code: '8516', gst_rate: 18, mrp: 1180, rate: 1000, opening_stock: 8 }),
    kettle: await product({ hsn_code: '8516', gst_rate: 28, mrp: 1280, rate: 1000, reorder_level: 50 }),
    rice: await product({
      hsn_code: '1006',
      gst_rate: 5,
      mrp: 105,
      rate: 100,
      unit: 'KGS',
      opening_stock: 40,
    }),
    riceBag: await product({ hsn_code: '1006', gst_rate: 5, mrp: 2625, rate: 2500, unit: 'BAG' }),
    salt: await product({ hsn_code: '2501', gst_rate: 0, mrp: 28, rate: 28, unit: 'KGS', opening_stock: 30 }),
    milk: await product({ hsn_code: '0402', gst_rate: 12, mrp: 100, rate: 89.29, opening_stock: 12 }),
    soap: await product({ hsn_code: '3401', gst_rate: 18, mrp: 29.06, rate: 24.63, opening_stock: 5 }),
  };
  const p = products;
  const line = (
    product_id: number,
    mrp: number,
    gst_rate: number,
    quantity: number,
    discount = 0,
  ): ItemPayload => ({
    product_id,
    mrp,
    gst_rate,
    quantity,
    discount,
  });

  const supplier = await createSupplier(app, { gstin: GSTIN_CHHATTISGARH });
  const purchase = (number: string, date: string, items: object[]) =>
    must(
      call(app, 'POST', '/api/admin/add-purchases', {
        supplier_id: supplier,
        purchase_number: number,
        invoice_number: `S-${number}`,
        purchase_date: date,
        items,
      }),
      201,
    );
  await purchase('PUR/25-26/0001', '2025-05-20', [
    { product_id: p.fan, quantity: 10, amount: 18000, gst_rate: 18 },
  ]);
  await purchase('PUR/25-26/0002', '2025-06-10', [
    { product_id: p.rice, quantity: 100, amount: 9000, gst_rate: 5 },
    { product_id: p.soap, quantity: 50, amount: 1100, discount: 10, gst_rate: 18 },
  ]);
  await purchase('PUR/25-26/0003', '2025-07-05', [
    { product_id: p.fan, quantity: 5, amount: 9500, gst_rate: 18 },
  ]);

  // 'Paid': issued, then settled in full by a cash receipt of the same day (status follows receipts).
  const issue = async (customer: number, date: string, items: ItemPayload[], status = 'Paid') => {
    const stored = status === 'Cancelled' ? 'Cancelled' : 'Unpaid';
    const body = await must(postInvoice(app, invoicePayload(customer, items, { date, status: stored })), 201);
    const invoice = invoiceDetailSchema.parse(body);
    if (status !== 'Paid') return invoice;
    const receipt = { invoice_id: invoice.id, amount: invoice.grand_total };
    await must(
      call(app, 'POST', '/api/receipts', receiptPayload(customer, [receipt], { date, mode: 'cash' })),
      201,
    );
    return invoiceDetailSchema.parse((await call(app, 'GET', `/api/invoice/${invoice.id}`)).body);
  };
  const c = customers;
  const june = [
    await issue(c.local, '2025-06-03', [
      line(p.fan, 2360, 18, 2),
      line(p.heater, 1180, 18, 1),
      line(p.kettle, 1280, 28, 1),
    ]),
    await issue(
      c.gujarat,
      '2025-06-05',
      [line(p.rice, 105, 5, 10, 5), line(p.riceBag, 2625, 5, 2), line(p.salt, 28, 0, 3)],
      'Unpaid',
    ),
    await issue(c.walkIn, '2025-06-09', [
      line(p.milk, 100, 12, 7, 10),
      line(p.fan, 2360, 18, 1),
      line(p.soap, 29.06, 18, 1),
    ]),
    await issue(c.karnataka, '2025-06-12', [
      line(p.heater, 1180, 18, 3),
      line(p.kettle, 1280, 28, 2),
      line(p.soap, 29.06, 18, 1),
    ]),
  ];
  const cancelled = await issue(c.walkIn, '2025-06-15', [line(p.rice, 105, 5, 4)], 'Unpaid');
  await must(call(app, 'PUT', `/api/invoices/${cancelled.id}/status`, { status: 'Cancelled' }), 200);
  const restored = await issue(c.karnataka, '2025-06-20', [line(p.milk, 100, 12, 2)], 'Cancelled');
  await must(call(app, 'PUT', `/api/invoices/${restored.id}/status`, { status: 'Unpaid' }), 200);
  const moved = await issue(
    c.local,
    '2025-06-25',
    [line(p.salt, 28, 0, 5), line(p.soap, 29.06, 18, 2)],
    'Unpaid',
  );
  await must(
    call(
      app,
      'PUT',
      `/api/invoices/${moved.id}`,
      invoicePayload(c.walkIn, [line(p.salt, 28, 0, 6), line(p.rice, 105, 5, 1)], {
        invoice_number: moved.invoice_number,
        date: '2025-07-02',
        status: 'Unpaid',
      }),
    ),
    200,
  );
  const july = [
    await issue(c.gujarat, '2025-07-08', [line(p.fan, 2360, 18, 3), line(p.heater, 1180, 18, 2)]),
    await issue(c.walkIn, '2025-07-15', [line(p.rice, 105, 5, 2), line(p.salt, 28, 0, 1)], 'Unpaid'),
  ];
  await issue(c.local, '2025-07-20', [line(p.kettle, 1280, 28, 1)], 'Cancelled');
  return { customers, products, june, july, cancelled, restored, moved };
}

export type Shop = Awaited<ReturnType<typeof buildShop>>;
