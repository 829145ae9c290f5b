import type ExcelJS from 'exceljs';

// A spreadsheet cell as text, for every reader of .xlsx files (the masters' imports, the e-way
// bill portal's answer): what the cell shows, so that the forms' schemas read it as typed.

/** A cell as the text it shows: formulas by their result, rich text and links by their text. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  // As Excel shows it: 15 significant digits, without binary noise (0.1 + 0.2 is 0.3).
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

/**
 * A cell that may hold a date and time: Excel keeps the wall-clock time without a zone, which
 * the library hands over as that time in UTC, so it is written back as "YYYY-MM-DD HH:mm:ss"
 * (read as India's time, as the portal prints it). Other cells as cellText.
 */
export function cellDateTimeText(value: ExcelJS.CellValue): string {
  if (value instanceof Date) return value.toISOString().slice(0, 19).replace('T', ' ');
  return cellText(value);
}
