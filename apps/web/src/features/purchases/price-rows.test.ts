import type { ProductLookup } from '@bahi/domain/schemas';
import { describe, expect, it } from 'vitest';
import { priceRows } from './price-rows';
import { createRow, type PurchaseRow } from './purchase-rows';

const product = (id: number, gstRate: number): ProductLookup => ({
  id,
  name: `Product ${id}`,
  hsn_code: '3401',
  mrp: 100,
  rate: 80,
  gst_rate: gstRate,
  unit: 'NOS',
  price_editable: false,
  tracks_batches: false,
  on_hand: 0,
});

const row = (key: number, patch: Partial<PurchaseRow>): PurchaseRow => ({ ...createRow(key), ...patch });

describe('priceRows', () => {
  it('adds GST on top of the amount after the discount (docs/gst-rules.md, purchase rows)', () => {
    const priced = priceRows([
      row(1, { product: product(1, 18), qty: '10', amount: '1000' }),
      row(2, { product: product(2, 5), qty: '2', amount: '500', discount: '10' }),
    ]);
    expect(priced.byKey.get(1)).toMatchObject({ taxable: 100000, gst: 18000, total: 118000 });
    expect(priced.byKey.get(2)).toMatchObject({ taxable: 45000, gst: 2250, total: 47250 });
    expect(priced.subtotal).toBe(145000);
    expect(priced.gstTotal).toBe(20250);
    expect(priced.payable).toBe(165250);
  });
  it('counts a blank amount or discount as 0 while the row is being filled in', () => {
    const priced = priceRows([row(1, { product: product(1, 18), amount: '', discount: '' })]);
    expect(priced.byKey.get(1)).toMatchObject({ taxable: 0, gst: 0, total: 0 });
  });
  it('leaves out rows without a product and rows the math refuses', () => {
    const priced = priceRows([
      row(1, { amount: '999' }),
      row(2, { product: product(2, 18), amount: '100', discount: '120' }),
      row(3, { product: product(3, 18), amount: '99999999999' }),
      row(4, { product: product(4, 0), amount: '250.5' }),
    ]);
    expect([...priced.byKey.keys()]).toEqual([4]);
    expect(priced.payable).toBe(25050);
  });
});
