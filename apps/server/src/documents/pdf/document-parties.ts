import { formatDateDmy, GSTIN_PATTERN, isKnownStateCode, normalizeStateCode } from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { formatState } from './document-format';
import { BOX_LAYOUT } from './document-styles';
import { contactLines, keyValueTable, optionalLine, registrationLine, sellerBlock } from './party-blocks';

// The top of the invoice: title, then a boxed grid with the seller and the invoice number and
// date, and below them the buyer and the place of supply (Rule 46 (a) to (e)).

export function buildInvoiceHeading(detail: InvoiceDetail): Content[] {
  return [
    {
      columns: [
        { width: '*', text: '' },
        { width: 'auto', text: 'Tax Invoice', style: 'title' },
        {
          width: '*',
          alignment: 'right',
          stack: [
            { text: 'Original for Recipient', style: 'copyLabel' },
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
        widths: ['*', 210],
        body: [
          [sellerBlock(detail.seller), invoiceMetaBlock(detail)],
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
      { text: customer.name, style: 'partyName' },
      ...optionalLine(customer.address),
      registrationLine(customer.gstin, formatState(buyerStateCode(detail))),
      ...contactLines(customer.phone, customer.email),
    ],
  };
}

function invoiceMetaBlock(detail: InvoiceDetail): TableCell {
  return keyValueTable([
    ['Invoice No.', { text: detail.invoice_number, bold: true, fontSize: 10 }],
    ['Invoice Date', { text: formatDateDmy(detail.date), bold: true, fontSize: 10 }],
  ]);
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
  if (GSTIN_PATTERN.test(gstin) && isKnownStateCode(gstin.slice(0, 2))) return gstin.slice(0, 2);
  const recorded = detail.customer.state_code;
  if (recorded && isKnownStateCode(normalizeStateCode(recorded))) return normalizeStateCode(recorded);
  return detail.place_of_supply.state_code;
}
