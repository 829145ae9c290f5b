import { startEmptyServer } from '../support/empty-server';
import {
  createCustomer,
  createProduct,
  dismissSavedDialog,
  invoiceDrawer,
  totalIn,
} from '../support/invoice-journeys';
import { tableRows, toast } from '../support/journeys';
import { expect, request, test } from '../support/test';

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

test('a shop not registered under GST sets up without a GSTIN and bills at 0% on a bill of supply', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const server = await startEmptyServer({ configured: false });
  try {
    await server.signIn(page.context());
    await page.goto(`${server.baseUrl}/`);
    await expect(page).toHaveURL(/\/shop-setup$/);
    await page.getByLabel('Business Name').fill('Sahu Kirana Bhandar');
    await page.getByRole('checkbox', { name: 'Not registered under GST' }).check();
    await expect(page.getByLabel('GSTIN')).toHaveCount(0);
    await page.getByLabel('Address').fill('Gol Bazar, Raipur');
    await page.getByRole('button', { name: 'Save and start billing' }).click();
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(
      /^State is required when the shop is not registered under GST/,
    );
    await page.getByRole('combobox', { name: 'State' }).fill('Chhattisgarh');
    await page.getByRole('option', { name: '22 Chhattisgarh' }).click();
    await page.getByRole('button', { name: 'Save and start billing' }).click();
    await expect(toast(page, 'Your shop is set up. You can start billing.')).toBeVisible();

    // A customer and an 18% product, as the shop would have them in its books.
    const api = await request.newContext({
      baseURL: server.baseUrl,
      storageState: await page.context().storageState(),
      extraHTTPHeaders: { origin: server.baseUrl },
    });
    const buyer = await createCustomer(api, 'Verma Stores', '');
    const soap = await createProduct(api, { prefix: 'Soap', hsn: '3401', mrp: 118, gstRate: 18 });
    await api.dispose();

    await page.goto(`${server.baseUrl}/invoices`);
    await expect(page.getByText(/^Total Results: \d+$/)).toBeVisible();
    await page.keyboard.press('Alt+N');
    const form = invoiceDrawer(page);
    await expect(form.getByLabel('Customer')).toBeFocused();
    await page.keyboard.type(buyer.name);
    await page.keyboard.press('Enter');
    await page.keyboard.type(soap.name);
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Line 1 quantity')).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    // No GST on the line or in the totals: the trade rate is the price.
    await expect(totalIn(form, 'Total')).toHaveText('₹200.00');
    await expect(totalIn(form, 'CGST')).toHaveCount(0);
    await expect(totalIn(form, 'Payable')).toHaveText('₹200.00');
    await page.keyboard.press('Control+Enter');
    await dismissSavedDialog(page, /^Invoice .+ saved$/, '₹200.00');

    await tableRows(page, 'Invoices')
      .first()
      .getByRole('link', { name: /^View / })
      .click();
    await expect(page.getByRole('heading', { name: 'Bill of Supply' })).toBeVisible();
    await expect(page.getByText('Not registered under GST')).toBeVisible();
  } finally {
    await server.stop();
  }
});
