import fs from 'node:fs/promises';
import { expect, type Page, type TestInfo } from '@playwright/test';

// Reading a report screen as text, and its CSV download, so a journey can check that the file
// holds exactly what the screen shows.

/** The header, body and totals rows of a table, each cell as its visible text. */
export async function readTable(page: Page, label: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: label, exact: true });
  return table.evaluate((element) =>
    Array.from(element.querySelectorAll('tr')).map((row) =>
      Array.from(row.querySelectorAll('th, td')).map((cell) => (cell as HTMLElement).innerText.trim()),
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

/** The CSV holds the table's header, rows and totals row, cell for cell. */
export async function expectCsvMatchesScreen(page: Page, label: string, testInfo: TestInfo) {
  const screen = await readTable(page, label);
  const csv = await downloadReportCsv(page, testInfo);
  expect(csv.rows).toEqual(screen);
  return csv;
}

/** Sets the report's dates as a person types them, and waits for the figures of that range. */
export async function chooseRange(page: Page, from: string, to: string) {
  await page.getByLabel('Start Date').fill(from);
  await page.getByLabel('End Date').fill(to);
  await page.getByLabel('End Date').press('Enter');
  await expect(page.getByText(`Period: ${from} to ${to}`)).toBeVisible();
}
