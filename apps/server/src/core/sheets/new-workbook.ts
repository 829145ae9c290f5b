import type ExcelJS from 'exceljs';

// exceljs and what it brings (its zip reader, the xlsx parts) take about 0.45 s of CPU to load,
// an eighth of a server's start: it is loaded when a sheet is first read or written, not at start.
let exceljs: Promise<typeof ExcelJS> | undefined;

/** A new, empty workbook; the first call loads exceljs. */
export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  exceljs ??= import('exceljs').then((module) => module.default);
  return new (await exceljs).Workbook();
}
