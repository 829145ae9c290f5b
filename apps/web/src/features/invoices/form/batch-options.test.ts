import type { ProductBatch } from '@bahi/domain/schemas';
import { describe, expect, it } from 'vitest';
import { batchOfOption, batchOptions } from './batch-options';
import { initialFormState, invoiceFormReducer } from './invoice-form-reducer';
import { type LineProduct, newInvoiceValues } from './invoice-form-values';
import { toItemPayload } from './invoice-payload';

// An invoice line's batch: the picker's choices, and the chosen batch carried to the payload.

const b1: ProductBatch = {
  batch_id: 7,
  batch_number: 'B1',
  expiry_date: '2026-12-31',
  mrp: 100,
  on_hand: 6,
  expired: true,
};
const b2: ProductBatch = {
  ...b1,
  batch_id: 8,
  batch_number: 'B2',
  expiry_date: '2027-03-31',
  mrp: 110,
  on_hand: 20,
  expired: false,
};
const syrup: LineProduct = {
  id: 3,
  name: 'Cough Syrup',
  hsn_code: '3004',
  unit: 'NOS',
  mrp: 110,
  rate: 70,
  gst_rate: 12,
  tracks_batches: true,
};

describe('the batch picker of an invoice line', () => {
  it('offers earliest expiry first, then each batch with expiry, MRP and stock, an expired one marked', () => {
    expect(batchOptions([b1, b2], 'NOS', null)).toEqual([
      { value: '', label: 'Earliest expiry first' },
      { value: '7', label: 'B1 · Exp 31/12/2026 · MRP ₹100.00 · 6 NOS · expired' },
      { value: '8', label: 'B2 · Exp 31/03/2027 · MRP ₹110.00 · 20 NOS' },
    ]);
  });

  it('keeps a chosen batch no longer in stock as a choice rather than dropping it', () => {
    const chosen = { id: 9, batch_number: 'B0', expiry_date: '2026-10-31' };
    expect(batchOptions([b2], 'NOS', chosen).at(-1)).toEqual({
      value: '9',
      label: 'B0 · Exp 31/10/2026 · none in stock on this day',
    });
    expect(batchOfOption('9', [b2], chosen)).toBe(chosen);
    expect(batchOfOption('8', [b2], chosen)).toEqual({
      id: 8,
      batch_number: 'B2',
      expiry_date: '2027-03-31',
    });
    expect(batchOfOption('', [b2], chosen)).toBeNull();
  });

  it('sends the chosen batch, clears it when the product changes, and sends none by default', () => {
    let state = invoiceFormReducer(initialFormState(newInvoiceValues('2026-07-15')), {
      type: 'setProduct',
      index: 0,
      product: syrup,
    });
    const row = () => state.values.rows[0] ?? newInvoiceValues('2026-07-15').rows[0];
    expect(toItemPayload(row()!).batch_id).toBeUndefined();
    state = invoiceFormReducer(state, { type: 'setErrors', errors: { 'items.0.quantity': 'Only 6 NOS' } });
    state = invoiceFormReducer(state, {
      type: 'setBatch',
      index: 0,
      batch: { id: 8, batch_number: 'B2', expiry_date: '2027-03-31' },
    });
    expect(state.errors).toEqual({});
    expect(toItemPayload(row()!).batch_id).toBe(8);
    state = invoiceFormReducer(state, { type: 'setProduct', index: 0, product: { ...syrup, id: 4 } });
    expect(toItemPayload(row()!).batch_id).toBeUndefined();
  });
});
