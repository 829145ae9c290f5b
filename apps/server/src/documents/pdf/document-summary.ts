import type { InvoiceDetail, Seller } from '@bahi/domain/schemas';
import type { Column, Content, TableCell } from 'pdfmake/interfaces';
import { scriptText } from '../../pdf/pdf-scripts';
import { formatRupeeAmount } from './document-format';
import { A4_PAPER, type PaperLayout } from './document-paper';
import { BOX_LAYOUT, PLAIN_LAYOUT } from './document-styles';
import { invoiceUpiQr } from './upi-qr';

// Below the items: amount in words and bank details on the left, the totals with round-off and
// the grand total on the right; then the declaration and the signatory block, kept together.

export function buildTotalsSection(detail: InvoiceDetail, paper: PaperLayout = A4_PAPER): Content {
  return {
    table: {
      widths: ['*', paper.totalsWidth],
      body: [[wordsAndBank(detail), totalsBlock(detail)]],
    },
    layout: BOX_LAYOUT,
    unbreakable: true,
    margin: [0, 8, 0, 8],
  };
}

/** The signatory block's paper and, once uploaded, the signature printed above "Authorised Signatory". */
export type ClosingOptions = { paper: PaperLayout; signature?: string };

export function buildClosingSection(
  detail: InvoiceDetail,
  declaration: string,
  options: ClosingOptions = { paper: A4_PAPER },
): Content {
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: 'Declaration', style: 'caption' },
          { text: declaration, style: 'note' },
        ],
      },
      ...upiColumn(detail),
      {
        width: options.paper.signatureWidth,
        stack: [
          { text: scriptText(`For ${detail.seller.name}`), bold: true, alignment: 'right' },
          ...(options.signature
            ? ([
                { image: options.signature, fit: [120, 40], alignment: 'right', margin: [0, 4, 0, 0] },
                { text: 'Authorised Signatory', alignment: 'right', margin: [0, 2, 0, 0] },
              ] satisfies Content[])
            : ([
                { text: 'Authorised Signatory', alignment: 'right', margin: [0, 28, 0, 0] },
              ] satisfies Content[])),
        ],
      },
    ],
    columnGap: 16,
    unbreakable: true,
  };
}

function wordsAndBank(detail: InvoiceDetail): TableCell {
  return {
    stack: [
      { text: 'Amount Chargeable (in words)', style: 'caption', margin: [0, 0, 0, 2] },
      { text: detail.amount_in_words, bold: true },
      ...bankDetails(detail.seller),
    ],
  };
}

/** The seller's bank account for payment, whichever parts the settings hold. */
function bankDetails(seller: Seller): Content[] {
  const pairs: [string, string | null][] = [
    ['Bank', seller.bank_name],
    ['A/c No.', seller.bank_account_number],
    ['Branch', seller.bank_branch],
    ['IFSC', seller.bank_ifsc],
  ];
  const present = pairs.filter((pair): pair is [string, string] => Boolean(pair[1]));
  if (present.length === 0) return [];
  // Two label and value pairs per row keep the block as short as the totals beside it.
  const rows: TableCell[][] = [];
  for (let index = 0; index < present.length; index += 2) {
    const row = present
      .slice(index, index + 2)
      .flatMap(([label, value]): TableCell[] => [{ text: label, style: 'label' }, { text: value }]);
    while (row.length < 4) row.push({ text: '' });
    rows.push(row);
  }
  return [
    { text: 'Bank Details', style: 'caption', margin: [0, 8, 0, 2] },
    { table: { widths: ['auto', '*', 'auto', '*'], body: rows }, layout: PLAIN_LAYOUT },
  ];
}

/** Central and state tax within the state, integrated tax across states: label and rupees. */
export function taxHeadRows(detail: InvoiceDetail): [string, number][] {
  return detail.supply_type === 'intra'
    ? [
        ['CGST', detail.tax.cgst],
        ['SGST', detail.tax.sgst],
      ]
    : [['IGST', detail.tax.igst]];
}

function totalsBlock(detail: InvoiceDetail): TableCell {
  const rows: [string, number][] = [
    ['Taxable Value', detail.total_amount],
    ...taxHeadRows(detail),
    ['Total Tax', detail.gst_amount],
    ['Round Off', detail.round_off],
  ];
  const body: TableCell[][] = rows.map(([label, amount]) => [
    { text: label, style: 'label' },
    { text: formatRupeeAmount(amount), alignment: 'right' },
  ]);
  body.push([
    { text: 'Grand Total', style: 'grandTotal', margin: [0, 4, 0, 0] },
    {
      text: formatRupeeAmount(detail.grand_total),
      style: 'grandTotal',
      alignment: 'right',
      margin: [0, 4, 0, 0],
    },
  ]);
  return { table: { widths: ['*', 'auto'], body }, layout: PLAIN_LAYOUT };
}

/** The UPI QR code for the amount payable, between the declaration and the signature. */
function upiColumn(detail: InvoiceDetail): Column[] {
  const qr = invoiceUpiQr(detail);
  return qr.length > 0 ? [{ width: 110, stack: qr }] : [];
}
