import { describe, expect, it } from 'vitest';
import { emptyRow, type LineProduct, newInvoiceValues } from './invoice-form-values';
import { checkInvoicePayload, toInvoicePayload } from './invoice-payload';

const ghee: LineProduct = { id: 3, name: 'Ghee', hsn_code: '0405', unit: 'KGS', mrp: 600, gst_rate: 12 };
const isOpenPrice = (id: number) => id === ghee.id;

describe('toInvoicePayload', () => {
  it('sends the lines as typed, a rate only for an open-price product, and 0 for a cleared discount', () => {
    const values = {
      ...newInvoiceValues('2025-06-15'),
      customerId: 7,
      rows: [
        { ...emptyRow(0), product: ghee, quantity: '2', discount: '', rate: '550' },
        { ...emptyRow(1), product: { ...ghee, id: 4 }, rate: '550' },
      ],
    };
    expect(toInvoicePayload(values, 'INV/25-26/0001', isOpenPrice)).toEqual({
      invoice_number: 'INV/25-26/0001',
      date: '2025-06-15',
      customer_id: 7,
      status: 'Unpaid',
      items: [
        { product_id: 3, mrp: 600, gst_rate: 12, quantity: '2', discount: 0, rate: '550' },
        { product_id: 4, mrp: 600, gst_rate: 12, quantity: '1', discount: '0' },
      ],
    });
  });
});

describe('checkInvoicePayload', () => {
  it("gives the shared schema's messages under the keys the server uses", () => {
    const values = {
      ...newInvoiceValues('2025-06-15'),
      rows: [{ ...emptyRow(0), product: ghee, quantity: '0' }],
    };
    const checked = checkInvoicePayload(toInvoicePayload(values, '', isOpenPrice));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      invoice_number: 'Invoice No is required',
      customer_id: 'Customer Details is required',
      'items.0.quantity': 'Quantity must be a whole number of at least 1',
    });
  });

  it('says which line has no product', () => {
    const checked = checkInvoicePayload(toInvoicePayload(newInvoiceValues('2025-06-15'), 'A1', isOpenPrice));
    expect(checked.ok ? {} : checked.errors).toMatchObject({ 'items.0.product_id': 'Product is required' });
  });

  it('passes a complete invoice through unchanged', () => {
    const values = {
      ...newInvoiceValues('2025-06-15'),
      customerId: 1,
      rows: [{ ...emptyRow(0), product: ghee }],
    };
    const payload = toInvoicePayload(values, 'A1', isOpenPrice);
    expect(checkInvoicePayload(payload)).toEqual({ ok: true, payload });
  });
});
