import fs from 'node:fs/promises';
import { expect, type Page, type TestInfo } from '@playwright/test';
import ExcelJS from 'exceljs';

// Reading a report screen as text, and its CSV download, so a journey can check that the file
// holds exactly what the screen shows.

/**
 * The header, body and totals rows of a table, each cell as its visible text. A detail sub-row
 * under a row (the stock report's batches of a product) is the screen's alone, not the file's.
 */
export async function readTable(page: Page, label: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: label, exact: true });
  return table.evaluate((element) =>
    Array.from(
      element.querySelectorAll(
        ':scope > thead > tr, :scope > tbody > tr:not([data-sub-row]), :scope > tfoot > tr',
      ),
    ).map((row) =>
      Array.from(row.querySelectorAll(':scope > th, :scope > td')).map((cell) =>
        (cell as HTMLElement).innerText.trim(),
      ),
    ),
  );
}

/** RFC 4180: fields split on commas, quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const character = body[index];
    if (quoted) {
      if (character === '"' && body[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += character;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** Clicks Download CSV and returns the file's name and rows. */
export async function downloadReportCsv(page: Page, testInfo: TestInfo) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const text = await fs.readFile(file, 'utf8');
  expect(text.startsWith('\uFEFF'), 'the file starts with a byte-order mark for Excel').toBe(true);
  return { name: download.suggestedFilename(), rows: parseCsv(text) };
}

/** A screen amount as the downloads write it: '1,04,004.68' → '104004.68', '18%' → '18'. */
export function plainNumber(text: string): string {
  return /^-?[\d,]+(\.\d+)?%?$/.test(text) ? text.replaceAll(',', '').replace(/%$/, '') : text;
}

/** Clicks Download Excel and returns the first sheet's rows, each cell as Excel holds it. */
export async function downloadReportXlsx(page: Page, testInfo: TestInfo) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const download = await downloading;
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The .xlsx has no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).value));
  });
  return { name: download.suggestedFilename(), rows };
}

/**
 * The CSV holds the table's header, rows and totals row, cell for cell, with amounts as plain
 * numbers; the .xlsx holds the same, its amounts as numbers.
 */
export async function expectCsvMatchesScreen(page: Page, label: string, testInfo: TestInfo) {
  const screen = (await readTable(page, label)).map((row) => row.map(plainNumber));
  const csv = await downloadReportCsv(page, testInfo);
  expect(csv.rows).toEqual(screen);
  const xlsx = await downloadReportXlsx(page, testInfo);
  expect(xlsx.name).toBe(csv.name.replace(/\.csv$/, '.xlsx'));
  const asText = xlsx.rows.map((row, rowIndex) =>
    row.map((value, columnIndex) => {
      const shown = screen[rowIndex]?.[columnIndex] ?? '';
      // A number cell: the same number the CSV writes (104004.68 for '104004.68').
      if (typeof value === 'number') return value === Number(shown) ? shown : `${value} ≠ ${shown}`;
      return value === null || value === undefined ? '' : String(value);
    }),
  );
  expect(asText).toEqual(screen);
  return csv;
}

/** Sets the report's dates as a person types them, and waits for the figures of that range. */
export async function chooseRange(page: Page, from: string, to: string) {
  await page.getByLabel('Start Date').fill(from);
  await page.getByLabel('End Date').fill(to);
  await page.getByLabel('End Date').press('Enter');
  await expect(page.getByText(`Period: ${from} to ${to}`)).toBeVisible();
}
