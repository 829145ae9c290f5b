import type { InvoiceDetail } from '@bahi/domain/schemas';
import { renderPdfBuffer } from '../pdf/pdf-printer';
import { buildInvoiceDocument } from './invoice-document';

// Public surface of the invoice PDF: GET /api/invoices/{id}/pdf calls these two and nothing else.

/**
 * Renders the vector A4 tax invoice (Rule 46) for one invoice as a PDF file. Async so that bad
 * data (an unparsable date, say) rejects the promise rather than throwing at the call.
 */
export async function renderInvoicePdf(detail: InvoiceDetail): Promise<Buffer> {
  return renderPdfBuffer(buildInvoiceDocument(detail));
}

/** 'INV/25-26/0001' → 'Invoice_INV-25-26-0001.pdf': invoice numbers may hold '/', file names may not. */
export function invoicePdfFileName(invoiceNumber: string): string {
  return `Invoice_${invoiceNumber.replaceAll('/', '-')}.pdf`;
}
