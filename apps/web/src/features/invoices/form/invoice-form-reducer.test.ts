import { describe, expect, it } from 'vitest';
import { initialFormState, invoiceFormReducer } from './invoice-form-reducer';
import { type LineProduct, newInvoiceValues } from './invoice-form-values';

const soap: LineProduct = {
  id: 1,
  name: 'Soap',
  hsn_code: '3401',
  unit: 'NOS',
  mrp: 118,
  rate: 100,
  gst_rate: 18,
};
const start = () => initialFormState(newInvoiceValues('2025-06-15'));

describe('invoiceFormReducer', () => {
  it('starts a new invoice dated today, Unpaid, with one line of quantity 1 and discount 0', () => {
    expect(start().values).toMatchObject({
      date: '2025-06-15',
      status: 'Unpaid',
      numberEdited: false,
      rows: [{ product: null, quantity: '1', discount: '0', rate: '' }],
    });
  });

  it('clears only the message of the field that is edited', () => {
    let state = invoiceFormReducer(start(), {
      type: 'setErrors',
      errors: {
        customer_id: 'Customer Details is required',
        'items.0.quantity': 'bad',
        'items.0.discount': 'bad',
      },
    });
    state = invoiceFormReducer(state, { type: 'setRowField', index: 0, field: 'quantity', value: '2' });
    expect(state.errors).toEqual({ customer_id: 'Customer Details is required', 'items.0.discount': 'bad' });
    state = invoiceFormReducer(state, { type: 'setCustomer', customerId: 4 });
    expect(state.errors).toEqual({ 'items.0.discount': 'bad' });
  });

  it('marks the number as edited once typed, so a new suggestion no longer replaces it', () => {
    const state = invoiceFormReducer(start(), { type: 'setNumber', invoiceNumber: 'A/7' });
    expect(state.values).toMatchObject({ invoiceNumber: 'A/7', numberEdited: true });
  });

  it("replaces a typed rate with the new product's own rate, on the shop's preferred basis", () => {
    let state = invoiceFormReducer(start(), { type: 'setRowField', index: 0, field: 'rate', value: '90' });
    state = invoiceFormReducer(state, { type: 'setProduct', index: 0, product: soap });
    expect(state.values.rows[0]).toMatchObject({ product: soap, basis: 'rate', rate: '100', quantity: '1' });
    // A product without a trade rate starts at its MRP; with MRP preferred, at the MRP.
    state = invoiceFormReducer(state, { type: 'setProduct', index: 0, product: { ...soap, rate: 0 } });
    expect(state.values.rows[0]).toMatchObject({ basis: 'mrp', rate: '' });
    state = invoiceFormReducer(state, { type: 'setShopDefaults', basis: 'mrp', chargesGst: true });
    state = invoiceFormReducer(state, { type: 'setProduct', index: 0, product: soap });
    expect(state.values.rows[0]).toMatchObject({ basis: 'mrp', rate: '100' });
    state = invoiceFormReducer(state, { type: 'setBasis', index: 0, basis: 'rate' });
    expect(state.values.rows[0]?.basis).toBe('rate');
  });

  it('bills every product at 0% for a shop not registered under GST (a bill of supply)', () => {
    let state = invoiceFormReducer(start(), { type: 'setShopDefaults', basis: 'rate', chargesGst: false });
    state = invoiceFormReducer(state, { type: 'setProduct', index: 0, product: soap });
    expect(state.values.rows[0]?.product).toMatchObject({ id: soap.id, gst_rate: 0, rate: soap.rate });
    // Loading another invoice keeps the shop's registration.
    state = invoiceFormReducer(state, { type: 'load', values: newInvoiceValues('2025-06-16') });
    expect(state.chargesGst).toBe(false);
  });

  it('adds rows with fresh keys and never leaves the form without a row', () => {
    let state = invoiceFormReducer(start(), { type: 'addRow' });
    state = invoiceFormReducer(state, { type: 'addRow' });
    expect(state.values.rows.map((row) => row.key)).toEqual([0, 1, 2]);
    state = invoiceFormReducer(state, { type: 'removeRow', index: 1 });
    expect(state.values.rows.map((row) => row.key)).toEqual([0, 2]);
    state = invoiceFormReducer(state, { type: 'removeRow', index: 0 });
    state = invoiceFormReducer(state, { type: 'removeRow', index: 0 });
    expect(state.values.rows).toHaveLength(1);
    expect(state.values.rows[0]?.key).toBe(3);
  });

  it('drops lines without a product before saving, unless no line has one', () => {
    let state = invoiceFormReducer(start(), { type: 'addRow' });
    expect(invoiceFormReducer(state, { type: 'dropBlankRows' })).toBe(state);
    state = invoiceFormReducer(state, { type: 'setProduct', index: 1, product: soap });
    state = invoiceFormReducer(state, { type: 'dropBlankRows' });
    expect(state.values.rows.map((row) => row.product?.id)).toEqual([1]);
  });
});
