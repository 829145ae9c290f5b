import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { createRecord, GSTIN_CHHATTISGARH_BUYER, uniqueName } from './journeys';

// Sales for the report journeys, made through the API: in one month, B2B invoices (inside and
// outside the seller's state), B2C invoices and one cancelled invoice, over three HSN rows that
// belong to this run alone (HSN codes picked by the clock). The report journeys use 2023, a
// year no other journey writes documents in, so a month's totals are this data's alone.

type Named = { id: number; name: string };
type Invoice = {
  id: number;
  invoice_number: string;
  total_amount: number;
  gst_amount: number;
  grand_total: number;
  tax: { cgst: number; sgst: number; igst: number };
};

let sequence = 0;

/** A 16-character-at-most invoice number unique to this run. */
export function uniqueInvoiceNumber(prefix: string): string {
  sequence += 1;
  return `${prefix}/${Date.now().toString(36).slice(-6)}${sequence}`;
}

async function invoice(request: APIRequestContext, body: object): Promise<Invoice> {
  return createRecord<Invoice>(request, 'invoices', body);
}

// HSN codes must be real (the server checks them against the GST code list), and each run's
// report rows are told apart by theirs: three codes of live animals, meat and fish (chapters 01
// to 03), which no other journey sells, a fresh three for every call.
const HSN_POOL = fs
  .readFileSync(path.resolve(import.meta.dirname, '../../apps/server/assets/hsn/hsn-sac-codes.tsv'), 'utf8')
  .split('\n')
  .map((line) => line.split('\t')[0] ?? '')
  .filter((code) => /^0[1-3]\d{6}$/.test(code));
let hsnCalls = 0;

function unusedHsnCodes(): string[] {
  hsnCalls += 1;
  // The clock moves the start between worker processes; the count moves it within one.
  const start = (Math.floor(Date.now() / 1000) * 3 + hsnCalls * 3) % (HSN_POOL.length - 3);
  return HSN_POOL.slice(start, start + 3);
}

export async function createReportData(request: APIRequestContext, month: string) {
  const [fanCode = '', riceCode = '', lampCode = ''] = unusedHsnCodes();
  const hsn = { fans: fanCode, rice: riceCode, lamps: lampCode };
  const product = (name: string, hsn_code: string, gst_rate: number, mrp: number, unit: string) =>
    createRecord<Named>(request, 'products', {
      name: uniqueName(name),
      hsn_code,
      mrp,
      rate: mrp,
      gst_rate,
      unit,
      reorder_level: 5,
      opening_stock: 10,
    });
  const fan = await product('Ceiling Fan', hsn.fans, 18, 2360, 'NOS');
  const rice = await product('Basmati Rice', hsn.rice, 5, 105, 'KGS');
  const lamp = await product('LED Lamp', hsn.lamps, 12, 112, 'NOS');
  const customer = (name: string, gstin: string) =>
    createRecord<Named>(request, 'customers', { name: uniqueName(name), address: 'Raipur', gstin });
  const local = await customer('Sharma Electricals', GSTIN_CHHATTISGARH_BUYER);
  const gujarat = await customer('Surat Traders', '24AANFA2641L1ZF');
  const walkIn = await customer('Walk-in Buyer', '');

  const supplier = await createRecord<Named>(request, 'suppliers', { name: uniqueName('Bhilai Wholesale') });
  const purchase = await request.post('/api/admin/add-purchases', {
    data: {
      supplier_id: supplier.id,
      purchase_date: `${month}-02`,
      invoice_number: 'BW-1',
      items: [{ product_id: fan.id, quantity: 20, amount: 36000, gst_rate: 18 }],
    },
  });
  expect(purchase.status(), await purchase.text()).toBe(201);

  const sale = (customerId: number, day: string, items: object[], status = 'Unpaid') =>
    invoice(request, {
      invoice_number: uniqueInvoiceNumber('RPT'),
      date: `${month}-${day}`,
      customer_id: customerId,
      status,
      items,
    });
  const b2b = [
    await sale(local.id, '05', [
      { product_id: fan.id, mrp: 2360, gst_rate: 18, quantity: 2 },
      { product_id: rice.id, mrp: 105, gst_rate: 5, quantity: 3 },
    ]),
    await sale(gujarat.id, '09', [
      { product_id: lamp.id, mrp: 112, gst_rate: 12, quantity: 4 },
      { product_id: fan.id, mrp: 2360, gst_rate: 18, quantity: 1 },
    ]),
  ];
  const b2c = [
    await sale(walkIn.id, '12', [{ product_id: rice.id, mrp: 105, gst_rate: 5, quantity: 5, discount: 10 }]),
  ];
  const cancelled = await sale(walkIn.id, '15', [
    { product_id: fan.id, mrp: 2360, gst_rate: 18, quantity: 3 },
  ]);
  const cancel = await request.put(`/api/invoices/${cancelled.id}/status`, { data: { status: 'Cancelled' } });
  expect(cancel.status(), await cancel.text()).toBe(200);
  return { hsn, products: { fan, rice, lamp }, b2b, b2c, cancelled, range: monthRange(month) };
}

export type ReportData = Awaited<ReturnType<typeof createReportData>>;

export function monthRange(month: string): { from: string; to: string } {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** Rupees as the reports print them: Indian grouping, two decimals, no sign. */
export function indianAmount(rupees: number): string {
  const paise = Math.round(rupees * 100);
  const whole = String(Math.floor(Math.abs(paise) / 100));
  const fraction = String(Math.abs(paise) % 100).padStart(2, '0');
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${paise < 0 ? '-' : ''}${head ? `${head},` : ''}${whole.slice(-3)}.${fraction}`;
}

/** dd/mm/yyyy, as the date boxes take it. */
export function dmyOf(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

export function sumRupees(values: readonly number[]): number {
  return values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;
}
