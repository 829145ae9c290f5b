import { describe, expect, it } from 'vitest';
import { emptyRow, type ItemRow, type LineProduct } from './invoice-form-values';
import { quantitiesByProduct, stockWarning } from './stock-warning';

const kettle: LineProduct = {
  id: 7,
  name: 'Kettle',
  hsn_code: '8516',
  unit: 'NOS',
  mrp: 1500,
  rate: 1100,
  gst_rate: 18,
  on_hand: 6,
};
const sugar: LineProduct = { ...kettle, id: 8, name: 'Sugar', unit: 'KGS', on_hand: 2.5 };

const line = (key: number, product: LineProduct, quantity: string): ItemRow => ({
  ...emptyRow(key),
  product,
  quantity,
});

describe('stock warning', () => {
  it('warns with the quantity on hand when one line asks for more', () => {
    const rows = [line(0, kettle, '100')];
    expect(stockWarning(rows[0] as ItemRow, quantitiesByProduct(rows))).toBe('Only 6 NOS in stock');
  });

  it('adds up the lines of one product, each alone within stock', () => {
    const rows = [line(0, kettle, '4'), line(1, sugar, '1'), line(2, kettle, '4')];
    const totals = quantitiesByProduct(rows);
    expect(stockWarning(rows[0] as ItemRow, totals)).toBe('Only 6 NOS in stock (8 NOS on this invoice)');
    expect(stockWarning(rows[2] as ItemRow, totals)).toBe('Only 6 NOS in stock (8 NOS on this invoice)');
    expect(stockWarning(rows[1] as ItemRow, totals)).toBeNull();
  });

  it('is quiet up to exactly the stock, with decimals, and for blank or half-typed quantities', () => {
    const rows = [line(0, sugar, '1.25'), line(1, sugar, '1.25'), line(2, kettle, ''), line(3, kettle, '2.')];
    const totals = quantitiesByProduct(rows);
    for (const row of rows) expect(stockWarning(row, totals)).toBeNull();
    const over = [line(0, sugar, '1.25'), line(1, sugar, '1.251')];
    expect(stockWarning(over[1] as ItemRow, quantitiesByProduct(over))).toBe(
      'Only 2.5 KGS in stock (2.501 KGS on this invoice)',
    );
  });

  it('says nothing for a saved line, whose stock the picker did not load', () => {
    const rows = [line(0, { ...kettle, on_hand: undefined }, '100')];
    expect(stockWarning(rows[0] as ItemRow, quantitiesByProduct(rows))).toBeNull();
  });
});
