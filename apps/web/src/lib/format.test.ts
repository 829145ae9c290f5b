import { describe, expect, it } from 'vitest';
import { displayName, formatAmount, formatDate, formatPercent, parseDmyDate, titleCase } from './format';

describe('formatAmount', () => {
  it('groups rupees the Indian way with two decimals and the rupee sign', () => {
    expect(formatAmount(1234567.8)).toBe('₹12,34,567.80');
    expect(formatAmount(630.02)).toBe('₹630.02');
    expect(formatAmount(0)).toBe('₹0.00');
  });
  it('does not show float noise from rupee arithmetic', () => {
    expect(formatAmount(0.1 + 0.2)).toBe('₹0.30');
  });
  it('shows a dash for a missing amount instead of ₹NaN', () => {
    expect(formatAmount(undefined)).toBe('—');
    expect(formatAmount(Number.NaN)).toBe('—');
  });
});

describe('formatPercent', () => {
  it('prints the rate as typed', () => {
    expect(formatPercent(18)).toBe('18%');
    expect(formatPercent(0.25)).toBe('0.25%');
  });
});

describe('formatDate', () => {
  it('prints calendar dates as dd/mm/yyyy', () => {
    expect(formatDate('2025-04-01')).toBe('01/04/2025');
  });
  it("prints a timestamp on the shop's day (India's), whatever the machine's time zone", () => {
    // 23:30 IST on 31 March, then 00:00 and 01:00 IST on 1 April.
    expect(formatDate('2025-03-31T18:00:00.000Z')).toBe('31/03/2025');
    expect(formatDate('2025-03-31T18:30:00.000Z')).toBe('01/04/2025');
    expect(formatDate('2025-04-01T01:00:00+05:30')).toBe('01/04/2025');
  });
  it('prints a dash for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('titleCase', () => {
  it('capitalises each word', () => {
    expect(titleCase('ram KUMAR traders')).toBe('Ram Kumar Traders');
  });
  it('capitalises after slashes, brackets and ampersands', () => {
    expect(titleCase('m/s sharma &sons (raipur)')).toBe('M/S Sharma &Sons (Raipur)');
  });
});

describe('parseDmyDate', () => {
  it('reads day-first dates with any common separator', () => {
    expect(parseDmyDate('1/4/2025')).toBe('2025-04-01');
    expect(parseDmyDate('01-04-2025')).toBe('2025-04-01');
    expect(parseDmyDate(' 31.03.2026 ')).toBe('2026-03-31');
  });
  it('accepts ISO dates', () => {
    expect(parseDmyDate('2025-04-01')).toBe('2025-04-01');
  });
  it('refuses dates that do not exist', () => {
    expect(parseDmyDate('29/02/2025')).toBeNull();
    expect(parseDmyDate('04/31/2025')).toBeNull();
    expect(parseDmyDate('tomorrow')).toBeNull();
  });
});

describe('displayName', () => {
  it("title-cases a name and says 'N/A' when there is none", () => {
    expect(displayName('  sharma general store ')).toBe('Sharma General Store');
    expect(displayName('')).toBe('N/A');
    expect(displayName(null)).toBe('N/A');
  });
});
