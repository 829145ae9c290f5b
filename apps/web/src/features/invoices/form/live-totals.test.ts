import { describe, expect, it } from 'vitest';
import { emptyRow, type ItemRow, type LineProduct } from './invoice-form-values';
import { computeLiveTotals } from './live-totals';

const soap: LineProduct = {
  id: 1,
  name: 'Soap',
  hsn_code: '3401',
  unit: 'NOS',
  mrp: 118,
  rate: 100,
  gst_rate: 18,
};
const oil: LineProduct = {
  id: 2,
  name: 'Oil',
  hsn_code: '1512',
  unit: 'NOS',
  mrp: 100,
  rate: 80,
  gst_rate: 12,
};
const sugar: LineProduct = {
  id: 3,
  name: 'Sugar',
  hsn_code: '1701',
  unit: 'KGS',
  mrp: 0,
  rate: 42,
  gst_rate: 5,
};

const row = (product: LineProduct | null, patch: Partial<ItemRow> = {}): ItemRow => ({
  ...emptyRow(0),
  product,
  ...patch,
});
const atMrp = (product: LineProduct, patch: Partial<ItemRow> = {}) =>
  row(product, { basis: 'mrp', ...patch });
const intra = { supplyType: 'intra' as const, roundOff: false };

describe('computeLiveTotals', () => {
  it('gives the vectors of docs/gst-rules.md: MRP 118 @18% x3 is 354.00, MRP 100 @12% less 10% x7 is 630.00', () => {
    const plain = computeLiveTotals([atMrp(soap, { quantity: '3' })], intra);
    expect(plain?.totals).toMatchObject({ totalAmount: 30000, cgst: 2700, sgst: 2700, grandTotal: 35400 });
    const discounted = computeLiveTotals([atMrp(oil, { quantity: '7', discount: '10' })], intra);
    expect(discounted?.lines[0]).toMatchObject({ rate: 8036, subtotal: 56250 });
    expect(discounted?.totals.grandTotal).toBe(63000);
  });

  it('prices a trade-rate line at the typed rate: 2.5 kg at 42.00 is 105.00 taxable', () => {
    const live = computeLiveTotals([row(sugar, { quantity: '2.5', rate: '42' })], intra);
    expect(live?.totals).toMatchObject({ totalAmount: 10500, cgst: 263, sgst: 263 });
  });

  it('charges IGST at the full rate on an inter-state sale', () => {
    const live = computeLiveTotals([atMrp(soap, { quantity: '3' })], { ...intra, supplyType: 'inter' });
    expect(live?.totals).toMatchObject({ cgst: 0, sgst: 0, igst: 5400, grandTotal: 35400 });
  });

  it('leaves incomplete rows out, keeping each result on its own row', () => {
    const live = computeLiveTotals(
      [
        row(null),
        atMrp(soap, { quantity: '' }),
        row(soap, { quantity: '2', rate: '' }),
        atMrp(soap, { quantity: '2' }),
      ],
      intra,
    );
    expect(live?.lines.map((line) => line?.subtotal ?? null)).toEqual([null, null, null, 20000]);
    expect(live?.totals.grandTotal).toBe(23600);
  });

  it('rounds the grand total to the rupee when the seller has round-off on', () => {
    const live = computeLiveTotals([row(oil, { quantity: '7', rate: '80.36' })], {
      ...intra,
      roundOff: true,
    });
    expect(live?.totals).toMatchObject({ totalAmount: 56252, grandTotal: 63002 - 2, roundOff: -2 });
  });

  it('has no totals for amounts too large to hold exactly', () => {
    const huge = { ...soap, mrp: 999_999_999 };
    expect(computeLiveTotals([atMrp(huge, { quantity: '1000000' })], intra)).toBeNull();
  });
});
