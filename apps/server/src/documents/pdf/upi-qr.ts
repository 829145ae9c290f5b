import type { InvoiceDetail } from '@bahi/domain/schemas';
import type { Content } from 'pdfmake/interfaces';

// A UPI QR code for what is left to pay (the payable less receipts applied), printed when the
// shop has a UPI ID (Settings) and something is left: any UPI
// app that scans it opens a payment to the shop, amount and invoice number filled in. The link
// follows NPCI's UPI linking specification: pa (payee address), pn (payee name), am (amount in
// rupees, two decimals), cu (INR), tn (a note).

export function upiPaymentLink(
  payee: { upiId: string; name: string },
  amountRupees: number,
  note: string,
): string {
  const params = new URLSearchParams({
    pa: payee.upiId,
    pn: payee.name,
    am: amountRupees.toFixed(2),
    cu: 'INR',
    tn: note,
  });
  // URLSearchParams writes spaces as '+', which some UPI apps show literally: use %20.
  return `upi://pay?${params.toString().replaceAll('+', '%20')}`;
}

/** The QR block of an invoice, or nothing: no UPI ID, nothing left to pay, or a cancelled invoice. */
export function invoiceUpiQr(detail: InvoiceDetail): Content[] {
  const upiId = detail.seller.upi_id;
  if (!upiId || detail.status === 'Cancelled' || detail.balance <= 0) return [];
  const link = upiPaymentLink(
    { upiId, name: detail.seller.name },
    detail.balance,
    `Invoice ${detail.invoice_number}`,
  );
  return [
    { text: 'Scan to pay by UPI', style: 'caption', alignment: 'center' },
    { qr: link, fit: 96, alignment: 'center', margin: [0, 2, 0, 0] },
    { text: upiId, alignment: 'center', fontSize: 7 },
  ];
}
