import { downloadBlob } from './download-blob';

// CSV (RFC 4180) of a table exactly as the screen shows it: the same header texts, the same
// cell texts, rows in the same order. Built in the browser, so it always matches the screen.

/** A cell quoted when it holds a comma, a quote or a line break; quotes inside are doubled. */
export function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Lines end in CRLF, as RFC 4180 and spreadsheet programs expect. A byte-order mark up front
 * makes Excel read the file as UTF-8, so ₹ and Hindi names survive.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Starts a download of the text as a .csv file. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
