import { formatIndianNumber, rupeesToPaise } from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import { extractPdfPages } from '../pdf/poppler';
import { renderInvoicePdf } from './invoice-pdf';

// Shared by the invoice PDF tests: render an invoice and keep its pages as pdftotext reads them.

export type Rendered = { detail: InvoiceDetail; pdf: Buffer; pages: string[]; text: string };

export async function render(detail: InvoiceDetail): Promise<Rendered> {
  const pdf = await renderInvoicePdf(detail);
  const pages = extractPdfPages(pdf);
  return { detail, pdf, pages, text: pages.join('\n') };
}

/** '1,22,551.00': how every amount is printed (Indian grouping, two decimals). */
export function indian(rupees: number): string {
  return formatIndianNumber(rupeesToPaise(rupees));
}

/** Serial numbers of the item rows, read from lines like ' 7  Ceiling Fan …  84145110  20 NOS  …'. */
export function itemSerialNumbers(text: string): number[] {
  const row = /^\s*(\d{1,4})\s+\S.*?\s(?:\d{4}|\d{6}|\d{8})\s+[\d,]+ [A-Z]{3}\s/gm;
  return [...text.matchAll(row)].map((match) => Number(match[1]));
}
