import {
  type EwayDocument,
  type EwayPartB,
  formatDateDmy,
  formatIndianInstant,
  formatRupees,
  SUB_SUPPLY_TYPES,
  stateName,
  TRANSACTION_TYPES,
  TRANSPORT_MODES,
} from '@bahi/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { RequestContext } from '../core/http/request-context';
import { renderPdfBuffer } from '../pdf/pdf-printer';
import { scriptText } from '../pdf/pdf-scripts';
import type { EwayLoader } from './eway-bill-record';
import { type EwayBillRow, findEwayBill } from './eway-bill-repository';
import { partBOfSubject } from './eway-bill-view';

// A document's e-way bill print (an invoice's or a purchase return's) as the portal lays it out: the number with a QR code of it, generated and
// valid dates, Part A (the consignment) and Part B (the conveyance). Before the portal has given a
// number it prints as a draft, marked so, for checking against the upload.

const label = (text: string): TableCell => ({ text, bold: true, fillColor: '#f2f2f2' });

function rows(entries: [string, string][]): Content {
  return {
    table: { widths: [150, '*'], body: entries.map(([name, value]) => [label(name), scriptText(value)]) },
    layout: 'lightHorizontalLines',
    margin: [0, 4, 0, 10],
  };
}

function heading(bill: EwayBillRow | undefined, document: EwayDocument, partB: EwayPartB): Content {
  if (!bill?.ewb_number || !bill.ewb_date) {
    return [
      { text: 'E-Way Bill (draft)', fontSize: 16, bold: true },
      {
        text: 'Not generated: upload the JSON on the portal and record the number it gives.',
        margin: [0, 6, 0, 0],
      },
    ];
  }
  const until = bill.valid_until ? formatIndianInstant(bill.valid_until) : '-';
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: 'E-Way Bill', fontSize: 16, bold: true },
          { text: `E-Way Bill No: ${bill.ewb_number}`, fontSize: 12, bold: true, margin: [0, 6, 0, 0] },
          `Generated: ${formatIndianInstant(bill.ewb_date)} by ${document.userGstin ?? ''}`,
          `Valid from ${formatIndianInstant(bill.ewb_date)} until ${until} (${partB.distanceKm} km)`,
          ...(bill.cancelled_at
            ? [{ text: `Cancelled on ${formatIndianInstant(bill.cancelled_at)}`, bold: true }]
            : []),
        ],
      },
      { width: 110, qr: bill.ewb_number, fit: 100, alignment: 'right' },
    ],
  };
}

function partyText(side: EwayDocument['from']): string {
  const state = stateName(side.stateCode) ?? side.stateCode;
  return `${side.gstin ?? 'URP'}\n${side.name}\n${side.address}\n${side.place} ${side.pinCode}, ${state}`;
}

function conveyance(partB: EwayPartB): string {
  if (partB.vehicleNo) return partB.vehicleNo;
  const document = [partB.transDocNo, partB.transDocDate && formatDateDmy(partB.transDocDate)];
  return document.filter(Boolean).join(' ') || '-';
}

export async function renderEwayBillPdf(
  ctx: RequestContext,
  load: EwayLoader,
): Promise<{ file: Buffer; fileName: string }> {
  const { subject, settings } = await load(ctx);
  const bill = await findEwayBill(ctx.db, subject.type, subject.id);
  const document = subject.document(bill);
  const partB = partBOfSubject(subject, settings, bill);
  const hsns = [...new Set(document.lines.map((line) => line.hsnCode))].join(', ');
  const name = bill?.ewb_number ?? `draft-${subject.number.replaceAll('/', '-')}`;
  const mark = bill?.cancelled_at ? 'CANCELLED' : bill?.ewb_number ? null : 'DRAFT';
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    info: { title: `E-way bill ${name}`, creator: 'Bahi' },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    ...(mark ? { watermark: { text: mark, opacity: 0.12, bold: true } } : {}),
    content: [
      heading(bill, document, partB),
      { text: 'Part A', fontSize: 12, bold: true, margin: [0, 12, 0, 0] },
      rows([
        ['GSTIN of Supplier', partyText(document.from)],
        ['Place of Dispatch', `${document.from.place} ${document.from.pinCode}`],
        ['GSTIN of Recipient', partyText(document.to)],
        ['Place of Delivery', `${document.to.place} ${document.to.pinCode}`],
        ['Document', `${document.docType} ${document.docNo} dated ${formatDateDmy(document.docDate)}`],
        ['Transaction Type', TRANSACTION_TYPES[partB.transactionType]],
        ['Value of Goods', formatRupees(document.totalInvoiceValue)],
        ['HSN Code', hsns],
        ['Reason for Transportation', SUB_SUPPLY_TYPES[partB.subSupplyType]],
        ['Transporter', [partB.transporterId, partB.transporterName].filter(Boolean).join(' ') || '-'],
      ]),
      { text: 'Part B', fontSize: 12, bold: true },
      rows([
        ['Mode', partB.transMode ? TRANSPORT_MODES[partB.transMode] : '-'],
        ['Vehicle / Trans Doc No & Dt', conveyance(partB)],
        ['From', `${document.from.place}, ${stateName(document.from.stateCode) ?? ''}`],
        ['Entered Date', bill?.ewb_date ? formatIndianInstant(bill.ewb_date) : '-'],
      ]),
    ],
  };
  return { file: await renderPdfBuffer(definition), fileName: `EWB_${name}.pdf` };
}
