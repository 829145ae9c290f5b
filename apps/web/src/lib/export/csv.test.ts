import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('8516')).toBe('8516');
    expect(csvCell('Tata Salt 1 kg')).toBe('Tata Salt 1 kg');
    expect(csvCell('')).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('1,18,000.00')).toBe('"1,18,000.00"');
    expect(csvCell('12" pipe')).toBe('"12"" pipe"');
    expect(csvCell('"quoted"')).toBe('"""quoted"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });
});

describe('toCsv', () => {
  it('writes a byte-order mark, the header, then one CRLF line per row', () => {
    const csv = toCsv(
      ['HSN', 'Description'],
      [
        ['8516', 'Heater, 2 kW'],
        ['0402', 'Milk "A2"'],
      ],
    );
    expect(csv).toBe('\uFEFFHSN,Description\r\n8516,"Heater, 2 kW"\r\n0402,"Milk ""A2"""\r\n');
  });

  it('keeps text such as ₹ and Hindi as it is', () => {
    expect(toCsv(['नाम'], [['₹1.00']])).toBe('\uFEFFनाम\r\n₹1.00\r\n');
  });
});
