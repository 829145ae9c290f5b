import type { Paise } from '../money';
import { rupees } from './gstr1';

// GSTR-3B Table 5, values of exempt, nil-rated and non-GST inward supplies, in the portal's JSON:
// row GST (from composition dealers, exempt and nil-rated) and row NONGST (goods outside GST),
// each split inter-state and intra-state.

export type ExemptInwardPaise = { inter: Paise; intra: Paise };

export function gstr3bTable5Json(
  exempt: ExemptInwardPaise,
  nonGst: ExemptInwardPaise = { inter: 0, intra: 0 },
) {
  return {
    isup_details: [
      { ty: 'GST', inter: rupees(exempt.inter), intra: rupees(exempt.intra) },
      { ty: 'NONGST', inter: rupees(nonGst.inter), intra: rupees(nonGst.intra) },
    ],
  };
}
