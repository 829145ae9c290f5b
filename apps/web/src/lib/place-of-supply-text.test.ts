import { describe, expect, it } from 'vitest';
import { stateLabel, supplyTypeLabel } from './place-of-supply-text';

describe('place of supply wording', () => {
  it('names the state with its code and the taxes it brings', () => {
    expect(stateLabel('Gujarat', '24')).toBe('Gujarat (24)');
    expect(supplyTypeLabel('inter')).toBe('Inter-state: IGST');
    expect(supplyTypeLabel('intra')).toBe('Intra-state: CGST + SGST');
  });
});
