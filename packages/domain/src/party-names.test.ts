import { describe, expect, it } from 'vitest';
import { findSameName, nameKey, nameSearchWord } from './party-names';

const parties = [
  { id: 1, name: 'Walk-in Customer' },
  { id: 2, name: 'Sharma  Traders' },
];

describe('same party name', () => {
  it('ignores letter case, surrounding spaces and doubled spaces', () => {
    expect(nameKey('  Walk-In   customer ')).toBe('walk-in customer');
    expect(findSameName(parties, 'walk-in CUSTOMER', undefined)?.id).toBe(1);
    expect(findSameName(parties, ' Sharma Traders ', undefined)?.id).toBe(2);
  });

  it('does not match a different name, a part of a name or an empty name', () => {
    expect(findSameName(parties, 'Walk-in Customers', undefined)).toBeUndefined();
    expect(findSameName(parties, 'Walk-in', undefined)).toBeUndefined();
    expect(findSameName(parties, '   ', undefined)).toBeUndefined();
  });

  it('leaves out the party being edited', () => {
    expect(findSameName(parties, 'Walk-in Customer', 1)).toBeUndefined();
    expect(findSameName([...parties, { id: 3, name: 'walk-in customer' }], 'Walk-in Customer', 1)?.id).toBe(
      3,
    );
  });

  it('searches with the longest word, which matches whatever the spacing', () => {
    expect(nameSearchWord('  Sharma   Traders ')).toBe('traders');
    expect(nameSearchWord('')).toBe('');
  });
});
