import fs from 'node:fs';
import { expect, test } from '../support/test';

// The accountant opens Export to Tally from Reports, names the sales ledger as the Tally company
// has it, and downloads a period's vouchers and the masters as Tally XML.

test('Reports: Export to Tally downloads the vouchers and masters with the mapped ledger names', async ({
  page,
}) => {
  await page.goto('/reports');
  await page.getByRole('link', { name: 'Export to Tally' }).click();
  await expect(page.getByRole('table', { name: 'Vouchers in the export' })).toBeVisible();

  await page.getByLabel('Sales ledger', { exact: true }).fill('Sales @ GST');
  await page.getByRole('button', { name: 'Save ledger names' }).click();
  await expect(page.getByText('Tally ledger names saved')).toBeVisible();

  await page.getByLabel('From', { exact: true }).fill('01/01/2020');
  await page.getByLabel('To', { exact: true }).fill('31/12/2030');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download vouchers (XML)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Tally_vouchers_2020-01-01_2030-12-31.xml');
  const xml = fs.readFileSync(await download.path(), 'utf8');
  expect(xml).toContain('<TALLYREQUEST>Import Data</TALLYREQUEST>');
  expect(xml).toContain('<REPORTNAME>Vouchers</REPORTNAME>');

  const mastersDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download masters (XML)' }).click();
  const masters = fs.readFileSync(await (await mastersDownload).path(), 'utf8');
  expect(masters).toContain('<REPORTNAME>All Masters</REPORTNAME>');
  expect(masters).toContain('<LEDGER NAME="Sales @ GST" ACTION="Create">');
});
