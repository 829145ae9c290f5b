import { describe, expect, it } from 'vitest';
import { isValidHsn } from './hsn';
import { placeOfSupply } from './place-of-supply';

describe('placeOfSupply', () => {
  it('takes the buyer state from the GSTIN first', () => {
    expect(
      placeOfSupply({ buyerGstin: '24AANFA2641L1ZF', buyerStateCode: '22', sellerStateCode: '22' }),
    ).toEqual({
      stateCode: '24',
      stateName: 'Gujarat',
      supplyType: 'inter',
    });
    expect(placeOfSupply({ buyerGstin: ' 22aaaaa0000a1zc ', sellerStateCode: '22' })).toMatchObject({
      stateCode: '22',
      supplyType: 'intra',
    });
  });

  it('uses a GSTIN with a bad check character for its state, but not a malformed one', () => {
    expect(placeOfSupply({ buyerGstin: '24AANFA2641L1ZK', sellerStateCode: '22' }).stateCode).toBe('24');
    expect(
      placeOfSupply({ buyerGstin: '24AANFA', buyerStateCode: '29', sellerStateCode: '22' }).stateCode,
    ).toBe('29');
    expect(placeOfSupply({ buyerGstin: '99AANFA2641L1ZF', sellerStateCode: '22' }).stateCode).toBe('22');
  });

  it('falls back to the buyer state code, then to the seller state', () => {
    expect(placeOfSupply({ buyerGstin: null, buyerStateCode: '27', sellerStateCode: '22' })).toEqual({
      stateCode: '27',
      stateName: 'Maharashtra',
      supplyType: 'inter',
    });
    expect(placeOfSupply({ buyerGstin: '', buyerStateCode: '', sellerStateCode: '22' })).toEqual({
      stateCode: '22',
      stateName: 'Chhattisgarh',
      supplyType: 'intra',
    });
    expect(placeOfSupply({ buyerStateCode: '99', sellerStateCode: '22' }).supplyType).toBe('intra');
    expect(placeOfSupply({ buyerStateCode: '7', sellerStateCode: '22' }).stateCode).toBe('07');
  });

  it('refuses an unknown seller state', () => {
    expect(() => placeOfSupply({ sellerStateCode: '99' })).toThrow(RangeError);
  });
});

describe('isValidHsn', () => {
  it('accepts 4, 6 or 8 digits only', () => {
    for (const code of ['1006', '100630', '10063010', '998314']) expect(isValidHsn(code)).toBe(true);
    for (const code of ['', '100', '10063', '1006301', '100630101', '10a6', ' 1006', '1006.30']) {
      expect(isValidHsn(code)).toBe(false);
    }
  });
});
