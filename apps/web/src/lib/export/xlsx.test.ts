import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { dateCell, exportCellText, numericCell } from './export-cells';
import { buildWorkbook } from './xlsx';

describe('numericCell', () => {
  it('turns Indian grouping into plain numbers, keeping the decimals shown', () => {
    expect(numericCell('1,04,004.68')).toEqual({ number: '104004.68' });
    expect(numericCell('-2,500.00')).toEqual({ number: '-2500.00' });
    expect(numericCell('18%')).toEqual({ number: '18' });
    expect(numericCell('12')).toEqual({ number: '12' });
    expect(exportCellText(numericCell('1,23,45,678.90'))).toBe('12345678.90');
  });

  it('leaves text alone', () => {
    expect(numericCell('Total')).toBe('Total');
    expect(numericCell('')).toBe('');
    expect(numericCell('INV/25-26/0001')).toBe('INV/25-26/0001');
  });
});

describe('dateCell', () => {
  it('reads the screen day and the ISO day', () => {
    expect(dateCell('05/11/2025')).toEqual({ date: '2025-11-05' });
    expect(dateCell('2025-11-05')).toEqual({ date: '2025-11-05' });
    expect(dateCell('Monday')).toBe('Monday');
  });
});

describe('buildWorkbook', () => {
  it('reopens with the same numbers as numbers and the days as dates', async () => {
    const workbook = buildWorkbook(
      ExcelJS,
      'HSN Summary: 2025/26 [all]',
      ['HSN', 'Date', 'Taxable Value (₹)', 'GST Rate'],
      [
        ['8516', { date: '2025-11-05' }, numericCell('1,04,004.68'), numericCell('18%')],
        ['बासमती', { date: '2026-03-31' }, numericCell('12,34,567.80'), numericCell('5%')],
        ['Total', '', numericCell('13,38,572.48'), ''],
      ],
    );
    const buffer = await workbook.xlsx.writeBuffer();
    const reopened = new ExcelJS.Workbook();
    await reopened.xlsx.load(buffer as ArrayBuffer);
    const sheet = reopened.worksheets[0];
    if (!sheet) throw new Error('The workbook has no sheet');
    expect(sheet.name).toBe('HSN Summary  2025 26  all ');
    const values = [2, 3, 4].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
    expect(values[0]).toEqual(['8516', new Date('2025-11-05T00:00:00Z'), 104004.68, 18]);
    expect(values[1]).toEqual(['बासमती', new Date('2026-03-31T00:00:00Z'), 1234567.8, 5]);
    expect(values[2]?.[2]).toBe(1338572.48);
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('0.00');
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('dd/mm/yyyy');
  });
});
