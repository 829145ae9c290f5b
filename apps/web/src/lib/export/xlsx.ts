import type { Workbook } from 'exceljs';
import { downloadBlob } from './download-blob';
import type { ExportCell } from './export-cells';

// The .xlsx of a list or report: one sheet, a bold header row, amounts as numbers (shown with as
// many decimals as on screen) and days as real Excel dates (DD/MM/YYYY), so sums and filters
// work. exceljs is loaded on the first download only: it is large and most visits never export.

type Cell = string | number | Date;

function toXlsxCell(cell: ExportCell): { value: Cell; numFmt?: string } {
  if (typeof cell === 'string') return { value: cell };
  if ('number' in cell) {
    const decimals = cell.number.split('.')[1]?.length ?? 0;
    return { value: Number(cell.number), numFmt: decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0' };
  }
  // Midnight UTC: Excel dates have no zone, and exceljs writes a Date's UTC day.
  return { value: new Date(`${cell.date}T00:00:00Z`), numFmt: 'dd/mm/yyyy' };
}

/** The workbook of one table; `ExcelJS` is the library's module, passed in so tests load it once. */
export function buildWorkbook(
  ExcelJS: { Workbook: new () => Workbook },
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly ExportCell[])[],
): Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Bahi';
  // Excel refuses sheet names over 31 characters or with []:*?/\.
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  sheet.addRow([...header]).font = { bold: true };
  for (const cells of rows) {
    const row = sheet.addRow(cells.map((cell) => toXlsxCell(cell).value));
    cells.forEach((cell, index) => {
      const { numFmt } = toXlsxCell(cell);
      if (numFmt) row.getCell(index + 1).numFmt = numFmt;
    });
  }
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(
      header[index]?.length ?? 0,
      ...rows.map((cells) => String(cells[index] ?? '').length),
    );
    column.width = Math.min(60, Math.max(10, longest + 2));
  });
  return workbook;
}

/** Builds the .xlsx and starts its download. */
export async function downloadXlsx(
  fileName: string,
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly ExportCell[])[],
): Promise<void> {
  const ExcelJS = (await import('exceljs')).default;
  const buffer = await buildWorkbook(ExcelJS, sheetName, header, rows).xlsx.writeBuffer();
  downloadBlob(
    fileName,
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
}
