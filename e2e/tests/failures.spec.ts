import { drawer, toast, uniqueName, uniqueRate } from '../support/journeys';
import { expect, test } from '../support/test';

// What a person sees when the network or the server lets them down.

test('a GST rate that cannot reach the server says so, and the form keeps what was typed', async ({
  page,
}) => {
  await page.route('**/api/gst-rates', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  const rate = String(uniqueRate());
  await page.goto('/gstrates');
  await page.getByRole('button', { name: 'Add GST Rate' }).click();
  const form = drawer(page, 'Add GST Rate');
  await form.getByLabel('GST Rate').fill(rate);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Error adding GST Rate. Please try again later.')).toBeVisible();
  await expect(form.getByLabel('GST Rate')).toHaveValue(rate);
});

test("a server failure on a customer shows the failure toast with the server's words", async ({ page }) => {
  await page.route('**/api/customers', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          json: { message: 'Something went wrong on the server. Please try again.' },
        })
      : route.fallback(),
  );
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const form = drawer(page, 'Add Customer');
  await form.getByLabel('Customer Name').fill(uniqueName('Jain Stores'));
  await form.getByLabel('Address').fill('Bhilai');
  await form.getByRole('button', { name: 'Save' }).click();
  const failure = toast(page, 'Failed to submit customer.');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('Something went wrong on the server. Please try again.');
  await expect(form).toBeVisible();
});

test('a list that cannot be loaded offers to try again', async ({ page }) => {
  await page.route('**/api/suppliers?*', (route) =>
    route.fulfill({ status: 503, json: { message: 'Down for maintenance' } }),
  );
  await page.goto('/suppliers');
  await expect(page.getByText('The list could not be loaded')).toBeVisible();
  await expect(page.getByText('Down for maintenance')).toBeVisible();
  await page.unroute('**/api/suppliers?*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('The list could not be loaded')).toBeHidden();
  await expect(page.getByText(/^Total Results: \d+$/)).toBeVisible();
});

test('a picker whose products cannot be fetched says so', async ({ page }) => {
  await page.route('**/api/admin/products', (route) =>
    route.fulfill({ status: 500, json: { message: 'boom' } }),
  );
  await page.goto('/productdropdown');
  await expect(page.getByText('Loading...')).toBeVisible();
  await expect(page.getByText('Error: Failed to fetch products')).toBeVisible();
});
