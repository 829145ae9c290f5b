import { expect, test } from '@playwright/test';
import { startEmptyServer } from '../support/empty-server';
import { tableRows, toast } from '../support/journeys';

// First run (docs/product.md, "First run"): a fresh database has no shop, so every screen leads
// to setup, and the sample shop is marked on every screen and wiped in one step. Each journey has
// a server of its own and signs in there, without the run's session.

// The run's Origin header names the run's server: sent to this one, Chromium refuses the page's scripts.
test.use({ storageState: { cookies: [], origins: [] }, extraHTTPHeaders: {} });

test('a fresh database leads to setup; saving the shop opens the invoices', async ({ page }) => {
  const server = await startEmptyServer({ configured: false });
  try {
    await server.signIn(page.context());
    await page.goto(`${server.baseUrl}/invoiceForm`);
    await expect(page).toHaveURL(/\/shop-setup$/);
    await expect(page.getByRole('heading', { name: 'Set up your shop' })).toBeVisible();
    // Nothing made up: the fields start empty.
    await expect(page.getByLabel('Business Name')).toHaveValue('');
    await expect(page.getByLabel('GSTIN')).toHaveValue('');
    await expect(page.getByLabel('Account Number')).toHaveValue('');

    await page.getByRole('button', { name: 'Save and start billing' }).click();
    await expect(page.getByLabel('Business Name')).toHaveAccessibleDescription('Business Name is required');

    await page.getByLabel('Business Name').fill('Shree Ganesh Traders');
    await page.getByLabel('GSTIN').fill('24AANFA2641L1ZF');
    await page.getByLabel('Address').fill('Relief Road, Ahmedabad');
    await page.getByLabel('UPI ID').fill('shreeganesh@sbi');
    await page.getByRole('button', { name: 'Save and start billing' }).click();
    await expect(toast(page, 'Your shop is set up. You can start billing.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Demo shop' })).toHaveCount(0);

    await page.goto(`${server.baseUrl}/settings`);
    await expect(page.getByLabel('Business Name')).toHaveValue('Shree Ganesh Traders');
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('24 Gujarat');
  } finally {
    await server.stop();
  }
});

test('explore with sample data: a banner on every screen, and one step wipes it back to setup', async ({
  page,
}) => {
  const server = await startEmptyServer({ configured: false });
  try {
    await server.signIn(page.context());
    await page.goto(`${server.baseUrl}/`);
    await expect(page).toHaveURL(/\/shop-setup$/);
    await page.getByRole('button', { name: 'Explore with sample data' }).click();

    const banner = page.getByRole('status', { name: 'Demo shop' });
    await expect(banner).toContainText('DEMO shop with sample data');
    await page.goto(`${server.baseUrl}/products`);
    await expect(banner).toBeVisible();
    await expect(tableRows(page, 'Products').filter({ hasText: 'बासमती चावल 1 किलो' })).toHaveCount(1);
    await page.goto(`${server.baseUrl}/customers`);
    await expect(banner).toBeVisible();
    await expect(tableRows(page, 'Customers').filter({ hasText: 'Sharma Kirana Store' })).toHaveCount(1);

    await banner.getByRole('button', { name: 'Wipe sample data' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Wipe sample data' }).click();
    await expect(toast(page, 'The sample data is wiped. Set up your shop.')).toBeVisible();
    await expect(page).toHaveURL(/\/shop-setup$/);
    await expect(page.getByLabel('Business Name')).toHaveValue('');
    await page.goto(`${server.baseUrl}/products`);
    await expect(page).toHaveURL(/\/shop-setup$/);
  } finally {
    await server.stop();
  }
});
