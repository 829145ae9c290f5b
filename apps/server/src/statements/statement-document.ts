import { formatDateDmy } from '@bahi/domain';
import { type Seller, STATEMENT_ENTRY_LABELS, type Statement } from '@bahi/domain/schemas';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatRupeeAmount } from '../documents/pdf/document-format';
import { GRID_LAYOUT, INVOICE_STYLES, MUTED_COLOR, PAGE_MARGIN_X } from '../documents/pdf/document-styles';
import { documentWatermark } from '../documents/pdf/document-watermark';
import { sellerBlock } from '../documents/pdf/party-blocks';

// The pdfmake document of a statement of account: A4 portrait, in the invoice PDF's type and
// rules. The shop, the party and the period; then the balance brought forward, every entry with
// its running balance, and the closing balance.

function money(value: number): string {
  return value === 0 ? '' : formatRupeeAmount(value);
}

function header(text: string, alignment: 'left' | 'right' = 'left'): TableCell {
  return { text, style: 'tableHeader', alignment };
}

function entriesTable(statement: Statement): Content {
  const right = (text: string): TableCell => ({ text, alignment: 'right' });
  const body: TableCell[][] = [
    [
      header('Date'),
      header('Particulars'),
      header('No'),
      header('Due'),
      header('Debit', 'right'),
      header('Credit', 'right'),
      header('Balance', 'right'),
    ],
    [
      formatDateDmy(statement.from),
      'Opening balance',
      '',
      '',
      '',
      '',
      right(formatRupeeAmount(statement.opening_balance)),
    ],
    ...statement.entries.map((entry) => [
      formatDateDmy(entry.date),
      STATEMENT_ENTRY_LABELS[entry.kind],
      entry.number,
      entry.due_date ? formatDateDmy(entry.due_date) : '',
      right(money(entry.debit)),
      right(money(entry.credit)),
      right(formatRupeeAmount(entry.balance)),
    ]),
    [
      formatDateDmy(statement.to),
      { text: 'Closing balance', bold: true },
      '',
      '',
      right(formatRupeeAmount(statement.total_debit)),
      right(formatRupeeAmount(statement.total_credit)),
      { text: formatRupeeAmount(statement.closing_balance), alignment: 'right', bold: true },
    ],
  ];
  return {
    table: { headerRows: 1, widths: [52, '*', 80, 52, 64, 64, 70], body },
    layout: GRID_LAYOUT,
  };
}

export function buildStatementDocument(statement: Statement, seller: Seller): TDocumentDefinitions {
  const title = `Statement of account: ${statement.party_name}`;
  const period = `${formatDateDmy(statement.from)} to ${formatDateDmy(statement.to)}`;
  const owed =
    statement.party === 'customers'
      ? 'Balance: what the customer owes (a minus is owed to the customer)'
      : 'Balance: what the shop owes the supplier (a minus is owed by the supplier)';
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [PAGE_MARGIN_X, 26, PAGE_MARGIN_X, 28],
    info: { title, author: seller.name, subject: `${title}, ${period}`, creator: 'Bahi' },
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.15 },
    styles: INVOICE_STYLES,
    ...documentWatermark({ cancelled: false, demo: seller.demo }),
    footer: (currentPage, pageCount) => ({
      columns: [
        { text: title, width: '*' },
        { text: `Page ${currentPage} of ${pageCount}`, width: 'auto', alignment: 'right' },
      ],
      fontSize: 7.5,
      color: MUTED_COLOR,
      margin: [PAGE_MARGIN_X, 10, PAGE_MARGIN_X, 0],
    }),
    content: [
      { text: 'Statement of Account', style: 'title', alignment: 'center', margin: [0, 0, 0, 6] },
      {
        table: {
          widths: ['*', 220],
          body: [
            [
              sellerBlock(seller),
              {
                stack: [
                  { text: statement.party_name, bold: true },
                  ...(statement.party_phone ? [{ text: statement.party_phone }] : []),
                  ...(statement.party_email ? [{ text: statement.party_email }] : []),
                  { text: period, margin: [0, 4, 0, 0] },
                ],
              },
            ],
          ],
        },
        layout: GRID_LAYOUT,
        margin: [0, 0, 0, 8],
      },
      entriesTable(statement),
      { text: owed, fontSize: 7.5, color: MUTED_COLOR, margin: [0, 6, 0, 0] },
    ],
  };
}
