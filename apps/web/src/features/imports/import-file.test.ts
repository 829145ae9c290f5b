import { describe, expect, it } from 'vitest';
import { fileToBase64, kindFromAddress, problemColumn } from './import-file';

describe('import screen helpers', () => {
  it('sends the file as base64, byte for byte', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x41, 0x2c, 0x42, 0x0a, 0x00, 0xff]);
    expect(await fileToBase64(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'));
  });

  it('reads the kind from the address, products when it names none', () => {
    expect(kindFromAddress('customers')).toBe('customers');
    expect(kindFromAddress('opening-stock')).toBe('opening-stock');
    expect(kindFromAddress('customer-opening-balances')).toBe('customer-opening-balances');
    expect(kindFromAddress('things')).toBe('products');
    expect(kindFromAddress(null)).toBe('products');
  });

  it('names a problem by its column in the template', () => {
    expect(problemColumn('products', { row: 3, field: 'hsn_code', message: 'x' })).toBe('HSN Code');
    expect(problemColumn('customers', { row: 2, field: 'gstin', message: 'x' })).toBe('GST No');
    expect(problemColumn('products', { row: 1, field: 'file', message: 'x' })).toBe('File');
  });

  it("names an opening balance's columns after the party it is for", () => {
    const problem = (field: string) => ({ row: 2, field, message: 'x' });
    expect(problemColumn('customer-opening-balances', problem('party'))).toBe('Customer Name');
    expect(problemColumn('supplier-opening-balances', problem('party'))).toBe('Supplier Name');
    expect(problemColumn('customer-opening-balances', problem('date'))).toBe('Bill Date');
    expect(problemColumn('supplier-opening-balances', problem('due_date'))).toBe('Due Date');
  });
});
