import { toast } from '../support/journeys';
import { expect, test } from '../support/test';

// Settings > Backups (docs/product.md): back up now, see the backup listed with its check, take
// the file home, set the daily schedule.

test('back up now: the backup is listed as checked and downloads', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Backups' });
  await expect(section.getByText(/Kept on the server's machine in /)).toBeVisible();
  // After the daily hour (19:00 India time) a new server takes the day's backup 5 s after it
  // starts, and a click meanwhile is told to wait: the clerk clicks again once it has finished.
  const taken = toast(page, 'Backup taken and checked.');
  const busy = toast(page, 'A backup is being taken right now');
  await expect(async () => {
    await expect(busy).toBeHidden({ timeout: 10_000 });
    await section.getByRole('button', { name: 'Back up now' }).click();
    await expect(taken.or(busy).first()).toBeVisible({ timeout: 20_000 });
    await expect(taken).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 90_000 });

  const row = section
    .getByRole('table', { name: 'Backups' })
    .getByRole('row')
    .filter({ hasText: 'Backed up now' })
    .first();
  await expect(row).toContainText('Checked');
  // The badge whole beside its long message, not cut to 'CHEC…'.
  const badge = row.getByText('Checked', { exact: true });
  expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect(row).toContainText(/row counts match the database/);
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bahi-\d{4}-\d{2}-\d{2}T[\d-]+Z-manual\.db$/);
  // An SQLite database file starts with its own header.
  const stream = await file.createReadStream();
  const first = await new Promise<Buffer>((resolve) =>
    stream.once('data', (chunk) => resolve(Buffer.from(chunk))),
  );
  expect(first.subarray(0, 15).toString()).toBe('SQLite format 3');
});

test('the daily schedule: an hour out of range is pointed out, a good one is kept', async ({ page }) => {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Backups' });
  const hour = section.getByLabel('Daily Backup Hour (India time, 0-23)');
  const days = section.getByLabel('Keep Backups For (days)');
  await expect(hour).toHaveValue('19');
  await hour.fill('24');
  await section.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(hour).toHaveAccessibleDescription('Daily Backup Hour must be a whole hour from 0 to 23');

  await hour.fill('21');
  await days.fill('14');
  await section.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(toast(page, 'Backup schedule saved.')).toBeVisible();
  await page.reload();
  await expect(hour).toHaveValue('21');
  await expect(days).toHaveValue('14');

  // Back to the defaults for the journeys after this one.
  await hour.fill('19');
  await days.fill('30');
  await section.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(toast(page, 'Backup schedule saved.')).toBeVisible();
});
