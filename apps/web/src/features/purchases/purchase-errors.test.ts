import { purchaseInputSchema } from '@bahi/domain/schemas';
import { describe, expect, it } from 'vitest';
import { describeFieldErrors, issuesToFieldErrors, labelField, toFieldMessages } from './purchase-errors';

describe('labelField', () => {
  it('names row fields by their row number, counting from 1', () => {
    expect(labelField('items.0.quantity')).toBe('Row 1 Qty');
    expect(labelField('items.11.product_id')).toBe('Row 12 Product');
  });
  it('names the header fields and leaves unknown paths as they are', () => {
    expect(labelField('supplier_id')).toBe('Supplier');
    expect(labelField('purchase_date')).toBe('Date');
    expect(labelField('items.0.colour')).toBe('Row 1 colour');
    expect(labelField('weird')).toBe('weird');
  });
});

describe('describeFieldErrors', () => {
  it('writes one line per field with its messages joined by comma', () => {
    expect(
      describeFieldErrors({
        'items.1.product_id': ['This product is already added.'],
        'items.0.amount': ['Amount is required', 'Amount must be a number of at least 0'],
        empty: [],
      }),
    ).toEqual([
      'Row 2 Product: This product is already added.',
      'Row 1 Amount: Amount is required, Amount must be a number of at least 0',
    ]);
  });
});

describe('issuesToFieldErrors', () => {
  it('reads the shared schema the way the server reports it', () => {
    const result = purchaseInputSchema.safeParse({
      supplier_id: 4,
      purchase_date: '2025-10-01',
      items: [
        { product_id: 1, quantity: 0, amount: '10', gst_rate: 18 },
        { product_id: 1, quantity: 2, amount: '10', gst_rate: 18 },
      ],
    });
    expect(issuesToFieldErrors(result.error?.issues ?? [])).toEqual({
      'items.0.quantity': ['Quantity must be more than 0'],
      'items.1.product_id': ['This product is already added.'],
    });
  });
});

describe('toFieldMessages', () => {
  it('keeps one text per field', () => {
    expect(toFieldMessages({ supplier_id: ['a', 'b'], items: [] })).toEqual({ supplier_id: 'a, b' });
  });
});
