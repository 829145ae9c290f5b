import type { InvoiceDetail } from '@bahi/domain/schemas';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { addRupees, formatAmount, formatPercent, formatQuantity } from './document-format';
import { GRID_LAYOUT } from './document-styles';

// The HSN-wise tax summary, one row per (HSN code, GST rate) as the stored summary has them:
// the same breakdown the buyer's accountant files in GSTR-1 table 12.

type HsnRow = InvoiceDetail['hsn_summary'][string];

export function buildHsnTable(detail: InvoiceDetail): Content {
  const intra = detail.supply_type === 'intra';
  const rows = Object.values(detail.hsn_summary).sort(
    (a, b) => a.hsn_code.localeCompare(b.hsn_code) || a.gst_rate - b.gst_rate,
  );
  const taxHeaders = intra
    ? ['CGST Rate', 'CGST Amount', 'SGST Rate', 'SGST Amount']
    : ['IGST Rate', 'IGST Amount'];
  const headers = ['HSN/SAC', 'Quantity', 'Taxable Value', ...taxHeaders, 'Total Tax', 'Total Value'];
  const number = (text: string): TableCell => ({ text, style: 'number' });

  const body: TableCell[][] = rows.map((row) => [
    { text: row.hsn_code },
    number(`${formatQuantity(row.qty)} ${row.unit}`),
    number(formatAmount(row.taxable_value)),
    ...(intra
      ? [
          number(formatPercent(row.gst_rate / 2)),
          number(formatAmount(row.cgst_amt)),
          number(formatPercent(row.gst_rate / 2)),
          number(formatAmount(row.sgst_amt)),
        ]
      : [number(formatPercent(row.gst_rate)), number(formatAmount(row.igst_amt))]),
    number(formatAmount(rowTax(row))),
    number(formatAmount(row.total_value)),
  ]);

  const total = (text: string): TableCell => ({ text, style: ['totalRow', 'number'] });
  const totalRow: TableCell[] = [
    total('Total'),
    total(''),
    total(formatAmount(detail.total_amount)),
    ...(intra
      ? [total(''), total(formatAmount(detail.tax.cgst)), total(''), total(formatAmount(detail.tax.sgst))]
      : [total(''), total(formatAmount(detail.tax.igst))]),
    total(formatAmount(detail.gst_amount)),
    total(formatAmount(addRupees(detail.total_amount, detail.gst_amount))),
  ];

  return {
    stack: [
      { text: 'HSN/SAC Summary', style: 'caption', margin: [0, 0, 0, 2] },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: headers.map((header) => (header.endsWith('Rate') ? 'auto' : '*')),
          body: [headers.map((text) => ({ text, style: 'tableHeader' })), ...body, totalRow],
        },
        layout: GRID_LAYOUT,
        style: 'tableCell',
      },
    ],
    margin: [0, 0, 0, 8],
  };
}

function rowTax(row: HsnRow): number {
  return addRupees(row.cgst_amt, row.sgst_amt, row.igst_amt);
}
