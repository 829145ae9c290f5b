import { describe, expect, it } from 'vitest';
import { ewayBillNeeded } from './eway-threshold';
import { ewayValidUntilDate } from './eway-validity';
import { pinCodeFitsState } from './pin-codes';
import { parsePortalInstant } from './portal-instants';

describe('e-way bill rules', () => {
  it('needs a bill above the limit, not at it', () => {
    const limits = { interState: 5_000_000, intraState: 10_000_000 };
    expect(ewayBillNeeded(4_999_900, 'inter', limits)).toBe(false);
    expect(ewayBillNeeded(5_000_100, 'inter', limits)).toBe(true);
    expect(ewayBillNeeded(5_000_100, 'intra', limits)).toBe(false);
  });
  it('gives a day per 200 km or part, to midnight of the last day', () => {
    expect(ewayValidUntilDate('2026-11-26', 150, 'R')).toBe('2026-11-27');
    expect(ewayValidUntilDate('2026-11-26', 520, 'R')).toBe('2026-11-29');
    expect(ewayValidUntilDate('2026-11-26', 25, 'O')).toBe('2026-11-28');
  });
  it('places PINs in their states', () => {
    expect(pinCodeFitsState('492001', '22')).toBe(true);
    expect(pinCodeFitsState('751001', '22')).toBe(false);
    expect(pinCodeFitsState('500001', '36')).toBe(true);
  });
  it("reads the portals' times as India's", () => {
    expect(parsePortalInstant('26/11/2026 10:15:00 AM')).toBe('2026-11-26T04:45:00.000Z');
    expect(parsePortalInstant('26/11/2026 12:05:00 AM')).toBe('2026-11-25T18:35:00.000Z');
    expect(parsePortalInstant('2026-11-26 22:00:00')).toBe('2026-11-26T16:30:00.000Z');
    expect(parsePortalInstant('31/02/2026 10:00')).toBeNull();
  });
});
