import { formatDateDmy, formatRupees, rupeesToPaise } from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';

// The words a shared invoice travels with, and where a WhatsApp message goes.

/** 'Invoice INV/25-26/0001 dated 15/06/2025 for ₹957.60 from Bahi Traders.' */
export function invoiceShareText(invoice: InvoiceDetail): string {
  const payable = formatRupees(rupeesToPaise(invoice.grand_total));
  return `Invoice ${invoice.invoice_number} dated ${formatDateDmy(invoice.date)} for ${payable} from ${invoice.seller.name}.`;
}

/** A 10-digit Indian mobile number gets the country code 91; other numbers are used as typed. */
function whatsAppNumber(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 10) return `91${digits}`;
  return digits;
}

/** wa.me link to the customer's phone when known (else WhatsApp asks whom to send to). */
export function whatsAppLink(invoice: InvoiceDetail): string {
  const number = whatsAppNumber(invoice.customer.phone);
  return `https://wa.me/${number}?text=${encodeURIComponent(invoiceShareText(invoice))}`;
}
