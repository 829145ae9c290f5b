import type { ProductLookup } from '@bahi/domain/schemas';
import { describe, expect, it } from 'vitest';
import { priceRows } from './price-rows';
import { buildPurchasePayload, type PurchaseHeader } from './purchase-payload';
import { chooseProduct, createRow, type PurchaseRow } from './purchase-rows';

const soap: ProductLookup = {
  id: 7,
  name: 'Lux Soap',
  hsn_code: '3401',
  mrp: 40,
  rate: 30,
  gst_rate: 18,
  unit: 'NOS',
  price_editable: false,
  tracks_batches: false,
  on_hand: 0,
};

const header: PurchaseHeader = {
  supplierId: 3,
  purchaseNumber: 'PUR/25-26/0001',
  invoiceNumber: ' SUP-17 ',
  date: '2025-10-01',
  roundOff: false,
};

const build = (rows: PurchaseRow[], head = header) => buildPurchasePayload(head, rows, priceRows(rows));

describe('buildPurchasePayload', () => {
  it('sends numbers read from the typed text, and the totals the form shows', () => {
    const result = build([{ ...createRow(1), product: soap, qty: '10', amount: '300.', discount: '' }]);
    expect(result).toEqual({
      ok: true,
      payload: expect.objectContaining({
        supplier_id: 3,
        purchase_number: 'PUR/25-26/0001',
        invoice_number: 'SUP-17',
        purchase_date: '2025-10-01',
        items: [
          expect.objectContaining({ product_id: 7, quantity: 10, amount: 300, discount: 0, gst_rate: 18 }),
        ],
        grand_total: 354,
      }),
    });
  });
  it('sends the rate when the rate was typed, and the round-off asked for', () => {
    const rows = [
      {
        ...createRow(1),
        product: soap,
        qty: '3',
        rate: '10.5',
        amount: '31.50',
        priceTyped: 'rate' as const,
      },
    ];
    const result = buildPurchasePayload({ ...header, roundOff: true }, rows, priceRows(rows, true));
    expect(result).toEqual({
      ok: true,
      payload: expect.objectContaining({
        round_off: true,
        items: [expect.not.objectContaining({ amount: expect.anything() })],
        // 31.50 + 18% = 37.17, rounded to 37.
        grand_total: 37,
      }),
    });
    expect(result.ok && result.payload.items[0]?.rate).toBe(10.5);
  });
  it('leaves the number out when none was suggested, and a blank supplier invoice number as null', () => {
    const result = build([{ ...createRow(1), product: soap, amount: '5' }], {
      ...header,
      purchaseNumber: '',
      invoiceNumber: '',
    });
    expect(result.ok && result.payload.purchase_number).toBeUndefined();
    expect(result.ok && result.payload.invoice_number).toBeNull();
  });
  it('reports every field the schema refuses, with its messages', () => {
    const result = build([{ ...createRow(1), product: soap, qty: '0', amount: '' }, createRow(2)], {
      ...header,
      supplierId: null,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        supplier_id: ['Please select a supplier.'],
        'items.0.quantity': ['Quantity must be more than 0'],
        'items.0.amount': ['Amount is required'],
        'items.1.product_id': ['Product is required'],
      },
    });
  });
  it('takes 2.5 of a product sold by the kg, and refuses a fraction of a counted unit by name', () => {
    const sugar = { ...soap, id: 8, name: 'Sugar', unit: 'KGS', gst_rate: 5 };
    const result = build([
      { ...createRow(1), product: sugar, qty: '2.5', amount: '105' },
      { ...createRow(2), product: soap, qty: '1.5', amount: '30' },
    ]);
    expect(result).toEqual({
      ok: false,
      errors: { 'items.1.quantity': ['Quantity must be a whole number for unit NOS'] },
    });
    const fine = build([{ ...createRow(1), product: sugar, qty: '2.5', amount: '105' }]);
    expect(fine.ok && fine.payload.items[0]?.quantity).toBe(2.5);
  });
  it('refuses a line at amount 0, naming it', () => {
    expect(build([{ ...createRow(1), product: soap, amount: '0' }])).toEqual({
      ok: false,
      errors: { 'items.0.amount': ['Amount must be more than 0'] },
    });
  });
  it('sends each batch row of a product that tracks batches with its number, expiry and own MRP', () => {
    const syrup = { ...soap, id: 9, name: 'Cough Syrup', mrp: 95, tracks_batches: true };
    const rows = chooseProduct(
      chooseProduct([createRow(1), createRow(2)], 1, syrup).map((row) => ({
        ...row,
        qty: '10',
        amount: '600',
        batchNumber: 'B1',
        expiry: '2026-12-31',
        batchMrp: '100',
      })),
      2,
      syrup,
    ).map((row) =>
      row.key === 2
        ? {
            ...row,
            qty: '5',
            free: '1',
            amount: '300',
            batchNumber: 'B2',
            expiry: '2027-03-31',
            batchMrp: '110',
          }
        : row,
    );
    const result = build(rows);
    expect(result.ok && result.payload.items).toEqual([
      expect.objectContaining({ product_id: 9, batch_number: 'B1', expiry_date: '2026-12-31', mrp: 100 }),
      expect.objectContaining({
        product_id: 9,
        batch_number: 'B2',
        expiry_date: '2027-03-31',
        mrp: 110,
        free_quantity: 1,
      }),
    ]);
  });
  it('leaves blank batch fields out, for the server to name each one', () => {
    const syrup = { ...soap, id: 9, name: 'Cough Syrup', tracks_batches: true };
    const result = build([{ ...createRow(1), product: syrup, amount: '50' }]);
    expect(result.ok && result.payload.items[0]).toEqual(
      expect.objectContaining({ batch_number: null, expiry_date: null }),
    );
    expect(result.ok && result.payload.items[0]?.mrp).toBeUndefined();
  });
  it('sends the product MRP and no batch for a product without batches', () => {
    const result = build([{ ...createRow(1), product: soap, amount: '5', batchNumber: 'stale' }]);
    expect(result.ok && result.payload.items[0]).toEqual(
      expect.objectContaining({ mrp: 40, batch_number: null, expiry_date: null }),
    );
  });
});
