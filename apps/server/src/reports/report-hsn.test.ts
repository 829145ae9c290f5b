import { rupeesToPaise } from '@bahi/domain';
import {
  type HsnPartySummary,
  type HsnSummary,
  hsnPartySummarySchema,
  hsnSummarySchema,
  invoiceDetailSchema,
  invoiceListRowSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer, list } from '../test-support/api-calls';
import { buildShop, JULY, JUNE, type Shop } from '../test-support/report-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// GSTR-1 is filed from the HSN summary, so it must tie out to the invoices to the paisa: its
// taxable value and each tax head equal the sums over the period's invoices that are not
// cancelled, and its B2B and B2C parts add up to it. All figures compared in paise.

type Range = { from: string; to: string };
const paise = (rupees: number) => rupeesToPaise(rupees);

describe('HSN summary ties out to the invoices', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t.app);
  });
  afterAll(async () => t.close());

  const query = (range: Range) => `from=${range.from}&to=${range.to}`;
  const summary = (range: Range): Promise<HsnSummary> =>
    expectAnswer(t.app, { method: 'GET', url: `/api/hsn-summary?${query(range)}` }, 200, hsnSummarySchema);
  const party = (kind: 'btob' | 'btoc', range: Range): Promise<HsnPartySummary> =>
    expectAnswer(
      t.app,
      { method: 'GET', url: `/api/hsn-summary${kind}?${query(range)}` },
      200,
      hsnPartySummarySchema,
    );

  /** The period's invoices as the invoice API shows them, with their tax heads. */
  async function invoicesOf(range: Range) {
    const page = await list(t.app, `/api/invoices?${query(range)}&limit=500`, invoiceListRowSchema);
    return Promise.all(
      page.data.map(async (row) => {
        const answer = await call(t.app, 'GET', `/api/invoice/${row.id}`);
        return invoiceDetailSchema.parse(answer.body);
      }),
    );
  }

  function sumOf<T>(rows: readonly T[], pick: (row: T) => number): number {
    return rows.reduce((total, row) => total + paise(pick(row)), 0);
  }

  for (const [label, range] of [
    ['June', JUNE],
    ['July', JULY],
  ] as const) {
    it(`${label}: taxable value and every tax head equal the sums over the invoices not cancelled`, async () => {
      const invoices = (await invoicesOf(range)).filter((invoice) => invoice.status !== 'Cancelled');
      const report = await summary(range);
      expect(invoices.length).toBeGreaterThan(1);
      expect(paise(report.totals.total_value)).toBe(sumOf(invoices, (invoice) => invoice.total_amount));
      expect(paise(report.totals.total_tax)).toBe(sumOf(invoices, (invoice) => invoice.gst_amount));
      expect(paise(report.totals.central_tax)).toBe(sumOf(invoices, (invoice) => invoice.tax.cgst));
      expect(paise(report.totals.state_tax)).toBe(sumOf(invoices, (invoice) => invoice.tax.sgst));
      expect(paise(report.totals.integrated_tax)).toBe(sumOf(invoices, (invoice) => invoice.tax.igst));
      // Quantities are added per unit, never across units.
      const byUnit = new Map<string, number>();
      for (const item of invoices.flatMap((invoice) => invoice.items)) {
        byUnit.set(item.unit, (byUnit.get(item.unit) ?? 0) + item.quantity * 1000);
      }
      expect(report.totals.quantity_by_unit).toEqual(
        [...byUnit]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([uqc, milli]) => ({ uqc, total_qty: Math.round(milli) / 1000 })),
      );
      const [onlyUnit] = byUnit.values();
      expect(report.totals.total_qty).toBe(byUnit.size === 1 && onlyUnit ? onlyUnit / 1000 : null);
      // The rows add up to the totals, and each row's amount is its value plus its tax.
      expect(sumOf(report.data, (row) => row.total_value)).toBe(paise(report.totals.total_value));
      expect(sumOf(report.data, (row) => row.total_tax)).toBe(paise(report.totals.total_tax));
      for (const row of report.data) {
        expect(paise(row.total_amount)).toBe(paise(row.total_value) + paise(row.total_tax));
        expect(paise(row.total_tax)).toBe(
          paise(row.central_tax) + paise(row.state_tax) + paise(row.integrated_tax),
        );
        expect(row.cess).toBe(0);
      }
    });

    it(`${label}: B2B plus B2C is the whole, row by row`, async () => {
      const [whole, b2b, b2c] = await Promise.all([
        summary(range),
        party('btob', range),
        party('btoc', range),
      ]);
      const key = (row: { hsn_code: string; gst_rate: number; uqc: string }) =>
        `${row.hsn_code}@${row.gst_rate}/${row.uqc}`;
      const fields = [
        'total_qty',
        'total_value',
        'total_tax',
        'central_tax',
        'state_tax',
        'integrated_tax',
      ] as const;
      const added = new Map<string, Record<(typeof fields)[number], number>>();
      for (const row of [...b2b.data, ...b2c.data]) {
        const sums = added.get(key(row)) ?? {
          total_qty: 0,
          total_value: 0,
          total_tax: 0,
          central_tax: 0,
          state_tax: 0,
          integrated_tax: 0,
        };
        for (const field of fields) sums[field] += field === 'total_qty' ? row[field] : paise(row[field]);
        added.set(key(row), sums);
      }
      expect(added.size).toBe(whole.data.length);
      for (const row of whole.data) {
        const sums = added.get(key(row));
        for (const field of fields) {
          expect(sums?.[field], `${key(row)} ${field}`).toBe(
            field === 'total_qty' ? row[field] : paise(row[field]),
          );
        }
      }
      expect(paise(b2b.totals.total_value) + paise(b2c.totals.total_value)).toBe(
        paise(whole.totals.total_value),
      );
      expect(paise(b2b.totals.total_tax) + paise(b2c.totals.total_tax)).toBe(paise(whole.totals.total_tax));
    });

    it(`${label}: B2B lists only invoices to customers with a GSTIN, B2C the rest, none cancelled`, async () => {
      const invoices = await invoicesOf(range);
      const byNumber = new Map(invoices.map((invoice) => [invoice.invoice_number, invoice]));
      const [b2b, b2c] = await Promise.all([party('btob', range), party('btoc', range)]);
      const b2bNumbers = new Set(b2b.data.flatMap((row) => row.invoice_numbers));
      const b2cNumbers = new Set(b2c.data.flatMap((row) => row.invoice_numbers));
      for (const number of b2bNumbers) expect(byNumber.get(number)?.customer.gstin).toBeTruthy();
      for (const number of b2cNumbers) expect(byNumber.get(number)?.customer.gstin ?? null).toBeNull();
      const counted = invoices
        .filter((invoice) => invoice.status !== 'Cancelled')
        .map((i) => i.invoice_number);
      expect([...b2bNumbers, ...b2cNumbers].sort()).toEqual([...counted].sort());
      // Each row names exactly the invoices with a line of that HSN code, rate and unit.
      for (const row of [...b2b.data, ...b2c.data]) {
        for (const number of row.invoice_numbers) {
          const items = byNumber.get(number)?.items ?? [];
          expect(
            items.some((item) => item.product.hsn_code === row.hsn_code && item.gst_rate === row.gst_rate),
          ).toBe(true);
        }
      }
    });
  }

  it('splits an HSN code by GST rate and by unit, and leaves cancelled invoices out', async () => {
    const june = await summary(JUNE);
    const rows = june.data.map((row) => `${row.hsn_code}@${row.gst_rate}/${row.uqc}`);
    expect(rows).toEqual(expect.arrayContaining(['8516@18/NOS', '8516@28/NOS', '1006@5/KGS', '1006@5/BAG']));
    // June's rice: 10 kg to Gujarat; the 4 kg of the cancelled invoice do not count.
    expect(june.data.find((row) => row.hsn_code === '1006' && row.uqc === 'KGS')?.total_qty).toBe(10);
    const everywhere = [...(await party('btob', JUNE)).data, ...(await party('btoc', JUNE)).data];
    expect(everywhere.flatMap((row) => row.invoice_numbers)).not.toContain(shop.cancelled.invoice_number);
  });

  it('describes each row by the names as sold, unchanged when the product is renamed or recoded', async () => {
    const before = await summary(JUNE);
    const kettleRow = before.data.find((row) => row.hsn_code === '8516' && row.gst_rate === 28);
    expect(kettleRow?.description).toMatch(/\S/);
    const product = (await call(t.app, 'GET', `/api/products/${shop.products.kettle}`)).body as Record<
      string,
      unknown
    >;
    const renamed = await call(t.app, 'PUT', `/api/products/${shop.products.kettle}`, {
      ...product,
      name: 'Kettle renamed later',
      hsn_code: '8419',
    });
    expect(renamed.status).toBe(200);
    const after = await summary(JUNE);
    expect(after.data.find((row) => row.hsn_code === '8516' && row.gst_rate === 28)?.description).toBe(
      kettleRow?.description,
    );
    expect(after.data.map((row) => row.description).join()).not.toContain('renamed later');
  });

  it('follows an invoice edited into the next month and to a customer without a GSTIN', async () => {
    const [juneB2b, julyB2c] = await Promise.all([party('btob', JUNE), party('btoc', JULY)]);
    expect(juneB2b.data.flatMap((row) => row.invoice_numbers)).not.toContain(shop.moved.invoice_number);
    const salt = julyB2c.data.find((row) => row.hsn_code === '2501');
    expect(salt?.invoice_numbers).toContain(shop.moved.invoice_number);
    expect(salt?.total_qty).toBe(7);
  });

  it('counts an invoice cancelled and then restored', async () => {
    const b2c = await party('btoc', JUNE);
    expect(b2c.data.find((row) => row.hsn_code === '0402')?.invoice_numbers).toContain(
      shop.restored.invoice_number,
    );
  });

  it('answers the current month by default, and nothing for a period without invoices', async () => {
    const current = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/hsn-summary' },
      200,
      hsnSummarySchema,
    );
    expect(current.from.slice(8)).toBe('01');
    expect(current.from.slice(0, 7)).toBe(current.to.slice(0, 7));
    const empty = await summary({ from: '2024-01-01', to: '2024-01-31' });
    expect(empty.data).toEqual([]);
    expect(empty.totals).toMatchObject({ total_value: 0, total_tax: 0, total_qty: 0 });
  });

  it('refuses a bad range', async () => {
    expect((await call(t.app, 'GET', '/api/hsn-summary?from=2025-07-01&to=2025-06-01')).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/hsn-summarybtob?from=2025-02-30')).status).toBe(400);
  });
});
