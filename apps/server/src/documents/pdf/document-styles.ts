import type { CustomTableLayout, StyleDictionary } from 'pdfmake/interfaces';

// Look of the invoice: compact 8 pt tables with hairline grey rules, as on the printed GST
// invoices traders and their accountants are used to.

export const PAGE_MARGIN_X = 20;
export const BORDER_COLOR = '#8a8a8a';
export const HEADER_FILL = '#ececec';
export const MUTED_COLOR = '#555555';
export const CANCELLED_COLOR = '#c62828';

export const INVOICE_STYLES: StyleDictionary = {
  title: { fontSize: 14, bold: true, characterSpacing: 0.5 },
  copyLabel: { fontSize: 7.5, color: MUTED_COLOR },
  cancelled: { fontSize: 10, bold: true, color: CANCELLED_COLOR },
  sellerName: { fontSize: 12, bold: true },
  partyName: { fontSize: 10, bold: true },
  caption: { fontSize: 7.5, bold: true, color: MUTED_COLOR },
  label: { color: MUTED_COLOR },
  tableHeader: { fontSize: 7.5, bold: true, alignment: 'center', fillColor: HEADER_FILL },
  tableCell: { fontSize: 8, lineHeight: 1 },
  number: { alignment: 'right' },
  totalRow: { bold: true, fillColor: '#f6f6f6' },
  note: { fontSize: 7.5, color: MUTED_COLOR },
  grandTotal: { fontSize: 11, bold: true },
};

/** Full grid of hairlines with tight padding, for the item and HSN tables and the party boxes. */
export const GRID_LAYOUT: CustomTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => BORDER_COLOR,
  vLineColor: () => BORDER_COLOR,
  paddingLeft: () => 2.5,
  paddingRight: () => 2.5,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

/** Label and value pairs inside a box: no rules, a little air between rows. */
export const PLAIN_LAYOUT: CustomTableLayout = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingLeft: () => 0,
  paddingRight: () => 6,
  paddingTop: () => 1,
  paddingBottom: () => 1,
};

/** Boxes around the party and meta blocks: roomier padding than the item grid. */
export const BOX_LAYOUT: CustomTableLayout = {
  ...GRID_LAYOUT,
  paddingLeft: () => 6,
  paddingRight: () => 6,
  paddingTop: () => 4,
  paddingBottom: () => 4,
};
