import { describe, expect, it } from 'vitest';
import { emptyRow, type LineProduct, newInvoiceValues } from './invoice-form-values';
import { checkInvoicePayload, toInvoicePayload } from './invoice-payload';

const ghee: LineProduct = {
  id: 3,
  name: 'Ghee',
  hsn_code: '0405',
  unit: 'KGS',
  mrp: 600,
  rate: 520,
  gst_rate: 12,
};
const soap: LineProduct = {
  id: 4,
  name: 'Soap',
  hsn_code: '3401',
  unit: 'PCS',
  mrp: 40,
  rate: 30,
  gst_rate: 18,
};

describe('toInvoicePayload', () => {
  it('sends a number the clerk typed as typed, to be kept or refused', () => {
    const start = newInvoiceValues('2025-06-15');
    const typed = { ...start, invoiceNumber: 'A/7', numberEdited: true, numberIsSuggestion: false };
    expect(toInvoicePayload(typed, 'A/7')).toMatchObject({
      invoice_number: 'A/7',
      invoice_number_suggested: false,
    });
  });

  it('keeps a suggested number a suggestion once a save pinned it, so a retry sends the same request', () => {
    const pinned = { ...newInvoiceValues('2025-06-15'), invoiceNumber: 'INV/25-26/0009', numberEdited: true };
    expect(toInvoicePayload(pinned, 'INV/25-26/0009')).toMatchObject({ invoice_number_suggested: true });
  });

  it('sends each line with its basis, a rate only on trade-rate lines, and 0 for a cleared discount', () => {
    const values = {
      ...newInvoiceValues('2025-06-15'),
      customerId: 7,
      rows: [
        { ...emptyRow(0), product: ghee, quantity: '2.5', discount: '', rate: '550' },
        { ...emptyRow(1), product: { ...ghee, id: 4 }, basis: 'mrp' as const, rate: '550' },
      ],
    };
    expect(toInvoicePayload(values, 'INV/25-26/0001')).toEqual({
      invoice_number: 'INV/25-26/0001',
      // The number was left as suggested, so the server may move it on to the next free one.
      invoice_number_suggested: true,
      date: '2025-06-15',
      customer_id: 7,
      status: 'Unpaid',
      items: [
        {
          product_id: 3,
          price_basis: 'rate',
          mrp: 600,
          gst_rate: 12,
          quantity: '2.5',
          discount: 0,
          rate: '550',
        },
        {
          product_id: 4,
          price_basis: 'mrp',
          mrp: 600,
          gst_rate: 12,
          quantity: '1',
          discount: '0',
          rate: null,
        },
      ],
      received_now: null,
      refresh_seller: false,
    });
  });

  it('sends money received now with its mode, a cheque number only for a cheque', () => {
    const base = newInvoiceValues('2025-06-15');
    const values = {
      ...base,
      payment: { ...base.payment, receivedNow: ' 250.50 ', mode: 'upi' as const, chequeNumber: '12' },
    };
    expect(toInvoicePayload(values, 'A1').received_now).toEqual({
      amount: '250.50',
      mode: 'upi',
      cheque_number: null,
    });
    const cheque = { ...values, payment: { ...values.payment, mode: 'cheque' as const } };
    expect(toInvoicePayload(cheque, 'A1').received_now).toEqual({
      amount: '250.50',
      mode: 'cheque',
      cheque_number: '12',
    });
  });
});

describe('checkInvoicePayload', () => {
  it("gives the shared schema's messages under the keys the server uses", () => {
    const values = {
      ...newInvoiceValues('2025-06-15'),
      rows: [
        { ...emptyRow(0), product: ghee, quantity: '0', rate: '520' },
        { ...emptyRow(1), product: ghee, rate: '' },
      ],
    };
    const checked = checkInvoicePayload(toInvoicePayload(values, ''), values.rows);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      invoice_number: 'Invoice No is required',
      customer_id: 'Customer Details is required',
      'items.0.quantity': 'Quantity must be more than 0',
      'items.1.rate': 'Rate is required',
    });
  });

  it('refuses a fraction of a unit counted whole, naming the unit', () => {
    const values = {
      ...newInvoiceValues('2025-06-15'),
      customerId: 1,
      rows: [{ ...emptyRow(0), product: soap, quantity: '1.5', rate: '30' }],
    };
    const checked = checkInvoicePayload(toInvoicePayload(values, 'A1'), values.rows);
    expect(checked.ok ? {} : checked.errors).toEqual({
      'items.0.quantity': 'Quantity must be a whole number for unit PCS',
    });
  });

  it('says which line has no product', () => {
    const checked = checkInvoicePayload(toInvoicePayload(newInvoiceValues('2025-06-15'), 'A1'));
    expect(checked.ok ? {} : checked.errors).toMatchObject({ 'items.0.product_id': 'Product is required' });
  });

  it('passes a complete invoice through unchanged', () => {
    const values = {
      ...newInvoiceValues('2025-06-15'),
      customerId: 1,
      rows: [{ ...emptyRow(0), product: ghee, quantity: '2.5', rate: '520' }],
    };
    const payload = toInvoicePayload(values, 'A1');
    expect(checkInvoicePayload(payload, values.rows)).toEqual({ ok: true, payload });
  });
});
