import { todayIso } from '@bahi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  GSTIN_CHHATTISGARH,
} from '../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { uniqueViolationAnswer } from '../http/unique-violation';

// Invoices and purchases of the same products saved at once: on PostgreSQL their stock triggers
// touch the same rows, so without one lock order two saves could wait on each other (deadlock,
// 40P01) and the loser answered 500. Every save must succeed or be refused with a clear 4xx.

const WRITERS = { invoices: 12, purchases: 4 };
const DURATION_MS = 4_000;

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = (seed * 7919 + index * 104_729) % (index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

describe('16 invoice and purchase writers on the same products', () => {
  let t: TestApp;
  let customer: number;
  let supplier: number;
  let products: number[];
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createCustomer(t.app);
    supplier = await createSupplier(t.app, { name: 'Raipur Wholesale', gstin: GSTIN_CHHATTISGARH });
    products = [];
    for (let index = 0; index < 6; index++)
      products.push(await createProduct(t.app, { opening_stock: 1000 }));
  });
  afterAll(async () => t.close());

  it('answers no 5xx and no vague conflict', async () => {
    const statuses: Record<number, number> = {};
    const failures: unknown[] = [];
    const deadline = Date.now() + DURATION_MS;
    const today = todayIso();
    const record = (answer: { status: number; body: unknown }) => {
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status >= 300 && failures.length < 5) failures.push(answer.body);
    };
    const invoiceWriter = async (writer: number) => {
      for (let save = 1; Date.now() < deadline; save++) {
        const items = shuffled(products, writer * 31 + save)
          .slice(0, 4)
          .map((product) => ({ product_id: product, mrp: 118, gst_rate: 18, quantity: 1, discount: 0 }));
        const payload = { invoice_number: `DL/${writer}/${save}`, date: today, customer_id: customer, items };
        const created = await call(t.app, 'POST', '/api/invoices', payload);
        record(created);
        // Every other save is corrected at once, its lines in another order: an edit deletes and
        // inserts lines, touching the products' stock rows again.
        const id = (created.body as { id?: number }).id;
        if (save % 2 === 0 && id) {
          const edited = await call(t.app, 'PUT', `/api/invoices/${id}`, {
            ...payload,
            items: [...items].reverse(),
          });
          record({ ...edited, status: edited.status === 200 ? 201 : edited.status });
        }
      }
    };
    const purchaseWriter = async (writer: number) => {
      for (let save = 1; Date.now() < deadline; save++) {
        const items = shuffled(products, writer * 17 + save * 3)
          .slice(0, 4)
          .map((product) => ({ product_id: product, quantity: 2, amount: 100, gst_rate: 18 }));
        record(
          await call(t.app, 'POST', '/api/admin/add-purchases', {
            supplier_id: supplier,
            invoice_number: `BILL-${writer}-${save}`,
            purchase_date: today,
            items,
          }),
        );
      }
    };
    await Promise.all([
      ...Array.from({ length: WRITERS.invoices }, (_, writer) => invoiceWriter(writer)),
      ...Array.from({ length: WRITERS.purchases }, (_, writer) => purchaseWriter(writer)),
    ]);
    expect(failures).toEqual([]);
    expect(Object.keys(statuses)).toEqual(['201']);
    expect(statuses[201]).toBeGreaterThan(16);
  });
});

describe('a uniqueness race', () => {
  it('answers which field was taken, in either database', () => {
    const postgres = { code: '23505', detail: 'Key (purchase_number)=(PUR/25-26/0007) already exists.' };
    expect(uniqueViolationAnswer(postgres)).toEqual({
      message: 'Another save took the same purchase number at the same moment; nothing was saved: try again',
      errors: {
        purchase_number: [
          'Another save took the same purchase number at the same moment; nothing was saved: try again',
        ],
      },
    });
    const sqlite = {
      code: 'SQLITE_CONSTRAINT_UNIQUE',
      message: 'UNIQUE constraint failed: invoices.financial_year, invoices.number_key',
    };
    expect(uniqueViolationAnswer(sqlite).message).toBe(
      'Another save took the same number at the same moment; nothing was saved: try again',
    );
    expect(
      uniqueViolationAnswer({
        code: '23505',
        detail: 'Key (supplier_id, financial_year, supplier_bill_key)=(1, 2025-26, X) already exists.',
      }).errors,
    ).toHaveProperty('supplier_bill_number');
  });
});
