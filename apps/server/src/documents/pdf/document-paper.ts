import type { StyleDictionary } from 'pdfmake/interfaces';
import { INVOICE_STYLES, PAGE_MARGIN_X } from './document-styles';

// The sheets the A4 layout prints on: A4 as always, and A5, the same layout in smaller type with
// narrower side columns and a shorter item table (the 80 mm roll has a layout of its own).

export type PaperLayout = {
  pageSize: 'A4' | 'A5';
  pageMargins: [number, number, number, number];
  marginX: number;
  fontSize: number;
  styles: StyleDictionary;
  /** Width of the invoice number and date box beside the seller. */
  metaWidth: number;
  /** Width of the totals beside the amount in words. */
  totalsWidth: number;
  /** Width of the signatory block. */
  signatureWidth: number;
  /** The A5 item table: one GST column (rate and amount) instead of CGST and SGST ones. */
  compactItems: boolean;
};

export const A4_PAPER: PaperLayout = {
  pageSize: 'A4',
  pageMargins: [PAGE_MARGIN_X, 26, PAGE_MARGIN_X, 28],
  marginX: PAGE_MARGIN_X,
  fontSize: 8.5,
  styles: INVOICE_STYLES,
  metaWidth: 210,
  totalsWidth: 200,
  signatureWidth: 200,
  compactItems: false,
};

export const A5_PAPER: PaperLayout = {
  pageSize: 'A5',
  pageMargins: [14, 20, 14, 24],
  marginX: 14,
  fontSize: 7,
  styles: scaleStyles(INVOICE_STYLES, 0.82),
  metaWidth: 140,
  totalsWidth: 140,
  signatureWidth: 130,
  compactItems: true,
};

function scaleStyles(styles: StyleDictionary, factor: number): StyleDictionary {
  return Object.fromEntries(
    Object.entries(styles).map(([name, style]) => [
      name,
      typeof style.fontSize === 'number'
        ? { ...style, fontSize: Math.round(style.fontSize * factor * 10) / 10 }
        : style,
    ]),
  );
}
