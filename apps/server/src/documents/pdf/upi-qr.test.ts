import { describe, expect, it } from 'vitest';
import { buildInvoiceFixture } from '../../invoices/invoice-fixture';
import { renderInvoicePdf } from '../../invoices/invoice-pdf';
import { readQrCode } from '../../pdf/pdf-page-image';
import { upiPaymentLink } from './upi-qr';

// The UPI QR code on an invoice, rendered to pixels and scanned back as a phone would. A UPI link
// is a short code of large squares: 100 dpi reads it.
const UPI_DPI = 100;

describe('UPI QR code', () => {
  it('builds the upi://pay link with the amount in rupees and paise', () => {
    expect(
      upiPaymentLink(
        { upiId: 'shreeganesh@sbi', name: 'Shree Ganesh Traders' },
        1180,
        'Invoice INV/25-26/0001',
      ),
    ).toBe(
      'upi://pay?pa=shreeganesh%40sbi&pn=Shree%20Ganesh%20Traders&am=1180.00&cu=INR&tn=Invoice%20INV%2F25-26%2F0001',
    );
  });

  it('prints a code that scans to the payable amount when the shop has a UPI ID', async () => {
    const detail = buildInvoiceFixture({ lineCount: 3 });
    detail.seller.upi_id = 'shreeganesh@sbi';
    const scanned = readQrCode(await renderInvoicePdf(detail), UPI_DPI);
    expect(scanned).not.toBeNull();
    const link = new URL(scanned ?? '');
    expect(link.protocol).toBe('upi:');
    expect(link.searchParams.get('pa')).toBe('shreeganesh@sbi');
    expect(link.searchParams.get('am')).toBe(detail.grand_total.toFixed(2));
    expect(link.searchParams.get('cu')).toBe('INR');
    expect(link.searchParams.get('tn')).toBe(`Invoice ${detail.invoice_number}`);
  });

  it('asks for what is left once part is received, and prints no code on a paid invoice', async () => {
    const detail = buildInvoiceFixture({ lineCount: 3 });
    detail.seller.upi_id = 'shreeganesh@sbi';
    const part = {
      ...detail,
      status: 'Partly paid' as const,
      received: 100,
      balance: detail.grand_total - 100,
    };
    const link = new URL(readQrCode(await renderInvoicePdf(part), UPI_DPI) ?? '');
    expect(link.searchParams.get('am')).toBe(part.balance.toFixed(2));
    const paid = { ...detail, status: 'Paid' as const, received: detail.grand_total, balance: 0 };
    expect(readQrCode(await renderInvoicePdf(paid), UPI_DPI)).toBeNull();
  });

  it('prints no code without a UPI ID, or on a cancelled invoice', async () => {
    const detail = buildInvoiceFixture({ lineCount: 3 });
    expect(readQrCode(await renderInvoicePdf(detail), UPI_DPI)).toBeNull();
    const cancelled = {
      ...detail,
      status: 'Cancelled' as const,
      seller: { ...detail.seller, upi_id: 'shreeganesh@sbi' },
    };
    expect(readQrCode(await renderInvoicePdf(cancelled), UPI_DPI)).toBeNull();
  });
});
