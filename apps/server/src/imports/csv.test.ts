import { describe, expect, it } from 'vitest';
import { cellText } from '../core/sheets/cell-text';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes, line breaks in quotes, CRLF and a BOM', () => {
    const text = '\uFEFFName,Address\r\n"Sharma, Raipur","12 ""A"" Road\nSadar Bazar"\r\nPlain,\r\n';
    expect(parseCsv(text)).toEqual([
      ['Name', 'Address'],
      ['Sharma, Raipur', '12 "A" Road\nSadar Bazar'],
      ['Plain', ''],
    ]);
  });

  it('reads a last line without a line break, and LF-only files', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('cellText', () => {
  it('writes cells as the sheet shows them', () => {
    expect(cellText(0.1 + 0.2)).toBe('0.3');
    expect(cellText(135)).toBe('135');
    expect(cellText(new Date(Date.UTC(2026, 3, 1)))).toBe('2026-04-01');
    expect(cellText({ richText: [{ text: 'Tata ' }, { text: 'Tea' }] })).toBe('Tata Tea');
    expect(cellText({ formula: 'A1*2', result: 270 })).toBe('270');
    expect(cellText(null)).toBe('');
  });
});
