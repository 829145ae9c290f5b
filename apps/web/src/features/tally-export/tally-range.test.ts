import { describe, expect, it } from 'vitest';
import { previousMonthRange } from './tally-range';

describe('previousMonthRange', () => {
  it('is the whole month before, across a year and in a leap February', () => {
    expect(previousMonthRange('2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(previousMonthRange('2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });
});
