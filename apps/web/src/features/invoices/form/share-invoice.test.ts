import type { InvoiceDetail } from '@bahi/domain/schemas';
import { describe, expect, it } from 'vitest';
import { invoiceShareText, whatsAppLink } from './share-invoice';

const invoice = {
  invoice_number: 'INV/25-26/0001',
  date: '2025-06-15',
  grand_total: 957.6,
  seller: { name: 'Bahi Traders' },
  customer: { phone: '98765 43210' },
} as unknown as InvoiceDetail;

describe('sharing an invoice', () => {
  it('names the invoice number, date, payable and the shop', () => {
    expect(invoiceShareText(invoice)).toBe(
      'Invoice INV/25-26/0001 dated 15/06/2025 for ₹957.60 from Bahi Traders.',
    );
  });

  it("opens WhatsApp on the customer's number with the text", () => {
    const link = new URL(whatsAppLink(invoice));
    expect(link.origin + link.pathname).toBe('https://wa.me/919876543210');
    expect(link.searchParams.get('text')).toBe(invoiceShareText(invoice));
  });
});
