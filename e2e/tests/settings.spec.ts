import { toast } from '../support/journeys';
import { expect, test } from '../support/test';

// Other journeys print the seller's details on invoices: put them back as they were. The journey
// saved them meanwhile, so the restore leaves out the version read before (not checked then).
let saved: Record<string, unknown> = {};
test.beforeEach(async ({ request }) => {
  saved = await (await request.get('/api/settings')).json();
});
test.afterEach(async ({ request }) => {
  const { version: _read, ...asBefore } = saved;
  expect((await request.put('/api/settings', { data: asBefore })).ok()).toBe(true);
});

test('edit the seller settings; wrong values are pointed out and the rest is kept', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // Sensible Raipur defaults are there from the start.
  await expect(page.getByLabel('GSTIN')).toHaveValue(/^22[0-9A-Z]{13}$/);
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('22 Chhattisgarh');

  const businessName = page.getByLabel('Business Name');
  const original = await businessName.inputValue();
  await businessName.fill('');
  await page.getByLabel('IFSC').fill('SBIN123');
  await page.getByLabel('Invoice Prefix').fill('0INV');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(businessName).toHaveAccessibleDescription('Business Name is required');
  await expect(page.getByLabel('IFSC')).toHaveAccessibleDescription(/IFSC must be 11 characters/);
  await expect(page.getByLabel('Invoice Prefix')).toHaveAccessibleDescription(/not starting with 0/);
  // The first wrong field gets the cursor.
  await expect(businessName).toBeFocused();

  await businessName.fill(original);
  await expect(businessName).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('IFSC').fill('sbin0000461');
  await page.getByLabel('Invoice Prefix').fill('INV');
  await page.getByLabel('Phone').fill('+91 771 400 1234');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Settings saved successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue('+91 771 400 1234');
  await expect(page.getByLabel('IFSC')).toHaveValue('SBIN0000461');
  await expect(businessName).toHaveValue(original);
});
