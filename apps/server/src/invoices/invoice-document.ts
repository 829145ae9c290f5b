import { formatDateDmy } from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { buildHsnTable } from '../documents/pdf/document-hsn-table';
import { buildItemsTable } from '../documents/pdf/document-items-table';
import {
  buildInvoiceHeading,
  invoicePrint,
  type SalesDocumentPrint,
} from '../documents/pdf/document-parties';
import { INVOICE_STYLES, MUTED_COLOR, PAGE_MARGIN_X } from '../documents/pdf/document-styles';
import { buildClosingSection, buildTotalsSection } from '../documents/pdf/document-summary';
import { documentWatermark } from '../documents/pdf/document-watermark';

// The pdfmake document for one invoice: A4 portrait, text only (no images), so the file stays
// small, prints sharply and its figures can be read back by machines.

/** A sales document as an invoice prints it; a credit or debit note passes its own `print`. */
export function buildInvoiceDocument(
  detail: InvoiceDetail,
  print: SalesDocumentPrint = invoicePrint(detail),
): TDocumentDefinitions {
  const title = `${print.title} ${print.number}`;
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [PAGE_MARGIN_X, 26, PAGE_MARGIN_X, 28],
    info: {
      title,
      author: detail.seller.name,
      subject: `${title} to ${detail.customer.name}`,
      creator: 'Bahi',
    },
    defaultStyle: { font: 'Roboto', fontSize: 8.5, lineHeight: 1.1 },
    styles: INVOICE_STYLES,
    ...documentWatermark({ cancelled: detail.status === 'Cancelled', demo: detail.seller.demo }),
    header: (currentPage) => continuationHeader(detail, print, currentPage),
    footer: (currentPage, pageCount) => pageFooter(print, currentPage, pageCount),
    content: [
      ...buildInvoiceHeading(detail, print),
      buildItemsTable(detail),
      buildTotalsSection(detail),
      buildHsnTable(detail),
      buildClosingSection(detail, print.declaration),
    ],
  };
}

/** From page 2 on, a line saying whose invoice this page continues, in case pages get separated. */
function continuationHeader(
  detail: InvoiceDetail,
  print: SalesDocumentPrint,
  currentPage: number,
): Content | null {
  if (currentPage === 1) return null;
  return {
    text: `${detail.seller.name} · ${print.title} ${print.number} dated ${formatDateDmy(detail.date)} (continued)`,
    fontSize: 7.5,
    color: MUTED_COLOR,
    margin: [PAGE_MARGIN_X, 10, PAGE_MARGIN_X, 0],
  };
}

function pageFooter(print: SalesDocumentPrint, currentPage: number, pageCount: number): Content {
  return {
    columns: [
      { text: `${print.documentLabel} ${print.number}`, width: '*' },
      { text: `This is a computer-generated ${print.documentLabel.toLowerCase()}.`, width: 'auto' },
      { text: `Page ${currentPage} of ${pageCount}`, width: '*', alignment: 'right' },
    ],
    fontSize: 7.5,
    color: MUTED_COLOR,
    margin: [PAGE_MARGIN_X, 10, PAGE_MARGIN_X, 0],
  };
}
