import type { ProductLookup } from '@bahi/domain/schemas';
import { describe, expect, it } from 'vitest';
import {
  canAddRow,
  chooseProduct,
  createRow,
  DUPLICATE_PRODUCT,
  editRow,
  type PurchaseRow,
  removeRow,
  setRowErrors,
} from './purchase-rows';

const product = (id: number): ProductLookup => ({
  id,
  name: `Product ${id}`,
  hsn_code: '3401',
  mrp: 100,
  rate: 80,
  gst_rate: 18,
  unit: 'NOS',
  price_editable: false,
  tracks_batches: false,
  on_hand: 0,
});

const twoRows = (): PurchaseRow[] => chooseProduct([createRow(1), createRow(2)], 1, product(7));

describe('chooseProduct', () => {
  it('fills the row at discount 0, keeping a typed quantity and amount', () => {
    const rows = [{ ...createRow(1), qty: '9', amount: '120', discount: '5' }];
    expect(chooseProduct(rows, 1, product(7))[0]).toMatchObject({
      product: { id: 7 },
      qty: '9',
      amount: '120',
      rate: '13.33',
      discount: '0',
    });
  });
  it('starts an empty or unusable quantity at 1', () => {
    for (const qty of ['', '0', '-2', '.']) {
      const rows = [{ ...createRow(1), qty }];
      expect(chooseProduct(rows, 1, product(7))[0]?.qty).toBe('1');
    }
  });
  it('refuses a product another row has, and says so under the row', () => {
    const rows = chooseProduct(twoRows(), 2, product(7));
    expect(rows[1]?.product).toBeNull();
    expect(rows[1]?.errors.product_id).toBe(DUPLICATE_PRODUCT);
    expect(rows[0]?.product?.id).toBe(7);
  });
  it('lets a row take the product again or another one, clearing the message', () => {
    const refused = chooseProduct(twoRows(), 2, product(7));
    const fixed = chooseProduct(refused, 2, product(8));
    expect(fixed[1]?.product?.id).toBe(8);
    expect(fixed[1]?.errors).toEqual({});
    expect(chooseProduct(fixed, 1, product(7))[0]?.errors).toEqual({});
  });
});

describe('canAddRow', () => {
  it('waits until every row has a product', () => {
    expect(canAddRow([createRow(1)])).toBe(false);
    expect(canAddRow(twoRows())).toBe(false);
    expect(canAddRow(chooseProduct(twoRows(), 2, product(8)))).toBe(true);
    expect(canAddRow([])).toBe(true);
  });
});

describe('editRow and setRowErrors', () => {
  it('puts messages on rows by position and clears one when its field is edited', () => {
    const rows = setRowErrors(twoRows(), {
      supplier_id: 'Please select a supplier.',
      'items.0.quantity': 'Quantity must be more than 0',
      'items.0.amount': 'Amount is required',
      'items.1.product_id': 'Product is required',
    });
    expect(rows[0]?.errors).toEqual({
      quantity: 'Quantity must be more than 0',
      amount: 'Amount is required',
    });
    expect(rows[1]?.errors).toEqual({ product_id: 'Product is required' });
    expect(editRow(rows, 1, { qty: '3' })[0]?.errors).toEqual({ amount: 'Amount is required' });
    expect(editRow(rows, 1, { amount: '5' })[0]?.errors).toEqual({
      quantity: 'Quantity must be more than 0',
    });
  });
  it('deletes a row by key, leaving the others as they were', () => {
    const rows = removeRow(twoRows(), 1);
    expect(rows.map((row) => row.key)).toEqual([2]);
  });
});

describe('editRow with Rate and Amount', () => {
  it('fills Amount from a rate typed and Rate from an amount typed, and a new Qty keeps the one typed last', () => {
    const rows = editRow(twoRows(), 1, { qty: '20' });
    const byRate = editRow(rows, 1, { rate: '430' });
    expect(byRate[0]).toMatchObject({ rate: '430', amount: '8600.00', priceTyped: 'rate' });
    expect(editRow(byRate, 1, { qty: '10' })[0]).toMatchObject({ qty: '10', amount: '4300.00' });
    const byAmount = editRow(rows, 1, { amount: '430' });
    expect(byAmount[0]).toMatchObject({ rate: '21.50', amount: '430', priceTyped: 'amount' });
  });
});
