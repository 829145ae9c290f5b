// Stored values → the plain figures of a CSV cell, by the naming rules every table follows
// (db/schema.ts): money is integer paise (1234567.80 rupees is written 1234567.80, no grouping),
// GST rates and discounts are basis points (_bp: 1800 is 18), quantities are thousandths of the
// unit (quantity_milli: 2500 is 2.5). Dates stay YYYY-MM-DD, timestamps ISO-8601. Text that a
// spreadsheet would run as a formula (=, +, -, @ first) is quoted with a leading apostrophe.

const MONEY_COLUMNS = new Set([
  'mrp',
  'rate',
  'amount',
  'subtotal',
  'total',
  'total_amount',
  'cgst_amount',
  'sgst_amount',
  'igst_amount',
  'gst_amount',
  'tax_amount',
  'grand_total',
  'round_off',
  'settled',
  'noted',
  'returned',
  'refunded',
]);

/** The header a stored column is exported under. */
export function exportHeader(column: string): string {
  if (column === 'quantity_milli') return 'quantity';
  if (column.endsWith('_bp')) return column.slice(0, -3);
  return column;
}

function paiseToText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function scaled(value: number, divisor: number): string {
  // Whole thousandths or hundredths: print exactly, without float noise or trailing zeros.
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const whole = Math.trunc(abs / divisor);
  const fraction = String(abs % divisor)
    .padStart(String(divisor).length - 1, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** One cell's text for a stored column's value. */
export function exportValue(column: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    (typeof value === 'string' && /^-?\d+$/.test(value))
  ) {
    const number = Number(value);
    if (MONEY_COLUMNS.has(column)) return paiseToText(number);
    if (column === 'quantity_milli') return scaled(number, 1000);
    if (column.endsWith('_bp')) return scaled(number, 100);
    return String(number);
  }
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A CSV line: every cell quoted when it holds a comma, a quote or a line break. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',')}\r\n`;
}
