import { gstr1PreviewSchema, gstr3bSchema } from '@bahi/domain/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  GSTIN_CHHATTISGARH,
  GSTIN_GUJARAT,
  GSTIN_KARNATAKA,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { validateGstr1Upload, validateGstr3b } from '../test-support/return-schemas';
import { createTestApp, type TestApp } from '../test-support/test-app';

// A year of books made by the test helpers (November 2025 to October 2026): every month sales to
// walk-in, registered, inter-state, composition and UIN buyers and a B2C large sale, at 5, 12 and
// 18% and at 0% of each supply category, a cancelled invoice, credit and debit notes, and purchases
// of taxable, exempt and non-GST goods. Every month's GSTR-1 (the preview's JSON and the file
// downloaded) and GSTR-3B JSON validate against the schemas kept in the repository.

const MONTHS = [
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
];
const periodOf = (month: string) => `${month.slice(5)}${month.slice(0, 4)}`;

describe('a year of generated books against the return schemas', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const goods = [
      { id: await createProduct(t.app, { gst_rate: 5, hsn_code: '0902' }), gst_rate: 5 },
      { id: await createProduct(t.app, { gst_rate: 12, hsn_code: '0902' }), gst_rate: 12 },
      { id: await createProduct(t.app, { gst_rate: 18, hsn_code: '84145110' }), gst_rate: 18 },
      { id: await createProduct(t.app, { gst_rate: 0, hsn_code: '2501' }), gst_rate: 0 },
      {
        id: await createProduct(t.app, { gst_rate: 0, hsn_code: '4901', supply_category: 'exempt' }),
        gst_rate: 0,
      },
      {
        id: await createProduct(t.app, { gst_rate: 0, hsn_code: '2710', supply_category: 'non_gst' }),
        gst_rate: 0,
      },
    ];
    const buyers = [
      await createCustomer(t.app, {}),
      await createCustomer(t.app, { gstin: GSTIN_CHHATTISGARH }),
      await createCustomer(t.app, { gstin: GSTIN_KARNATAKA }),
      await createCustomer(t.app, { gstin: GSTIN_GUJARAT, gst_scheme: 'composition' }),
      await createCustomer(t.app, { gstin: '0717USA00001UNB', address: 'Chanakyapuri, New Delhi' }),
      await createCustomer(t.app, { name: 'Walk-in, Pune', state_code: '27' }),
    ];
    const suppliers = [
      await createSupplier(t.app, { gstin: GSTIN_GUJARAT }),
      await createSupplier(t.app, { gstin: GSTIN_KARNATAKA, gst_scheme: 'composition' }),
    ];
    for (const [m, month] of MONTHS.entries()) {
      const sold: number[] = [];
      for (const [b, buyer] of buyers.entries()) {
        const items = [goods[(m + b) % goods.length], goods[(m + b + 3) % goods.length]].map((good) => ({
          product_id: good?.id ?? 0,
          gst_rate: good?.gst_rate ?? 0,
          rate: 100 * (b + 1) + m,
          quantity: 1 + ((m + b) % 3),
          price_basis: 'rate' as const,
        }));
        const answer = await postInvoice(
          t.app,
          invoicePayload(buyer, items, { date: `${month}-${String(3 + b * 4).padStart(2, '0')}` }),
        );
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        sold.push(Number((answer.body as { id: number }).id));
      }
      // A B2C large sale shipped to Maharashtra, and a sale cancelled the same month.
      const large = await postInvoice(
        t.app,
        invoicePayload(buyers[5] ?? 0, [{ product_id: goods[2]?.id ?? 0, gst_rate: 18, rate: 120_000 }], {
          date: `${month}-25`,
        }),
      );
      expect(large.status, JSON.stringify(large.body)).toBe(201);
      sold.push(Number((large.body as { id: number }).id));
      const cancelled = await call(t.app, 'PUT', `/api/invoices/${sold[0]}/status`, { status: 'Cancelled' });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      // Notes on the registered buyer's sale and on the large one: a value credit and a debit.
      for (const [path, invoice] of [
        ['/api/credit-notes', sold[1]],
        ['/api/debit-notes', sold[6]],
        ['/api/credit-notes', sold[2]],
      ] as const) {
        const { rows } = await sql<{ id: number }>`select id from invoice_items where invoice_id = ${invoice}
          order by id limit 1`.execute(t.db);
        const note = await call(t.app, 'POST', path, {
          invoice_id: invoice,
          note_date: `${month}-27`,
          reason: 'Rate corrected',
          ...(path === '/api/credit-notes' ? { kind: 'value' } : {}),
          lines: [{ invoice_item_id: Number(rows[0]?.id), taxable_value: 10 }],
        });
        expect(note.status, JSON.stringify(note.body)).toBe(201);
      }
      for (const [s, supplier] of suppliers.entries()) {
        const good = goods[(m + s * 2) % goods.length];
        const bought = await call(t.app, 'POST', '/api/admin/add-purchases', {
          supplier_id: supplier,
          invoice_number: `P-${month}-${s}`,
          purchase_date: `${month}-02`,
          items: [
            {
              product_id: good?.id,
              quantity: 2,
              amount: 500 + m,
              discount: 0,
              gst_rate: s ? 0 : good?.gst_rate,
            },
          ],
        });
        expect(bought.status, JSON.stringify(bought.body)).toBe(201);
      }
    }
  }, 600_000);
  afterAll(async () => t.close());

  it('validates every month of GSTR-1 (preview and file) and GSTR-3B', async () => {
    const kinds = new Set<string>();
    for (const month of MONTHS) {
      const period = periodOf(month);
      const preview = await expectAnswer(
        t.app,
        { method: 'GET', url: `/api/gstr1/preview?period=${period}` },
        200,
        gstr1PreviewSchema,
      );
      expect(preview.problems, period).toEqual([]);
      expect(
        validateGstr1Upload(preview.gstr1),
        `${period}: ${JSON.stringify(validateGstr1Upload.errors)}`,
      ).toBe(true);
      const file = await t.app.inject({ method: 'GET', url: `/api/gstr1?period=${period}` });
      expect(file.statusCode, file.body).toBe(200);
      const upload = file.json() as Record<string, unknown>;
      expect(validateGstr1Upload(upload), `${period}: ${JSON.stringify(validateGstr1Upload.errors)}`).toBe(
        true,
      );
      for (const key of Object.keys(upload)) kinds.add(key);
      const gstr3b = await expectAnswer(
        t.app,
        { method: 'GET', url: `/api/gstr3b?period=${period}` },
        200,
        gstr3bSchema,
      );
      expect(validateGstr3b(gstr3b.json), `${period}: ${JSON.stringify(validateGstr3b.errors)}`).toBe(true);
      if (gstr3b.outward_non_gst > 0) kinds.add('3.1(e)');
    }
    // The year reached every section the books can fill.
    expect([...kinds].sort()).toEqual(
      [
        '3.1(e)',
        'b2b',
        'b2cl',
        'b2cs',
        'cdnr',
        'cdnur',
        'doc_issue',
        'fp',
        'gstin',
        'hash',
        'hsn',
        'nil',
        'version',
      ].sort(),
    );
  });
});
