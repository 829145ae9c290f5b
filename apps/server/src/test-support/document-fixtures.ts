import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { call, create, customerInput, productInput } from './api-calls';

// Catalogue records and payloads for the invoice, purchase and stock tests, created through the
// API itself so every test exercises the same path a user does.

const withId = z.object({ id: z.number() }).loose();

/**
 * Intra-state (Chhattisgarh, the seller's state), inter-state (Gujarat) and unregistered buyers.
 * GSTIN_CHHATTISGARH is the GSTIN of a customer or supplier in the shop's own state: never the
 * shop's own GSTIN (TEST_SHOP.gstin), which a party may not have.
 */
export const GSTIN_CHHATTISGARH = '22AABCS1234F1Z1';
export const GSTIN_GUJARAT = '24AANFA2641L1ZF';
export const GSTIN_KARNATAKA = '29AABCR1718E1ZL';

let counter = 0;
function unique(name: string): string {
  counter += 1;
  return `${name} ${counter}`;
}

export async function createCustomer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const customer = await create(
    app,
    '/api/customers',
    customerInput({ name: unique('Customer'), ...overrides }),
    withId,
  );
  return customer.id;
}

export async function createSupplier(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const supplier = await create(
    app,
    '/api/suppliers',
    {
      name: unique('Supplier'),
      address: 'Industrial Area, Bhilai',
      phone: '',
      email: '',
      gstin: '',
      confirm_duplicate_gstin: true,
      ...overrides,
    },
    withId,
  );
  return supplier.id;
}

export async function createProduct(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const product = await create(
    app,
    '/api/products',
    productInput({ name: unique('Product'), ...overrides }),
    withId,
  );
  return product.id;
}

export type ItemPayload = {
  product_id: number;
  price_basis?: 'rate' | 'mrp';
  mrp?: number;
  gst_rate: number;
  quantity?: number;
  discount?: number;
  rate?: number;
};

export function invoicePayload(
  customerId: number,
  items: readonly ItemPayload[],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  counter += 1;
  return {
    invoice_number: `T/${counter}`,
    date: '2025-06-15',
    customer_id: customerId,
    status: 'Unpaid',
    items: items.map((item) => ({ discount: 0, quantity: 1, ...item })),
    ...overrides,
  };
}

export async function postInvoice(app: FastifyInstance, payload: Record<string, unknown>) {
  return call(app, 'POST', '/api/invoices', payload);
}

/** On hand of one product, now or as of a day. */
export async function onHand(app: FastifyInstance, productId: number, asOf?: string): Promise<number> {
  const answer = await call(app, 'GET', `/api/products/${productId}/stock${asOf ? `?as_of=${asOf}` : ''}`);
  return z.object({ on_hand: z.number() }).parse(answer.body).on_hand;
}
