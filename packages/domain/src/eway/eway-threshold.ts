import type { Paise } from '../money';
import type { EwayLine } from './eway-document';

// Rule 138: an e-way bill is needed before goods move when the consignment value exceeds the
// limit. The value is what the document bills for the goods including GST and cess, leaving out
// exempt goods billed on the same document (lines at 0 %). The Central limit is Rs 50,000; a state
// sets its own for movements within it, so the shop keeps both figures in its settings.

export const CENTRAL_EWAY_THRESHOLD: Paise = 5_000_000;

export function consignmentValue(
  lines: readonly Pick<EwayLine, 'taxable' | 'gstRateBp' | 'cgst' | 'sgst' | 'igst'>[],
): Paise {
  return lines
    .filter((line) => line.gstRateBp > 0)
    .reduce((sum, line) => sum + line.taxable + line.cgst + line.sgst + line.igst, 0);
}

export type EwayThresholds = { interState: Paise; intraState: Paise };

/** Needed when the value is above (not at) the limit that applies to the movement. */
export function ewayBillNeeded(
  value: Paise,
  supplyType: 'intra' | 'inter',
  thresholds: EwayThresholds,
): boolean {
  return value > (supplyType === 'intra' ? thresholds.intraState : thresholds.interState);
}
