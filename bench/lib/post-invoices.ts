import type { Db } from '@bahi/server';
import { postForStatus } from './http-json';
import { Random } from './random';

// Requests for the POST /api/invoices scenario: 10 lines of random products at their usual GST
// rate, for a random customer, numbered 'B' + a base-36 clock + '-' + n (at most 16 characters)
// so that every run uses new numbers.

export type InvoicePoster = {
  send: (index: number) => Promise<void>;
  /** Same as send, numbered apart from the measured requests. */
  warmUp: (index: number) => Promise<void>;
};

export type PricedProduct = { id: number; mrp: number; rate_bp: number };

/** A 10-line invoice of random products at their usual GST rate, for a random customer of 1..customers. */
export function randomInvoiceBody(
  random: Random,
  products: readonly PricedProduct[],
  customers: number,
  date: string,
  number: string,
) {
  const items = Array.from({ length: 10 }, () => {
    const product = random.pick(products);
    return {
      product_id: product.id,
      mrp: product.mrp / 100,
      discount: random.pick([0, 0, 0, 5]),
      quantity: random.int(1, 5),
      gst_rate: product.rate_bp / 100,
    };
  });
  return {
    invoice_number: number,
    date,
    customer_id: random.int(1, customers),
    status: 'Unpaid',
    items,
    // The generated shop's customers owe bills past due (as a real shop's do); the clerk confirms.
    confirm_credit: true,
  };
}

export async function postInvoices(
  db: Db,
  options: { baseUrl: string; date: string; seed: number },
): Promise<InvoicePoster> {
  const products = await db
    .selectFrom('products')
    .innerJoin('gst_rates', 'gst_rates.id', 'products.gst_rate_id')
    .select(['products.id', 'products.mrp', 'gst_rates.rate_bp'])
    .execute();
  const { customers } = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.max('id').as('customers'))
    .executeTakeFirstOrThrow();
  const random = new Random(options.seed);
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  const post = async (number: string) => {
    const body = randomInvoiceBody(random, products, customers ?? 1, options.date, number);
    await postForStatus(`${options.baseUrl}/api/invoices`, body);
  };
  return {
    send: (index) => post(`B${run}-${index}`),
    warmUp: (index) => post(`B${run}-W${index}`),
  };
}
