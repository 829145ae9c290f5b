import { formatDateDmy, formatIndianNumber, rupeesToPaise } from '@bahi/domain';
import { VOUCHER_MODE_LABELS, type VoucherDetail } from '@bahi/domain/schemas';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatRupeeAmount } from '../documents/pdf/document-format';
import {
  BOX_LAYOUT,
  GRID_LAYOUT,
  INVOICE_STYLES,
  MUTED_COLOR,
  PAGE_MARGIN_X,
} from '../documents/pdf/document-styles';
import { documentWatermark } from '../documents/pdf/document-watermark';
import { contactLines, keyValueTable, optionalLine, sellerBlock } from '../documents/pdf/party-blocks';

// The pdfmake document for one receipt or payment voucher: A4 portrait, text only, in the invoice
// PDF's type and rules. Seller, voucher number and date, the party, the amount in figures and in
// words, how it was paid, what it settles, and the two signatures.

export function voucherTitle(detail: Pick<VoucherDetail, 'kind'>): string {
  return detail.kind === 'receipt' ? 'Receipt Voucher' : 'Payment Voucher';
}

export function buildVoucherDocument(detail: VoucherDetail): TDocumentDefinitions {
  const title = `${voucherTitle(detail)} ${detail.voucher_number}`;
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [PAGE_MARGIN_X, 26, PAGE_MARGIN_X, 28],
    info: { title, author: detail.seller.name, subject: `${title}: ${detail.party.name}`, creator: 'Bahi' },
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.15 },
    styles: INVOICE_STYLES,
    ...documentWatermark({ cancelled: false, demo: detail.seller.demo }),
    footer: (currentPage, pageCount) => ({
      columns: [
        { text: title, width: '*' },
        { text: 'This is a computer-generated voucher.', width: 'auto' },
        { text: `Page ${currentPage} of ${pageCount}`, width: '*', alignment: 'right' },
      ],
      fontSize: 7.5,
      color: MUTED_COLOR,
      margin: [PAGE_MARGIN_X, 10, PAGE_MARGIN_X, 0],
    }),
    content: [
      { text: voucherTitle(detail), style: 'title', alignment: 'center', margin: [0, 0, 0, 6] },
      {
        table: {
          widths: ['*', 210],
          body: [
            [sellerBlock(detail.seller), metaBlock(detail)],
            [partyBlock(detail), amountBlock(detail)],
          ],
        },
        layout: BOX_LAYOUT,
        margin: [0, 0, 0, 8],
      },
      settlesTable(detail),
      signatures(detail),
    ],
  };
}

function metaBlock(detail: VoucherDetail): TableCell {
  const rows: [string, Content][] = [
    ['Voucher No.', { text: detail.voucher_number, bold: true, fontSize: 10 }],
    ['Date', { text: formatDateDmy(detail.date), bold: true, fontSize: 10 }],
    ['Mode', { text: VOUCHER_MODE_LABELS[detail.mode] }],
  ];
  if (detail.cheque_number) rows.push(['Cheque No.', { text: detail.cheque_number }]);
  if (detail.reference) rows.push(['Reference', { text: detail.reference }]);
  return keyValueTable(rows);
}

function partyBlock(detail: VoucherDetail): TableCell {
  const { party } = detail;
  return {
    stack: [
      {
        text: detail.kind === 'receipt' ? 'Received with thanks from' : 'Paid to',
        style: 'caption',
        margin: [0, 0, 0, 2],
      },
      { text: party.name, style: 'partyName' },
      ...optionalLine(party.address),
      ...(party.gstin ? [{ text: [{ text: 'GSTIN: ', style: 'label' }, party.gstin] }] : []),
      ...contactLines(party.phone, party.email),
    ],
  };
}

function amountBlock(detail: VoucherDetail): TableCell {
  return {
    stack: [
      { text: 'Amount', style: 'caption', margin: [0, 0, 0, 2] },
      { text: formatRupeeAmount(detail.amount), fontSize: 14, bold: true },
      { text: detail.amount_in_words, bold: true, margin: [0, 4, 0, 0] },
    ],
  };
}

function settlesTable(detail: VoucherDetail): Content {
  const documentLabel = detail.kind === 'receipt' ? 'Invoice' : 'Purchase';
  const header: TableCell[] = [
    '#',
    `${documentLabel} No.`,
    `${documentLabel} Date`,
    `${documentLabel} Total`,
    'Amount Applied',
  ].map((text) => ({ text, style: 'tableHeader' }));
  const body: TableCell[][] = [header];
  detail.allocations.forEach((allocation, index) => {
    body.push([
      { text: String(index + 1), alignment: 'center' },
      { text: allocation.document_number },
      { text: formatDateDmy(allocation.document_date) },
      { text: formatAmount(allocation.document_total), style: 'number' },
      { text: formatAmount(allocation.amount), style: 'number' },
    ]);
  });
  if (detail.on_account > 0) {
    body.push([
      { text: String(detail.allocations.length + 1), alignment: 'center' },
      { text: 'On account (not against any bill)', colSpan: 3 },
      {},
      {},
      { text: formatAmount(detail.on_account), style: 'number' },
    ]);
  }
  body.push([
    { text: 'Total', colSpan: 4, style: 'totalRow', alignment: 'right' },
    {},
    {},
    {},
    { text: formatRupeeAmount(detail.amount), style: ['totalRow', 'number'] },
  ]);
  return {
    stack: [
      { text: 'Against', style: 'caption', margin: [0, 0, 0, 2] },
      { table: { headerRows: 1, widths: [18, '*', 70, 90, 90], body }, layout: GRID_LAYOUT },
    ],
    margin: [0, 0, 0, 40],
  };
}

function signatures(detail: VoucherDetail): Content {
  return {
    columns: [
      { width: '*', text: detail.kind === 'receipt' ? "Payer's Signature" : "Receiver's Signature" },
      {
        width: 220,
        stack: [
          { text: `For ${detail.seller.name}`, bold: true, alignment: 'right' },
          { text: 'Authorised Signatory', alignment: 'right', margin: [0, 28, 0, 0] },
        ],
      },
    ],
    unbreakable: true,
  };
}

function formatAmount(rupees: number): string {
  return formatIndianNumber(rupeesToPaise(rupees));
}
