import { formatLineRate } from '@bahi/domain';
import { COPY_TITLES, type InvoiceDetail, type PrintCopy } from '@bahi/domain/schemas';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  addRupees,
  formatAmount,
  formatPercent,
  formatQuantity,
  formatRupeeAmount,
  formatState,
} from '../documents/pdf/document-format';
import type { SalesDocumentPrint } from '../documents/pdf/document-parties';
import { CANCELLED_COLOR, MUTED_COLOR } from '../documents/pdf/document-styles';
import { taxHeadRows } from '../documents/pdf/document-summary';
import { documentWatermark } from '../documents/pdf/document-watermark';
import type { PrintImages } from '../documents/pdf/sales-document';
import { invoiceUpiQr } from '../documents/pdf/upi-qr';
import { scriptText } from '../pdf/pdf-scripts';

// The invoice on an 80 mm thermal roll, for counter sales: one narrow column, as long as it needs
// to be (one page per copy, its height fitted to the content). It carries what Rule 46 asks of a
// tax invoice: the seller and GSTIN, number and date, the buyer, each line with its HSN, quantity,
// rate and GST rate, the taxable value and tax per head, the HSN summary and the signatory.

/** 80 mm in points: the width of the roll. */
export const THERMAL_WIDTH = (80 / 25.4) * 72;
const MARGIN = 8;
const INNER_WIDTH = THERMAL_WIDTH - 2 * MARGIN;

const PLAIN = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingLeft: () => 0,
  paddingRight: () => 0,
  paddingTop: () => 0.5,
  paddingBottom: () => 0.5,
};

export function buildThermalDocument(
  detail: InvoiceDetail,
  print: SalesDocumentPrint,
  copies: PrintCopy[],
  images: PrintImages,
): TDocumentDefinitions {
  const title = `${print.title} ${print.number}`;
  return {
    pageSize: { width: THERMAL_WIDTH, height: 'auto' },
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    info: {
      title,
      author: detail.seller.name,
      subject: `${title} to ${detail.customer.name}`,
      creator: 'Bahi',
    },
    defaultStyle: { font: 'Roboto', fontSize: 7.5, lineHeight: 1.1 },
    ...documentWatermark({ cancelled: detail.status === 'Cancelled', demo: detail.seller.demo }),
    content: copies.map(
      (copy, index): Content => ({
        stack: thermalCopy(detail, print, COPY_TITLES[copy], images),
        ...(index > 0 ? { pageBreak: 'before' as const } : {}),
      }),
    ),
  };
}

function thermalCopy(
  detail: InvoiceDetail,
  print: SalesDocumentPrint,
  copyTitle: string,
  images: PrintImages,
): Content[] {
  const { seller, customer } = detail;
  const centred = (text: string | Content, extra: Record<string, unknown> = {}): Content =>
    ({ text: typeof text === 'string' ? scriptText(text) : text, alignment: 'center', ...extra }) as Content;
  return [
    centred(copyTitle, { fontSize: 6.5, color: MUTED_COLOR }),
    ...(images.logo
      ? [{ image: images.logo, fit: [120, 48], alignment: 'center', margin: [0, 2, 0, 2] } as Content]
      : []),
    centred(seller.name, { bold: true, fontSize: 10 }),
    ...(seller.address ? [centred(seller.address)] : []),
    centred(`GSTIN: ${seller.gstin ?? 'Unregistered'}`, { bold: true }),
    centred(formatState(seller.state_code, seller.state_name)),
    ...(seller.phone ? [centred(`Phone: ${seller.phone}`)] : []),
    rule(),
    centred(print.title.toUpperCase(), { bold: true, fontSize: 9 }),
    ...(detail.status === 'Cancelled' ? [centred('CANCELLED', { bold: true, color: CANCELLED_COLOR })] : []),
    pairs(print.metaRows),
    rule(),
    { text: 'Billed to', color: MUTED_COLOR, fontSize: 6.5 },
    { text: scriptText(customer.name), bold: true },
    ...(customer.address ? [{ text: scriptText(customer.address) }] : []),
    ...(customer.gstin ? [{ text: `GSTIN: ${customer.gstin}` }] : []),
    pairs([
      ['Place of Supply', formatState(detail.place_of_supply.state_code, detail.place_of_supply.state_name)],
    ]),
    rule(),
    ...detail.items.flatMap(itemLines),
    rule(),
    totals(detail),
    rule(),
    { text: detail.amount_in_words, bold: true, margin: [0, 0, 0, 2] },
    hsnTable(detail),
    ...invoiceUpiQr(detail).map((part) => ({ ...(part as object), alignment: 'center' }) as Content),
    rule(),
    { text: print.declaration, fontSize: 6, color: MUTED_COLOR },
    { text: scriptText(`For ${seller.name}`), bold: true, alignment: 'right', margin: [0, 4, 0, 0] },
    ...(images.signature
      ? [{ image: images.signature, fit: [110, 36], alignment: 'right', margin: [0, 2, 0, 0] } as Content]
      : [{ text: ' ', margin: [0, 10, 0, 0] } as Content]),
    { text: 'Authorised Signatory', alignment: 'right' },
    centred(`This is a computer-generated ${print.documentLabel.toLowerCase()}.`, {
      fontSize: 6,
      color: MUTED_COLOR,
      margin: [0, 6, 0, 0],
    }),
  ];
}

/** ' + 1 Free' after a line's charged quantity when units were given free with it. */
const freeText = (item: InvoiceDetail['items'][number]) =>
  item.free_quantity > 0 ? ` + ${formatQuantity(item.free_quantity)} Free` : '';

/** One item: its name, then quantity × rate and the line's value, then HSN, GST rate and discount. */
function itemLines(item: InvoiceDetail['items'][number]): Content[] {
  const total = addRupees(item.subtotal, item.cgst_amount, item.sgst_amount, item.igst_amount);
  const discount = item.discount > 0 ? `  Disc. ${formatPercent(item.discount)}` : '';
  return [
    {
      text: [`${item.line_no}. `, ...asRuns(scriptText(item.product.name))],
      bold: true,
      margin: [0, 2, 0, 0],
    },
    {
      columns: [
        {
          text: `${formatQuantity(item.quantity)} ${item.unit} × ${formatLineRate(item)}${freeText(item)}`,
          width: '*',
        },
        { text: formatAmount(total), width: 'auto', alignment: 'right' },
      ],
    },
    {
      text: `HSN ${item.product.hsn_code}  GST ${formatPercent(item.gst_rate)}  Taxable ${formatAmount(item.subtotal)}${discount}`,
      fontSize: 6.5,
      color: MUTED_COLOR,
    },
  ];
}

function asRuns(text: ReturnType<typeof scriptText>): (string | { text: string; font?: string })[] {
  return typeof text === 'string' ? [text] : text;
}

function totals(detail: InvoiceDetail): Content {
  const rows: [string, number][] = [
    ['Taxable Value', detail.total_amount],
    ...taxHeadRows(detail),
    ['Round Off', detail.round_off],
  ];
  const body: TableCell[][] = rows.map(([label, amount]) => [
    { text: label },
    { text: formatRupeeAmount(amount), alignment: 'right' },
  ]);
  body.push([
    { text: 'Grand Total', bold: true, fontSize: 10 },
    { text: formatRupeeAmount(detail.grand_total), bold: true, fontSize: 10, alignment: 'right' },
  ]);
  return { table: { widths: ['*', 'auto'], body }, layout: PLAIN };
}

/** The HSN summary in four narrow columns: the tax is CGST + SGST (half each) or IGST. */
function hsnTable(detail: InvoiceDetail): Content {
  const rows = Object.values(detail.hsn_summary).sort(
    (a, b) => a.hsn_code.localeCompare(b.hsn_code) || a.gst_rate - b.gst_rate,
  );
  const head = (text: string, alignment: 'left' | 'right' = 'right'): TableCell => ({
    text,
    bold: true,
    alignment,
  });
  const taxHead = detail.supply_type === 'intra' ? 'CGST+SGST' : 'IGST';
  const body: TableCell[][] = [
    [head('HSN/SAC', 'left'), head('GST'), head('Taxable'), head(taxHead)],
    ...rows.map((row): TableCell[] => [
      { text: row.hsn_code },
      { text: formatPercent(row.gst_rate), alignment: 'right' },
      { text: formatAmount(row.taxable_value), alignment: 'right' },
      { text: formatAmount(addRupees(row.cgst_amt, row.sgst_amt, row.igst_amt)), alignment: 'right' },
    ]),
  ];
  return {
    table: { widths: ['*', 'auto', 'auto', 'auto'], body },
    layout: { ...PLAIN, paddingLeft: () => 2 },
    fontSize: 6.5,
    margin: [0, 2, 0, 2],
  };
}

function pairs(rows: [string, string][]): Content {
  return {
    table: {
      widths: ['auto', '*'],
      body: rows.map(([label, value]): TableCell[] => [
        { text: label, color: MUTED_COLOR },
        { text: value, bold: true, alignment: 'right' },
      ]),
    },
    layout: PLAIN,
  };
}

function rule(): Content {
  return {
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: INNER_WIDTH, y2: 0, lineWidth: 0.5, dash: { length: 2 } }],
    margin: [0, 3, 0, 3],
  };
}
