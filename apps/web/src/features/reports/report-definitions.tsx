import { formatIndianNumber, rupeesToPaise } from '@bahi/domain';
import type {
  HsnPartyRow,
  HsnSummaryRow,
  HsnTotals,
  ProductReportRow,
  StockReportRow,
} from '@bahi/domain/schemas';
import { formatPercent } from '../../lib/format';
import { InvoiceNumbers } from './invoice-numbers';
import type { ReportDefinition } from './report-screen';
import type { ReportColumn } from './report-table';
import { stockBatches } from './stock-batches';

// The columns of each report, in the order of GSTR-1 table 12 for the HSN summaries. Amounts
// are rupees in Indian grouping without the sign (the headers say ₹) on screen; the CSV and
// .xlsx downloads write the same figures as plain numbers (report-table.tsx, reportExportCells).

export function amountText(rupees: number): string {
  return formatIndianNumber(rupeesToPaise(rupees));
}

const hsnColumns: ReportColumn<HsnSummaryRow>[] = [
  { header: 'HSN Code', text: (row) => row.hsn_code },
  { header: 'Description', text: (row) => row.description },
  { header: 'UQC', text: (row) => row.uqc },
  { header: 'GST Rate', text: (row) => formatPercent(row.gst_rate), numeric: true },
  { header: 'Total Quantity', text: (row) => String(row.total_qty), numeric: true },
  { header: 'Taxable Value (₹)', text: (row) => amountText(row.total_value), numeric: true },
  { header: 'Integrated Tax (₹)', text: (row) => amountText(row.integrated_tax), numeric: true },
  { header: 'Central Tax (₹)', text: (row) => amountText(row.central_tax), numeric: true },
  { header: 'State/UT Tax (₹)', text: (row) => amountText(row.state_tax), numeric: true },
  { header: 'Cess (₹)', text: (row) => amountText(row.cess), numeric: true },
  { header: 'Total Tax (₹)', text: (row) => amountText(row.total_tax), numeric: true },
  { header: 'Total Amount (₹)', text: (row) => amountText(row.total_amount), numeric: true },
];

/** One figure when the rows share a unit; otherwise each unit's own sum ("200 PCS, 15 BAG"). */
function hsnQuantityTotal(totals: HsnTotals): string {
  if (totals.total_qty !== null) return String(totals.total_qty);
  return totals.quantity_by_unit.map(({ uqc, total_qty }) => `${total_qty} ${uqc}`).join(', ');
}

function hsnTotals(totals: HsnTotals): string[] {
  return [
    'Total',
    '',
    '',
    '',
    hsnQuantityTotal(totals),
    amountText(totals.total_value),
    amountText(totals.integrated_tax),
    amountText(totals.central_tax),
    amountText(totals.state_tax),
    amountText(totals.cess),
    amountText(totals.total_tax),
    amountText(totals.total_amount),
  ];
}

const hsnKey = (row: HsnSummaryRow) => `${row.hsn_code}@${row.gst_rate}/${row.uqc}`;

export const hsnSummary: ReportDefinition<'hsn-summary'> = {
  path: 'hsn-summary',
  label: 'HSN Summary',
  columns: hsnColumns,
  rowKey: hsnKey,
  totals: (report) => hsnTotals(report.totals),
};

const partyColumns: ReportColumn<HsnPartyRow>[] = [
  ...hsnColumns,
  {
    header: 'Invoice Numbers',
    text: (row) => row.invoice_numbers.join(', '),
    render: (row) => <InvoiceNumbers numbers={row.invoice_numbers} />,
    minWidth: 300,
  },
];

export const hsnSummaryB2b: ReportDefinition<'hsn-summarybtob'> = {
  path: 'hsn-summarybtob',
  label: 'HSN Summary (B2B)',
  columns: partyColumns,
  rowKey: hsnKey,
  totals: (report) => [...hsnTotals(report.totals), ''],
};

export const hsnSummaryB2c: ReportDefinition<'hsn-summarybtoc'> = {
  ...hsnSummaryB2b,
  path: 'hsn-summarybtoc',
  label: 'HSN Summary (B2C)',
};

const productColumns: ReportColumn<ProductReportRow>[] = [
  { header: 'Product ID', text: (row) => String(row.product_id), numeric: true },
  { header: 'Product Name', text: (row) => row.product_name },
  { header: 'HSN Code', text: (row) => row.hsn_code },
  { header: 'GST Rate', text: (row) => formatPercent(row.gst_rate), numeric: true },
  { header: 'Quantity', text: (row) => String(row.total_qty), numeric: true },
  { header: 'Taxable Value (₹)', text: (row) => amountText(row.total_value), numeric: true },
  { header: 'Tax (₹)', text: (row) => amountText(row.total_tax), numeric: true },
  { header: 'Total Amount (₹)', text: (row) => amountText(row.total_amount), numeric: true },
];

export const productReport: ReportDefinition<'product-report'> = {
  path: 'product-report',
  label: 'Product Report',
  columns: productColumns,
  rowKey: (row) => `${row.product_id}@${row.gst_rate}/${row.hsn_code}`,
  totals: ({ totals }) => [
    'Total',
    '',
    '',
    '',
    String(totals.total_qty),
    amountText(totals.total_value),
    amountText(totals.total_tax),
    amountText(totals.total_amount),
  ],
};

const VALUATION_SOURCE_LABELS: Record<StockReportRow['valuation_source'], string> = {
  purchase: 'Last purchase',
  opening: 'Opening cost',
  product: 'Product rate',
};

const stockColumns: ReportColumn<StockReportRow>[] = [
  { header: 'Product', text: (row) => row.product_name },
  { header: 'HSN Code', text: (row) => row.hsn_code },
  { header: 'Unit', text: (row) => row.unit },
  { header: 'Opening', text: (row) => String(row.opening), numeric: true },
  { header: 'Purchased', text: (row) => String(row.purchased), numeric: true },
  { header: 'Sold', text: (row) => String(row.sold), numeric: true },
  { header: 'Closing', text: (row) => String(row.closing), numeric: true },
  { header: 'Rate (₹)', text: (row) => amountText(row.valuation_rate), numeric: true },
  {
    header: 'Rate From',
    text: (row) => VALUATION_SOURCE_LABELS[row.valuation_source],
  },
  { header: 'Closing Value (₹)', text: (row) => amountText(row.closing_value), numeric: true },
];

export const stockReport: ReportDefinition<'stock-report'> = {
  path: 'stock-report',
  label: 'Stock Report',
  columns: stockColumns,
  rowKey: (row) => String(row.product_id),
  // Quantities of different units do not add up; the value does.
  totals: ({ totals }) => ['Total', '', '', '', '', '', '', '', '', amountText(totals.closing_value)],
  // A product that tracks batches lists them under its row.
  subRow: stockBatches,
};
