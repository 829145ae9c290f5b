import fs from 'node:fs';
import { shopDateIso } from '../support/shop-day';
import { expect, test } from '../support/test';

// The accountant downloads everything from the Reports page: one .zip named for the shop's day.

test('Reports: Download all gives one .zip of the books', async ({ page }) => {
  await page.goto('/reports');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all (.zip)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Bahi_export_${shopDateIso()}.zip`);
  const bytes = fs.readFileSync(await download.path());
  // A zip file starts with the local file header signature "PK\x03\x04".
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  expect(bytes.includes(Buffer.from('invoices.csv'))).toBe(true);
});
