import { invoiceRoutes } from '@bahi/domain/contract';
import type { PrintCopies, PrintFormat } from '@bahi/domain/schemas';
import { callApi } from '../../../api/client';
import { downloadBlob } from '../../../lib/export/download-blob';

/** 'INV/25-26/0001' → 'Invoice_INV-25-26-0001.pdf', the name the server gives the file too. */
export function invoicePdfFileName(invoiceNumber: string): string {
  return `Invoice_${invoiceNumber.replaceAll('/', '-')}.pdf`;
}

/**
 * Fetches the server-rendered PDF and hands it to the browser as a download. Fetching first
 * (rather than following a link) lets a failure show the server's message in a toast instead of
 * leaving the page for a JSON error.
 */
export async function downloadInvoicePdf(
  id: number,
  invoiceNumber: string,
  print?: { format: PrintFormat; copies: PrintCopies },
): Promise<void> {
  // Without a choice the query is left out: A4, the original, as the server prints by default.
  const file = await callApi(invoiceRoutes.pdf, { params: { id }, ...(print ? { query: print } : {}) });
  downloadBlob(invoicePdfFileName(invoiceNumber), file);
}
