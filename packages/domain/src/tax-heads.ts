import { type Paise, sumPaise } from './money';

// A document's GST by head, summed over its rate groups (invoices and notes alike). Not part of
// the package's public surface: gst.ts and notes.ts answer the sums in their own totals.

export type TaxHeads = { cgst: Paise; sgst: Paise; igst: Paise };

export function sumTaxHeads(groups: readonly TaxHeads[]): TaxHeads {
  return {
    cgst: sumPaise(groups.map((group) => group.cgst)),
    sgst: sumPaise(groups.map((group) => group.sgst)),
    igst: sumPaise(groups.map((group) => group.igst)),
  };
}
