import { IMPORT_MAX_FILE_BYTES } from '@bahi/domain/schemas';
import { ImportRefusedError } from '../core/http/errors';
import { cellText } from '../core/sheets/cell-text';
import { newWorkbook } from '../core/sheets/new-workbook';
import { parseCsv } from './csv';

// An uploaded file as a table of text: the header row's column names and each row below it with
// its number in the sheet (the header is row 1). An .xlsx workbook is read from its first sheet;
// a CSV file as UTF-8 (or Windows' Latin-1 when it is not UTF-8). Cells become text the way they
// read in the sheet (numbers without grouping, dates as YYYY-MM-DD), and the forms' schemas read
// the text, as they read what a form sends.

export type SheetRow = { row: number; cells: string[] };
export type Sheet = { columns: string[]; rows: SheetRow[] };

/** More rows than any shop's catalogue; a bigger file is almost surely the wrong one. */
export const MAX_IMPORT_ROWS = 50_000;

const NOT_A_SHEET = 'File must be an Excel workbook (.xlsx) or a CSV file (.csv)';

function refuse(message: string): ImportRefusedError {
  return new ImportRefusedError(message, [{ row: 1, field: 'file', message }], { file_name: [message] });
}

function isZip(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

export async function readSheet(fileName: string, contentBase64: string): Promise<Sheet> {
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length === 0) throw refuse('File is empty');
  if (bytes.length > IMPORT_MAX_FILE_BYTES) throw refuse('File must be at most 10 MB');
  const name = fileName.toLowerCase();
  let table: Sheet;
  if (isZip(bytes)) {
    table = await readXlsx(bytes);
  } else if (name.endsWith('.csv') || name.endsWith('.txt')) {
    if (bytes.includes(0)) throw refuse(NOT_A_SHEET);
    table = fromRecords(parseCsv(decodeText(bytes)));
  } else if (name.endsWith('.xls')) {
    throw refuse('File is an old Excel workbook (.xls): save it as .xlsx or CSV and choose it again');
  } else {
    throw refuse(NOT_A_SHEET);
  }
  if (table.columns.every((column) => column === '')) throw refuse('File has no header row (row 1)');
  if (table.rows.length > MAX_IMPORT_ROWS) {
    throw refuse(
      `File has more than ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} rows: split it into smaller files`,
    );
  }
  return table;
}

function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

function fromRecords(records: string[][]): Sheet {
  const [header = [], ...body] = records;
  const rows: SheetRow[] = [];
  body.forEach((cells, index) => {
    if (!isBlank(cells)) rows.push({ row: index + 2, cells });
  });
  return { columns: header.map((column) => column.trim()), rows };
}

async function readXlsx(bytes: Buffer): Promise<Sheet> {
  const workbook = await newWorkbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(NOT_A_SHEET);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse('File has no sheet');
  const columns: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, column) => {
    columns[column - 1] = cellText(cell.value).trim();
  });
  for (let i = 0; i < columns.length; i += 1) columns[i] ??= '';
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells: string[] = new Array(columns.length).fill('');
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      if (column <= columns.length) cells[column - 1] = cellText(cell.value);
    });
    if (!isBlank(cells)) rows.push({ row: number, cells });
  });
  return { columns, rows };
}
