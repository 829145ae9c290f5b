import {
  formatDateDmy,
  formatIndianInstant,
  formatRupees,
  rupeesToPaise,
  SUB_SUPPLY_TYPES,
  stateName,
  TRANSACTION_TYPES,
  TRANSPORT_MODES,
} from '@bahi/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { ConflictError } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import { renderPdfBuffer } from '../pdf/pdf-printer';
import { scriptText } from '../pdf/pdf-scripts';
import { loadInvoiceEway } from './eway-bill-service';
import { ewayDocumentOfInvoice, partBOf } from './eway-invoice-source';

// The e-way bill print as the portal lays it out: the number with a QR code of it, generated and
// valid dates, Part A (the consignment) and Part B (the conveyance). Printed from what Bahi
// recorded, so it carries only a bill the portal has generated.

const label = (text: string): TableCell => ({ text, bold: true, fillColor: '#f2f2f2' });

function rows(entries: [string, string][]): Content {
  return {
    table: { widths: [150, '*'], body: entries.map(([name, value]) => [label(name), scriptText(value)]) },
    layout: 'lightHorizontalLines',
    margin: [0, 4, 0, 10],
  };
}

export async function renderEwayBillPdf(
  ctx: RequestContext,
  id: number,
): Promise<{ file: Buffer; fileName: string }> {
  const { detail, settings, bill, customerPin } = await loadInvoiceEway(ctx, id);
  if (!bill?.ewb_number || !bill.ewb_date) {
    throw new ConflictError(`Invoice ${detail.invoice_number} has no e-way bill number recorded yet`);
  }
  const document = ewayDocumentOfInvoice(detail, settings, customerPin, bill);
  const partB = partBOf(bill);
  const party = (side: typeof document.from) =>
    `${side.gstin ?? 'URP'}\n${side.name}\n${side.address}\n${side.place} ${side.pinCode}, ${stateName(side.stateCode) ?? side.stateCode}`;
  const hsns = [...new Set(document.lines.map((line) => line.hsnCode))].join(', ');
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    info: { title: `E-way bill ${bill.ewb_number}`, creator: 'Bahi' },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    ...(bill.cancelled_at ? { watermark: { text: 'CANCELLED', opacity: 0.15, bold: true } } : {}),
    content: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: 'E-Way Bill', fontSize: 16, bold: true },
              { text: `E-Way Bill No: ${bill.ewb_number}`, fontSize: 12, bold: true, margin: [0, 6, 0, 0] },
              `Generated: ${formatIndianInstant(bill.ewb_date)} by ${document.userGstin ?? ''}`,
              `Valid from ${formatIndianInstant(bill.ewb_date)} until ${bill.valid_until ? formatIndianInstant(bill.valid_until) : 'the portal says'} (${partB.distanceKm} km)`,
            ],
          },
          { width: 110, qr: bill.ewb_number, fit: 100, alignment: 'right' },
        ],
      },
      { text: 'Part A', fontSize: 12, bold: true, margin: [0, 12, 0, 0] },
      rows([
        ['GSTIN of Supplier', party(document.from)],
        ['Place of Dispatch', `${document.from.place} ${document.from.pinCode}`],
        ['GSTIN of Recipient', party(document.to)],
        ['Place of Delivery', `${document.to.place} ${document.to.pinCode}`],
        ['Document', `${document.docType} ${document.docNo} dated ${formatDateDmy(document.docDate)}`],
        ['Transaction Type', TRANSACTION_TYPES[partB.transactionType] ?? String(partB.transactionType)],
        ['Value of Goods', formatRupees(rupeesToPaise(detail.grand_total))],
        ['HSN Code', hsns],
        ['Reason for Transportation', SUB_SUPPLY_TYPES[partB.subSupplyType] ?? String(partB.subSupplyType)],
        ['Transporter', [partB.transporterId, partB.transporterName].filter(Boolean).join(' ') || '-'],
      ]),
      { text: 'Part B', fontSize: 12, bold: true },
      rows([
        ['Mode', partB.transMode ? TRANSPORT_MODES[partB.transMode] : '-'],
        [
          'Vehicle / Trans Doc No & Dt',
          partB.vehicleNo ??
            ([partB.transDocNo, partB.transDocDate && formatDateDmy(partB.transDocDate)]
              .filter(Boolean)
              .join(' ') ||
              '-'),
        ],
        ['From', `${document.from.place}, ${stateName(document.from.stateCode) ?? ''}`],
        ['Entered Date', formatIndianInstant(bill.ewb_date)],
      ]),
      ...(bill.cancelled_at
        ? [{ text: `Cancelled on ${formatIndianInstant(bill.cancelled_at)}`, bold: true } as Content]
        : []),
    ],
  };
  return { file: await renderPdfBuffer(definition), fileName: `EWB_${bill.ewb_number}.pdf` };
}
