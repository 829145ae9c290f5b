import { describe, expect, it } from 'vitest';
import { cleanQuantityText, fillPrice } from './row-price';

describe('fillPrice', () => {
  it('works out the amount from a rate typed, as rate x quantity', () => {
    expect(fillPrice({ qty: '20', rate: '430', amount: '', priceTyped: 'rate' })).toMatchObject({
      amount: '8600.00',
    });
    expect(fillPrice({ qty: '2.5', rate: '42', amount: '', priceTyped: 'rate' }).amount).toBe('105.00');
  });

  it('works out the rate from an amount typed, as amount / quantity to the paisa', () => {
    expect(fillPrice({ qty: '3', rate: '', amount: '100', priceTyped: 'amount' }).rate).toBe('33.33');
  });

  it('keeps the figure typed last when the quantity changes', () => {
    expect(fillPrice({ qty: '6', rate: '33.33', amount: '100', priceTyped: 'amount' })).toMatchObject({
      rate: '16.67',
      amount: '100',
    });
    expect(fillPrice({ qty: '6', rate: '430', amount: '8600.00', priceTyped: 'rate' }).amount).toBe(
      '2580.00',
    );
  });

  it('leaves the row alone while the quantity is empty, 0 or negative, and empties the other box with its figure', () => {
    const row = { qty: '-5', rate: '10', amount: '50.00', priceTyped: 'rate' as const };
    expect(fillPrice(row)).toBe(row);
    expect(fillPrice({ ...row, qty: '' })).toEqual({ ...row, qty: '' });
    expect(fillPrice({ qty: '2', rate: '', amount: '50.00', priceTyped: 'rate' }).amount).toBe('');
  });
});

describe('cleanQuantityText', () => {
  it('keeps digits, one point and a leading minus', () => {
    expect(cleanQuantityText('-5')).toBe('-5');
    expect(cleanQuantityText('2.5 kg')).toBe('2.5');
    expect(cleanQuantityText('1.2.3')).toBe('1.23');
    expect(cleanQuantityText('five')).toBe('');
  });
});
