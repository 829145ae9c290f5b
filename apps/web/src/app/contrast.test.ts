import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenToContrast } from './contrast';

describe('contrastRatio', () => {
  it('agrees with the WCAG figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Mantine's gray 6 on white, the old helper text: 3.32:1.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#fff', '#4c6ef5')).toBeCloseTo(4.32, 2);
  });
});

describe('darkenToContrast', () => {
  it('keeps a colour that already passes, and darkens one that does not until it passes', () => {
    expect(darkenToContrast('#212529', '#ffffff')).toBe('#212529');
    // Green 9 on green 1, a Paid badge: 3.8:1 before.
    const paid = darkenToContrast('#2b8a3e', '#d3f9d8');
    expect(contrastRatio('#2b8a3e', '#d3f9d8')).toBeLessThan(4.5);
    expect(contrastRatio(paid, '#d3f9d8')).toBeGreaterThanOrEqual(4.5);
    expect(paid).not.toBe('#2b8a3e');
  });
});
