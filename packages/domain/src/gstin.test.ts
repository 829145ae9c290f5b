import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinKindOf, validateGstin } from './gstin';
import { isKnownStateCode, STATES, stateName } from './states';

describe('validateGstin', () => {
  it.each(['24AANFA2641L1ZF', '29AABCR1718E1ZL', '33AAAAR6720M1ZG', '22AAAAA0000A1ZC'])(
    'accepts %s',
    (gstin) => {
      expect(validateGstin(gstin)).toEqual({ ok: true, gstin, stateCode: gstin.slice(0, 2) });
    },
  );

  it('trims and upper-cases first', () => {
    expect(validateGstin('  24aanfa2641l1zf ')).toEqual({
      ok: true,
      gstin: '24AANFA2641L1ZF',
      stateCode: '24',
    });
  });

  it('names the wrong check character', () => {
    expect(validateGstin('24AANFA2641L1ZK')).toEqual({
      ok: false,
      reason: 'GSTIN check digit is wrong (expected F)',
    });
  });

  it('explains length, format and state problems', () => {
    expect(validateGstin('')).toEqual({ ok: false, reason: 'GSTIN must be 15 characters' });
    expect(validateGstin('24AANFA2641L1Z')).toEqual({ ok: false, reason: 'GSTIN must be 15 characters' });
    expect(validateGstin('24AANFA2641L0ZF')).toEqual({ ok: false, reason: 'GSTIN format is invalid' });
    expect(validateGstin('2AAANFA2641L1ZF')).toEqual({ ok: false, reason: 'GSTIN format is invalid' });
    expect(validateGstin('99AANFA2641L1ZF')).toEqual({
      ok: false,
      reason: 'GSTIN state code 99 is not a known state',
    });
  });

  it('computes check characters and refuses bad input', () => {
    expect(gstinCheckCharacter('24AANFA2641L1Z')).toBe('F');
    expect(gstinCheckCharacter('22aaaaa0000a1z')).toBe('C');
    expect(() => gstinCheckCharacter('24AANFA2641L1')).toThrow(RangeError);
  });
});

describe('states', () => {
  it('holds the full table 01..38 plus 97', () => {
    expect(STATES).toHaveLength(39);
    expect(STATES.map((state) => state.code)).toEqual([
      ...Array.from({ length: 38 }, (_, index) => String(index + 1).padStart(2, '0')),
      '97',
    ]);
    expect(stateName('22')).toBe('Chhattisgarh');
    expect(stateName('26')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(stateName('38')).toBe('Ladakh');
    expect(stateName('97')).toBe('Other Territory');
    expect(stateName('7')).toBe('Delhi');
    expect(stateName('39')).toBeUndefined();
    expect(isKnownStateCode('01')).toBe(true);
    expect(isKnownStateCode('00')).toBe(false);
    expect(isKnownStateCode('99')).toBe(false);
  });
});

describe('GSTIN kinds', () => {
  const ALL = ['regular', 'uin', 'tds', 'tcs'] as const;
  it.each([
    ['24AANFA2641L1ZF', 'regular'],
    ['0717USA00001UNB', 'uin'],
    ['22RPRD01234A1DI', 'tds'],
    ['22AABCA1234F1CU', 'tcs'],
  ] as const)('tells %s is %s from its shape, and checks its check character', (gstin, kind) => {
    expect(gstinKindOf(gstin)).toBe(kind);
    expect(validateGstin(gstin.toLowerCase(), ALL)).toEqual({
      ok: true,
      gstin,
      stateCode: gstin.slice(0, 2),
    });
    expect(validateGstin(`${gstin.slice(0, 14)}${gstin.endsWith('A') ? 'B' : 'A'}`, ALL)).toMatchObject({
      ok: false,
      reason: `GSTIN check digit is wrong (expected ${gstin.charAt(14)})`,
    });
  });

  it('accepts only the kinds asked for: a regular GSTIN unless told', () => {
    expect(validateGstin('0717USA00001UNB')).toEqual({
      ok: false,
      reason: 'GSTIN 0717USA00001UNB is a UIN (embassy or UN body): a regular GSTIN is needed here',
    });
    expect(validateGstin('22AABCA1234F1CU', ['regular', 'uin'])).toEqual({
      ok: false,
      reason:
        'GSTIN 22AABCA1234F1CU is a TCS registration (e-commerce operator): a regular GSTIN is needed here',
    });
  });
});
