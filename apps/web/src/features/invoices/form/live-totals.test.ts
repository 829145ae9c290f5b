import { describe, expect, it } from 'vitest';
import { emptyRow, type ItemRow, type LineProduct } from './invoice-form-values';
import { computeLiveTotals } from './live-totals';

const soap: LineProduct = { id: 1, name: 'Soap', hsn_code: '3401', unit: 'NOS', mrp: 118, gst_rate: 18 };
const oil: LineProduct = { id: 2, name: 'Oil', hsn_code: '1512', unit: 'NOS', mrp: 100, gst_rate: 12 };
const ghee: LineProduct = { id: 3, name: 'Ghee', hsn_code: '0405', unit: 'KGS', mrp: 600, gst_rate: 12 };

const row = (product: LineProduct | null, patch: Partial<ItemRow> = {}): ItemRow => ({
  ...emptyRow(0),
  product,
  ...patch,
});
const fixedPrice = () => false;
const gheeIsOpenPrice = (id: number) => id === ghee.id;
const intra = { supplyType: 'intra' as const, roundOff: false };

describe('computeLiveTotals', () => {
  it('gives the vectors of docs/gst-rules.md: 118 @18% x3 is 354.00, 100 @12% less 10% x7 is 630.02', () => {
    const plain = computeLiveTotals([row(soap, { quantity: '3' })], fixedPrice, intra);
    expect(plain?.totals).toMatchObject({ totalAmount: 30000, cgst: 2700, sgst: 2700, grandTotal: 35400 });
    const discounted = computeLiveTotals([row(oil, { quantity: '7', discount: '10' })], fixedPrice, intra);
    expect(discounted?.lines[0]).toMatchObject({ rate: 8036, subtotal: 56252 });
    expect(discounted?.totals.grandTotal).toBe(63002);
  });

  it('charges IGST at the full rate on an inter-state sale', () => {
    const live = computeLiveTotals([row(soap, { quantity: '3' })], fixedPrice, {
      ...intra,
      supplyType: 'inter',
    });
    expect(live?.totals).toMatchObject({ cgst: 0, sgst: 0, igst: 5400, grandTotal: 35400 });
  });

  it('leaves incomplete rows out, keeping each result on its own row', () => {
    const live = computeLiveTotals(
      [row(null), row(soap, { quantity: '' }), row(soap, { quantity: '2' })],
      fixedPrice,
      intra,
    );
    expect(live?.lines.map((line) => line?.subtotal ?? null)).toEqual([null, null, 20000]);
    expect(live?.totals.grandTotal).toBe(23600);
  });

  it('uses a typed rate only on an open-price product, and the MRP rate when it is blank', () => {
    const typed = computeLiveTotals([row(ghee, { rate: '500' })], gheeIsOpenPrice, intra);
    expect(typed?.lines[0]?.rate).toBe(50000);
    const blank = computeLiveTotals([row(ghee, { rate: '' })], gheeIsOpenPrice, intra);
    expect(blank?.lines[0]?.rate).toBe(53571);
    const notOpen = computeLiveTotals([row(soap, { rate: '1' })], fixedPrice, intra);
    expect(notOpen?.lines[0]?.rate).toBe(10000);
  });

  it('rounds the grand total to the rupee when the seller has round-off on', () => {
    const live = computeLiveTotals([row(oil, { quantity: '7', discount: '10' })], fixedPrice, {
      ...intra,
      roundOff: true,
    });
    expect(live?.totals).toMatchObject({ grandTotal: 63000, roundOff: -2 });
  });

  it('has no totals for amounts too large to hold exactly', () => {
    const huge = { ...soap, mrp: 999_999_999 };
    expect(computeLiveTotals([row(huge, { quantity: '1000000' })], fixedPrice, intra)).toBeNull();
  });
});
