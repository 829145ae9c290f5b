import type ExcelJS from 'exceljs';
import { ValidationError } from '../core/http/errors';
import { cellDateTimeText } from '../core/sheets/cell-text';
import { newWorkbook } from '../core/sheets/new-workbook';

// The portal's answer read back, one entry per document: the document number, the e-way bill
// number, its date and valid-until. From its JSON (one object, a list, or a list under data or
// billLists) or from the Excel file of its bulk-generation results (the first sheet, a header row
// naming the columns as the portal does). Each refusal names the entry, or the row and column.
// The document type (INV, BIL, OTH), when the answer carries it, tells an invoice from a purchase
// return of the same number.

export type AnswerEntry = {
  docNo: string;
  docType: string | null;
  number: string;
  date: string;
  validUntil: string | null;
};

const KEYS = {
  docNo: ['docNo', 'documentNumber', 'DocNo', 'Doc No', 'Document No'],
  number: ['ewayBillNo', 'ewbNo', 'EwbNo', 'EWB No', 'Eway Bill No'],
  date: ['ewayBillDate', 'ewbDate', 'EwbDt', 'EWB Date', 'Eway Bill Date'],
  validUntil: ['validUpto', 'ewbValidTill', 'EwbValidTill', 'Valid Upto', 'Valid Until'],
  docType: ['docType', 'DocType', 'Doc Type', 'Document Type'],
} as const;

function pick(entry: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = entry[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  }
  return null;
}

/** The entries of the portal's answer: one object, a list, or a list under data/billLists. */
export function readAnswerEntries(content: string): AnswerEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new ValidationError({ content: ['The file is not JSON'] });
  }
  const holder = parsed as Record<string, unknown>;
  const list = Array.isArray(parsed) ? parsed : (holder?.data ?? holder?.billLists ?? [parsed]);
  const entries: AnswerEntry[] = [];
  const problems: string[] = [];
  (Array.isArray(list) ? list : [list]).forEach((raw, index) => {
    const entry = (raw ?? {}) as Record<string, unknown>;
    const docNo = pick(entry, KEYS.docNo);
    const number = pick(entry, KEYS.number);
    const date = pick(entry, KEYS.date);
    if (!docNo || !number || !date) {
      problems.push(`Entry ${index + 1} lacks the document number, e-way bill number or date`);
      return;
    }
    entries.push({
      docNo,
      docType: pick(entry, KEYS.docType)?.toUpperCase() || null,
      number,
      date,
      validUntil: pick(entry, KEYS.validUntil),
    });
  });
  if (problems.length > 0 || entries.length === 0) {
    throw new ValidationError({
      content: problems.length > 0 ? problems : ['The file holds no e-way bills'],
    });
  }
  return entries;
}

const COLUMN_LABELS = { docNo: 'Doc No', number: 'EWB No', date: 'EWB Date' } as const;

function refuse(problems: string[]): never {
  throw new ValidationError({ xlsx_base64: problems });
}

async function firstSheet(base64: string): Promise<ExcelJS.Worksheet> {
  const workbook = await newWorkbook();
  try {
    await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  } catch {
    refuse(['The file is not an Excel workbook (.xlsx)']);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) refuse(['The workbook has no sheet']);
  return sheet;
}

/** Column numbers (1-based) of each field, by the header row's names. */
function columnsOf(sheet: ExcelJS.Worksheet): Record<keyof typeof KEYS, number | undefined> {
  const names = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    names.set(cellDateTimeText(cell.value).trim().toLowerCase(), column);
  });
  const find = (keys: readonly string[]) =>
    keys.map((key) => names.get(key.toLowerCase())).find((column) => column !== undefined);
  return {
    docNo: find(KEYS.docNo),
    number: find(KEYS.number),
    date: find(KEYS.date),
    validUntil: find(KEYS.validUntil),
    docType: find(KEYS.docType),
  };
}

/** The entries of the portal's Excel answer, or 422 naming each row and column that is missing or wrong. */
export async function readAnswerWorkbook(base64: string): Promise<AnswerEntry[]> {
  const sheet = await firstSheet(base64);
  const columns = columnsOf(sheet);
  const missing = (['docNo', 'number', 'date'] as const).filter((key) => columns[key] === undefined);
  if (missing.length > 0) {
    refuse(missing.map((key) => `Row 1: no column "${COLUMN_LABELS[key]}" (or ${KEYS[key].join(', ')})`));
  }
  const entries: AnswerEntry[] = [];
  const problems: string[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const text = (column: number | undefined) =>
      column === undefined ? '' : cellDateTimeText(row.getCell(column).value).trim();
    const entry = {
      docNo: text(columns.docNo),
      docType: text(columns.docType).toUpperCase() || null,
      number: text(columns.number),
      date: text(columns.date),
      validUntil: text(columns.validUntil) || null,
    };
    if (!entry.docNo && !entry.number && !entry.date) return;
    for (const key of ['docNo', 'number', 'date'] as const) {
      if (!entry[key]) problems.push(`Row ${number}, column "${COLUMN_LABELS[key]}": it is empty`);
    }
    if (entry.number && !/^[0-9]{12}$/.test(entry.number)) {
      problems.push(
        `Row ${number}, column "${COLUMN_LABELS.number}": ${entry.number} is not a 12-digit e-way bill number`,
      );
    }
    entries.push(entry);
  });
  if (problems.length > 0) refuse(problems);
  if (entries.length === 0) refuse(['The sheet holds no e-way bills below its header row']);
  return entries;
}
