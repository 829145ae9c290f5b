import type { InvoiceDetail } from '@bahi/domain/schemas';
import { renderPdfBuffer } from '../pdf/pdf-printer';
import { buildInvoiceDocument, type InvoicePrintOptions } from './invoice-document';

// Public surface of the invoice PDF: GET /api/invoices/{id}/pdf calls these two and nothing else.

/**
 * Renders the vector tax invoice (Rule 46) for one invoice as a PDF file: A4 and the original
 * unless the options ask for A5 or the thermal roll and other copies. Async so that bad data (an
 * unparsable date, say) rejects the promise rather than throwing at the call.
 */
export async function renderInvoicePdf(
  detail: InvoiceDetail,
  options: InvoicePrintOptions = {},
): Promise<Buffer> {
  return renderPdfBuffer(buildInvoiceDocument(detail, undefined, options));
}

/** 'INV/25-26/0001' → 'Invoice_INV-25-26-0001.pdf': invoice numbers may hold '/', file names may not. */
export function invoicePdfFileName(invoiceNumber: string): string {
  return `Invoice_${invoiceNumber.replaceAll('/', '-')}.pdf`;
}
