import { describe, expect, it } from 'vitest';
import { invoicePdfFileName } from './download-invoice-pdf';

describe('invoicePdfFileName', () => {
  it("names the file after the invoice, with each '/' turned into '-'", () => {
    expect(invoicePdfFileName('INV/25-26/0001')).toBe('Invoice_INV-25-26-0001.pdf');
    expect(invoicePdfFileName('A7')).toBe('Invoice_A7.pdf');
  });
});
