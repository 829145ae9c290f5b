import type { SupplyType } from '@bahi/domain';

/** 'Gujarat (24)': how a state is named on the invoice screens and the PDF. */
export function stateLabel(stateName: string, stateCode: string): string {
  return `${stateName} (${stateCode})`;
}

/** Which taxes the place of supply brings (docs/gst-rules.md, Place of supply). */
export function supplyTypeLabel(supplyType: SupplyType): string {
  return supplyType === 'inter' ? 'Inter-state: IGST' : 'Intra-state: CGST + SGST';
}
