import { chargesGst, formatLineRate } from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import type { Alignment, Content, ContentStack, ContentText, Size, TableCell } from 'pdfmake/interfaces';
import { scriptText } from '../../pdf/pdf-scripts';
import { addRupees, formatAmount, formatPercent, formatQuantity, formatRupeeAmount } from './document-format';
import { GRID_LAYOUT } from './document-styles';

// The item table (Rule 46 (f) to (k)). Its header row repeats on every page and rows never split,
// so a 60-line invoice reads correctly wherever the page breaks fall.

type Item = InvoiceDetail['items'][number];
type Column = { header: string; width: Size; align: Alignment; cell: (item: Item) => string | ContentStack };

/**
 * The units charged for, and under them the units given free with the line ("10 PCS", "+ 1 Free"):
 * the rate and taxable value are those of the charged units only.
 */
function quantityCell(item: Item): string {
  const charged = `${formatQuantity(item.quantity)} ${item.unit}`;
  return item.free_quantity > 0 ? `${charged}\n+ ${formatQuantity(item.free_quantity)} Free` : charged;
}

type LeadingWidths = { sr: number; hsn: number; qty: number; rate: number; disc: number; taxable: number };

/** The columns every item table opens with, up to the taxable value, at its page size's widths. */
function leadingColumns(width: LeadingWidths): Column[] {
  return [
    { header: 'Sr.', width: width.sr, align: 'center', cell: (item) => String(item.line_no) },
    { header: 'Description of Goods', width: '*', align: 'left', cell: describeItem },
    { header: 'HSN/SAC', width: width.hsn, align: 'center', cell: (item) => item.product.hsn_code },
    { header: 'Qty', width: width.qty, align: 'right', cell: quantityCell },
    { header: 'Rate', width: width.rate, align: 'right', cell: formatLineRate },
    { header: 'Disc. %', width: width.disc, align: 'right', cell: (item) => formatPercent(item.discount) },
    {
      header: 'Taxable Value',
      width: width.taxable,
      align: 'right',
      cell: (item) => formatAmount(item.subtotal),
    },
  ];
}

const LEADING_COLUMNS = leadingColumns({ sr: 14, hsn: 36, qty: 36, rate: 40, disc: 22, taxable: 48 });

const INTRA_TAX_COLUMNS: Column[] = [
  { header: 'CGST Rate', width: 22, align: 'right', cell: (item) => formatPercent(item.gst_rate / 2) },
  { header: 'CGST Amount', width: 40, align: 'right', cell: (item) => formatAmount(item.cgst_amount) },
  { header: 'SGST Rate', width: 22, align: 'right', cell: (item) => formatPercent(item.gst_rate / 2) },
  { header: 'SGST Amount', width: 40, align: 'right', cell: (item) => formatAmount(item.sgst_amount) },
];

const INTER_TAX_COLUMNS: Column[] = [
  { header: 'IGST Rate', width: 28, align: 'right', cell: (item) => formatPercent(item.gst_rate) },
  { header: 'IGST Amount', width: 48, align: 'right', cell: (item) => formatAmount(item.igst_amount) },
];

const TOTAL_COLUMN: Column = {
  header: 'Total',
  width: 50,
  align: 'right',
  cell: (item) => formatAmount(lineTotal(item)),
};

/** A5's narrower table: one GST rate and amount per line (the HSN summary splits CGST and SGST). */
const COMPACT_COLUMNS: Column[] = [
  ...leadingColumns({ sr: 12, hsn: 32, qty: 30, rate: 34, disc: 18, taxable: 40 }),
  { header: 'GST Rate', width: 18, align: 'right', cell: (item) => formatPercent(item.gst_rate) },
  {
    header: 'GST Amount',
    width: 36,
    align: 'right',
    cell: (item) => formatAmount(addRupees(item.cgst_amount, item.sgst_amount, item.igst_amount)),
  },
  { ...TOTAL_COLUMN, width: 42 },
];

/** The GST columns of the table: none on a bill of supply (a shop not registered under GST). */
function taxColumnsOf(detail: InvoiceDetail): Column[] {
  if (!chargesGst(detail.seller)) return [];
  return detail.supply_type === 'intra' ? INTRA_TAX_COLUMNS : INTER_TAX_COLUMNS;
}

export function buildItemsTable(detail: InvoiceDetail, compact = false): Content {
  const columns = compact
    ? COMPACT_COLUMNS.filter((column) => chargesGst(detail.seller) || !column.header.startsWith('GST'))
    : [...LEADING_COLUMNS, ...taxColumnsOf(detail), TOTAL_COLUMN];
  const header: TableCell[] = columns.map((column) => ({ text: column.header, style: 'tableHeader' }));
  const rows: TableCell[][] = detail.items.map((item) =>
    columns.map((column): TableCell => {
      const content = column.cell(item);
      return typeof content === 'string'
        ? { text: content, alignment: column.align }
        : { ...content, alignment: column.align };
    }),
  );
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: columns.map((column) => column.width),
      body: [header, ...rows, totalRow(detail, columns.length, compact)],
    },
    layout: GRID_LAYOUT,
    style: 'tableCell',
  };
}

/** Taxable value plus the line's share of tax: what the line costs the buyer. */
function lineTotal(item: Item): number {
  return addRupees(item.subtotal, item.cgst_amount, item.sgst_amount, item.igst_amount);
}

function describeItem(item: Item): ContentStack {
  // The MRP goes under the name rather than in its own column: it explains the rate (the MRP is
  // tax-inclusive) without costing the description the width it needs.
  // A note's lines carry no MRP (0): the name alone.
  return {
    stack: [
      { text: scriptText(item.product.name) },
      ...(item.mrp > 0 ? [{ text: `MRP ${formatRupeeAmount(item.mrp)}`, style: 'note', fontSize: 6.5 }] : []),
    ],
  };
}

function totalRow(detail: InvoiceDetail, columnCount: number, compact: boolean): TableCell[] {
  const taxAmounts = !chargesGst(detail.seller)
    ? []
    : compact
      ? ['', formatAmount(detail.gst_amount)]
      : detail.supply_type === 'intra'
        ? ['', formatAmount(detail.tax.cgst), '', formatAmount(detail.tax.sgst)]
        : ['', formatAmount(detail.tax.igst)];
  const total = (text: string): ContentText => ({ text, style: ['totalRow', 'number'] });
  const cells: TableCell[] = [
    { ...total('Total'), colSpan: 6 },
    {},
    {},
    {},
    {},
    {},
    total(formatAmount(detail.total_amount)),
    ...taxAmounts.map(total),
    total(formatAmount(addRupees(detail.total_amount, detail.gst_amount))),
  ];
  if (cells.length !== columnCount) throw new Error('Item table total row does not match its columns');
  return cells;
}
