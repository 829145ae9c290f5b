import {
  ANY_GSTIN_PATTERN,
  formatDateDmy,
  isKnownStateCode,
  normalizeStateCode,
  salesDocumentTitle,
} from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { scriptText } from '../../pdf/pdf-scripts';
import { formatState } from './document-format';
import { A4_PAPER, type PaperLayout } from './document-paper';
import { BOX_LAYOUT } from './document-styles';
import { contactLines, keyValueTable, optionalLine, registrationLine, sellerBlock } from './party-blocks';

// The top of the invoice: title, then a boxed grid with the seller and the invoice number and
// date, and below them the buyer and the place of supply (Rule 46 (a) to (e)).

/**
 * How a sales document prints: an invoice by default; a credit or debit note names its own title
 * and number and adds the original invoice's number and date (Rule 53).
 */
export type SalesDocumentPrint = {
  title: string;
  /** 'Invoice', 'Credit Note': the footer's and the continuation header's word for the document. */
  documentLabel: string;
  number: string;
  metaRows: [string, string][];
  declaration: string;
};

export function invoicePrint(detail: InvoiceDetail): SalesDocumentPrint {
  return {
    title: salesDocumentTitle(detail.seller),
    documentLabel: 'Invoice',
    number: detail.invoice_number,
    metaRows: [
      ['Invoice No.', detail.invoice_number],
      ['Invoice Date', formatDateDmy(detail.date)],
    ],
    declaration:
      'We declare that this invoice shows the actual price of the goods described and that all ' +
      'particulars are true and correct.',
  };
}

/** Which copy a sheet is, the paper it is laid out for, and the shop's logo when it has one. */
export type SheetOptions = { copyTitle: string; paper: PaperLayout; logo?: string };

export const ORIGINAL_A4_SHEET: SheetOptions = { copyTitle: 'Original for Recipient', paper: A4_PAPER };

export function buildInvoiceHeading(
  detail: InvoiceDetail,
  print = invoicePrint(detail),
  sheet: SheetOptions = ORIGINAL_A4_SHEET,
): Content[] {
  return [
    {
      columns: [
        { width: '*', text: '' },
        { width: 'auto', text: print.title, style: 'title' },
        {
          width: '*',
          alignment: 'right',
          stack: [
            { text: sheet.copyTitle, style: 'copyLabel' },
            // Cancelled invoices keep their number and stay printable; the mark must be unmissable.
            ...(detail.status === 'Cancelled' ? [{ text: 'CANCELLED', style: 'cancelled' }] : []),
          ],
          margin: [0, 5, 0, 0],
        },
      ],
      margin: [0, 0, 0, 4],
    },
    {
      table: {
        widths: ['*', sheet.paper.metaWidth],
        body: [
          [sellerBlock(detail.seller, sheet.logo), metaBlock(print)],
          [buyerBlock(detail), supplyBlock(detail)],
        ],
      },
      layout: BOX_LAYOUT,
      margin: [0, 0, 0, 6],
    },
  ];
}

function buyerBlock(detail: InvoiceDetail): TableCell {
  const { customer } = detail;
  return {
    stack: [
      { text: 'Details of Buyer (Billed to)', style: 'caption', margin: [0, 0, 0, 2] },
      { text: scriptText(customer.name), style: 'partyName' },
      ...optionalLine(customer.address),
      registrationLine(customer.gstin, formatState(buyerStateCode(detail))),
      ...contactLines(customer.phone, customer.email),
    ],
  };
}

function metaBlock(print: SalesDocumentPrint): TableCell {
  return keyValueTable(
    print.metaRows.map(([label, value]) => [label, { text: value, bold: true, fontSize: 10 }]),
  );
}

function supplyBlock(detail: InvoiceDetail): TableCell {
  const { place_of_supply: place } = detail;
  const supply = detail.supply_type === 'intra' ? 'Intra-state (CGST + SGST)' : 'Inter-state (IGST)';
  return {
    stack: [
      keyValueTable([
        ['Place of Supply', { text: formatState(place.state_code, place.state_name), bold: true }],
        ['Supply', { text: supply }],
      ]),
      { text: 'Whether tax is payable on reverse charge: No', margin: [0, 4, 0, 0] },
    ],
  };
}

/**
 * The buyer's state as the place-of-supply rule reads it: the GSTIN's state digits, else the
 * state on the customer record, else the place of supply itself (a walk-in sale).
 */
function buyerStateCode(detail: InvoiceDetail): string {
  const gstin = detail.customer.gstin?.trim().toUpperCase() ?? '';
  if (ANY_GSTIN_PATTERN.test(gstin) && isKnownStateCode(gstin.slice(0, 2))) return gstin.slice(0, 2);
  const recorded = detail.customer.state_code;
  if (recorded && isKnownStateCode(normalizeStateCode(recorded))) return normalizeStateCode(recorded);
  return detail.place_of_supply.state_code;
}
