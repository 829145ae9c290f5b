import { describe, expect, it } from 'vitest';
import { HsnMaster, hsnCodeProblem, requiredHsnDigits } from './hsn-master';
import { findReturnProblems } from './returns/gstr1-check';

const master = new HsnMaster([
  { code: '1006', description: 'RICE' },
  { code: '100630', description: 'Semi-milled or wholly milled rice' },
  { code: '10063020', description: 'Basmati rice' },
  { code: '10063090', description: 'Other rice' },
  { code: '09023010', description: 'Black tea in packets' },
  { code: '998599', description: 'Other support services' },
  { code: '5208', description: 'Woven fabrics of cotton' },
]);

describe('HsnMaster', () => {
  it('knows 8-digit codes of the list only', () => {
    expect(master.isKnown('10063020')).toBe(true);
    expect(master.isKnown('55885588')).toBe(false);
    expect(master.isKnown('10063099')).toBe(false);
  });

  it('takes 4 and 6 digits that begin a listed code, listed themselves or not', () => {
    expect(master.isKnown('1006')).toBe(true);
    expect(master.isKnown('0902')).toBe(true);
    expect(master.isKnown('090230')).toBe(true);
    expect(master.isKnown('5588')).toBe(false);
    expect(master.isKnown('100640')).toBe(false);
    expect(master.isKnown('10063')).toBe(false);
  });

  it('describes a code by itself or its nearest listed heading', () => {
    expect(master.describe('10063020')).toBe('Basmati rice');
    expect(master.describe('100630')).toBe('Semi-milled or wholly milled rice');
    expect(master.describe('52081110')).toBe('Woven fabrics of cotton');
    expect(master.describe('0902')).toBeNull();
  });

  it('finds codes by their first digits or by words of the description, in code order', () => {
    expect(master.search('1006', 10).map((code) => code.code)).toEqual([
      '1006',
      '100630',
      '10063020',
      '10063090',
    ]);
    expect(master.search('1006', 2)).toHaveLength(2);
    expect(master.search('rice milled', 10).map((code) => code.code)).toEqual(['100630']);
    expect(master.search('  ', 10)).toEqual([]);
  });
});

describe('hsnCodeProblem', () => {
  it('refuses a code the list does not hold, naming it', () => {
    expect(hsnCodeProblem('55885588', master, 4)).toBe(
      'HSN Code 55885588 is not in the GST HSN/SAC code list',
    );
    expect(hsnCodeProblem('10063020', master, 4)).toBeNull();
  });

  it('asks 6 digits of a shop above ₹5 crore', () => {
    expect(requiredHsnDigits(false)).toBe(4);
    expect(requiredHsnDigits(true)).toBe(6);
    expect(hsnCodeProblem('1006', master, 6)).toMatch(/at least 6 digits/);
    expect(hsnCodeProblem('100630', master, 6)).toBeNull();
  });
});

describe('the GSTR-1 check of products sold', () => {
  it('names a product whose HSN code the master does not hold (saved before codes were checked)', () => {
    const sold = [
      { id: 1, name: 'Old thread', hsn: '55885588', unit: 'NOS' },
      { id: 2, name: 'Basmati', hsn: '10063020', unit: 'KGS' },
    ];
    expect(findReturnProblems([], sold, 4, (code) => master.isKnown(code))).toEqual([
      {
        field: 'hsn_code',
        message: 'Old thread: HSN 55885588 is not in the GST HSN/SAC code list.',
        record: { kind: 'product', id: 1, label: 'Old thread' },
      },
    ]);
  });
});
