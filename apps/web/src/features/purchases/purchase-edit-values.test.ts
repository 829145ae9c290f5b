import type { PurchaseDetail } from '@bahi/domain/schemas';
import { describe, expect, it } from 'vitest';
import { rowsOfPurchase } from './purchase-edit-values';

const item = {
  id: 5,
  line_no: 1,
  product_id: 7,
  product: { name: 'Assam Tea Loose', hsn_code: '0902' },
  unit: 'KGS',
  mrp: null,
  quantity: 2.5,
  amount: 105,
  typed_rate: null,
  discount: 10,
  rate: 37.8,
  gst_rate: 5,
  subtotal: 94.5,
  tax_amount: 4.73,
  cgst_amount: 2.37,
  sgst_amount: 2.36,
  igst_amount: 0,
  total: 99.23,
};

describe('rowsOfPurchase', () => {
  it('puts each line back as typed: quantity, the amount before discount, its rate per unit and the discount', () => {
    const [row] = rowsOfPurchase({ items: [item] } as unknown as PurchaseDetail);
    expect(row).toMatchObject({
      key: 1,
      qty: '2.5',
      amount: '105.00',
      rate: '42.00',
      discount: '10',
      priceTyped: 'amount',
      product: { id: 7, name: 'Assam Tea Loose', unit: 'KGS', gst_rate: 5 },
    });
  });
  it('puts a rate typed back as the figure typed, so a new quantity keeps it', () => {
    const [row] = rowsOfPurchase({ items: [{ ...item, typed_rate: 22 }] } as unknown as PurchaseDetail);
    expect(row).toMatchObject({ rate: '22.00', amount: '105.00', priceTyped: 'rate' });
  });
  it('puts a batch line back with its batch number, expiry and the batch MRP', () => {
    const batchLine = { ...item, mrp: 100, batch: { id: 3, batch_number: 'B1', expiry_date: '2026-12-31' } };
    const [row] = rowsOfPurchase({ items: [batchLine] } as unknown as PurchaseDetail);
    expect(row).toMatchObject({
      batchNumber: 'B1',
      expiry: '2026-12-31',
      batchMrp: '100.00',
      product: { tracks_batches: true },
    });
    const [plain] = rowsOfPurchase({ items: [{ ...item, batch: null }] } as unknown as PurchaseDetail);
    expect(plain?.product?.tracks_batches).toBe(false);
    expect(plain?.batchNumber).toBeUndefined();
  });
});
