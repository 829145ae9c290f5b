import { formatDateDmy } from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import { COPY_TITLES, copiesOf, type PrintCopies, type PrintFormat } from '@bahi/domain/schemas';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { buildEDocumentBand, type PrintedEDocuments } from '../../e-documents/e-document-print';
import { scriptText } from '../../pdf/pdf-scripts';
import { buildHsnTable } from './document-hsn-table';
import { buildItemsTable } from './document-items-table';
import { A4_PAPER, A5_PAPER, type PaperLayout } from './document-paper';
import { buildInvoiceHeading, invoicePrint, type SalesDocumentPrint } from './document-parties';
import { MUTED_COLOR } from './document-styles';
import { buildClosingSection, buildTotalsSection } from './document-summary';
import { documentWatermark } from './document-watermark';

// The pdfmake document of a sales document on A4 portrait by default, or A5: an invoice, or a
// credit or debit note or a purchase return printed in the invoice's layout with its own `print`;
// the original, or the duplicate or triplicate, or all three one after another. Text and vector
// rules, plus the shop's logo and signature when it has uploaded them. The invoice's 80 mm roll is
// the invoice's own (invoices/invoice-thermal.ts).

/** The shop's logo and signature as data: URLs, when uploaded (Settings). */
export type PrintImages = { logo?: string; signature?: string };

export type SalesDocumentOptions = {
  format?: Exclude<PrintFormat, 'thermal'>;
  copies?: PrintCopies;
  images?: PrintImages;
  /** The IRN and e-way bill recorded for the document, printed under the heading. */
  eDocuments?: PrintedEDocuments;
};

/** A sales document as an invoice prints it; a credit or debit note passes its own `print`. */
export function buildSalesDocument(
  detail: InvoiceDetail,
  print: SalesDocumentPrint = invoicePrint(detail),
  options: SalesDocumentOptions = {},
): TDocumentDefinitions {
  const copies = copiesOf(options.copies ?? 'original');
  const images = options.images ?? {};
  const paper = options.format === 'a5' ? A5_PAPER : A4_PAPER;
  const title = `${print.title} ${print.number}`;
  // Every copy has the same pages (only the label at its top differs), so a page's copy and its
  // number within the copy follow from the page count.
  const perCopy = (pageCount: number) => Math.max(1, Math.round(pageCount / copies.length));
  const pageOfCopy = (currentPage: number, pageCount: number) => ((currentPage - 1) % perCopy(pageCount)) + 1;
  return {
    pageSize: paper.pageSize,
    pageOrientation: 'portrait',
    pageMargins: paper.pageMargins,
    info: {
      title,
      author: detail.seller.name,
      subject: `${title} to ${detail.customer.name}`,
      creator: 'Bahi',
    },
    defaultStyle: { font: 'Roboto', fontSize: paper.fontSize, lineHeight: 1.1 },
    styles: paper.styles,
    ...documentWatermark({ cancelled: detail.status === 'Cancelled', demo: detail.seller.demo }),
    header: (currentPage, pageCount) =>
      continuationHeader(detail, print, paper, pageOfCopy(currentPage, pageCount)),
    footer: (currentPage, pageCount) =>
      pageFooter(print, paper, pageOfCopy(currentPage, pageCount), perCopy(pageCount)),
    content: copies.map(
      (copy, index): Content => ({
        stack: [
          ...buildInvoiceHeading(detail, print, { copyTitle: COPY_TITLES[copy], paper, logo: images.logo }),
          ...buildEDocumentBand(options.eDocuments),
          buildItemsTable(detail, paper.compactItems),
          buildTotalsSection(detail, paper),
          buildHsnTable(detail),
          buildClosingSection(detail, print.declaration, { paper, signature: images.signature }),
        ],
        ...(index > 0 ? { pageBreak: 'before' as const } : {}),
      }),
    ),
  };
}

/** From page 2 on, a line saying whose invoice this page continues, in case pages get separated. */
function continuationHeader(
  detail: InvoiceDetail,
  print: SalesDocumentPrint,
  paper: PaperLayout,
  currentPage: number,
): Content | null {
  if (currentPage === 1) return null;
  return {
    text: scriptText(
      `${detail.seller.name} · ${print.title} ${print.number} dated ${formatDateDmy(detail.date)} (continued)`,
    ),
    fontSize: 7.5,
    color: MUTED_COLOR,
    margin: [paper.marginX, 10, paper.marginX, 0],
  };
}

function pageFooter(
  print: SalesDocumentPrint,
  paper: PaperLayout,
  currentPage: number,
  pageCount: number,
): Content {
  return {
    columns: [
      { text: `${print.documentLabel} ${print.number}`, width: '*' },
      { text: `This is a computer-generated ${print.documentLabel.toLowerCase()}.`, width: 'auto' },
      { text: `Page ${currentPage} of ${pageCount}`, width: '*', alignment: 'right' },
    ],
    fontSize: paper.pageSize === 'A5' ? 6.5 : 7.5,
    color: MUTED_COLOR,
    margin: [paper.marginX, 10, paper.marginX, 0],
  };
}
