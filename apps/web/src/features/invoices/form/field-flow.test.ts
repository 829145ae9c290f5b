import { describe, expect, it } from 'vitest';
import { FLOW, nextFlowTarget, rowOfField } from './field-flow';

const fixed = { hasProduct: true, openPrice: false };
const open = { hasProduct: true, openPrice: true };
const blank = { hasProduct: false, openPrice: false };

describe('nextFlowTarget', () => {
  it('goes from the header to the first line', () => {
    expect(nextFlowTarget(FLOW.date, [fixed])).toEqual({ field: 'invoice_number' });
    expect(nextFlowTarget(FLOW.number, [fixed])).toEqual({ field: 'customer' });
    expect(nextFlowTarget(FLOW.customer, [fixed])).toEqual({ field: 'items.0.product' });
  });

  it('walks a line: product, quantity, discount, then the next line', () => {
    const rows = [fixed, fixed];
    expect(nextFlowTarget('items.0.product', rows)).toEqual({ field: 'items.0.quantity' });
    expect(nextFlowTarget('items.0.quantity', rows)).toEqual({ field: 'items.0.discount' });
    expect(nextFlowTarget('items.0.discount', rows)).toEqual({ field: 'items.1.product' });
  });

  it('stops at the rate on an open-price line', () => {
    expect(nextFlowTarget('items.0.discount', [open])).toEqual({ field: 'items.0.rate' });
    expect(nextFlowTarget('items.0.rate', [open, fixed])).toEqual({ field: 'items.1.product' });
  });

  it('adds a line after the last one, but not after a line still without a product', () => {
    expect(nextFlowTarget('items.1.discount', [fixed, fixed])).toEqual({ addRow: true });
    expect(nextFlowTarget('items.1.discount', [fixed, blank])).toEqual({ field: 'items.1.product' });
  });

  it('knows nothing after unknown fields or lines', () => {
    expect(nextFlowTarget('notes', [fixed])).toBeNull();
    expect(nextFlowTarget('items.5.quantity', [fixed])).toBeNull();
  });
});

describe('rowOfField', () => {
  it('reads the line of an item field', () => {
    expect(rowOfField('items.12.discount')).toBe(12);
    expect(rowOfField('customer')).toBeNull();
  });
});
