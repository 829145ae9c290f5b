import { expect, test } from '../support/test';

const SIDEBAR = [
  'Dashboard',
  'Invoices',
  'Purchases',
  'Products',
  'Categories',
  'GST Rate',
  'Customers',
  'Suppliers',
  'Reports',
  'Payments',
  'Expenses',
  'Stocks',
  'Settings',
];

test('the home page shows the invoice list in the shell with every sidebar link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page).toHaveTitle('Invoices · Bahi');
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  for (const label of SIDEBAR) {
    await expect(sidebar.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(sidebar.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
});

test('sidebar links lead to their screens and Back returns', async ({ page }) => {
  await page.goto('/');
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('link', { name: 'GST Rate' }).click();
  await expect(page).toHaveURL(/\/gstrates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'GST Rates' })).toBeVisible();
  // The default rate master is there, which also shows the page reached the API.
  await expect(page.getByRole('cell', { name: '18%', exact: true })).toBeVisible();

  await sidebar.getByRole('link', { name: 'Expenses' }).click();
  await expect(page).toHaveURL(/\/backoffice\/expenses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/gstrates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'GST Rates' })).toBeVisible();
});

test('the sidebar folds away and comes back', async ({ page }) => {
  await page.goto('/products');
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar).toBeInViewport();
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar).not.toBeInViewport();
  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(sidebar).not.toBeInViewport();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar).toBeInViewport();
});

test('routes match whatever the case, and the misspelt helper routes still work', async ({ page }) => {
  await page.goto('/Invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await page.goto('/GSTRATES');
  await expect(page.getByRole('heading', { level: 1, name: 'GST Rates' })).toBeVisible();
  await page.goto('/productdrodown');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Picker' })).toBeVisible();
  await page.goto('/cutomerdrodown');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Picker' })).toBeVisible();
  await page.goto('/CUSTOMERS');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
});

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText("Sorry, the page doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Go to the homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
});

test('on a phone the sidebar opens from the menu button and closes after choosing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar).not.toBeInViewport();
  await page.getByRole('button', { name: 'Open sidebar' }).click();
  await sidebar.getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(sidebar).not.toBeInViewport();
  // Nothing sticks out sideways: the page itself does not scroll horizontally.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone a drawer form fits the screen and still saves', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/categories');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const form = page.getByRole('dialog', { name: 'Add Category' });
  const box = await form.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  await form.getByLabel('Category Name').fill(`Phone category ${Date.now().toString(36)}`);
  await expect(form.getByRole('button', { name: 'Save' })).toBeInViewport();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Category added successfully!' })).toBeVisible();
});

test('the app reaches the browser compressed, the first visit within 200 kB of JavaScript', async ({
  page,
}) => {
  const sent: string[] = [];
  const scripts: import('@playwright/test').Response[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!/\.(js|css)$/.test(pathname)) return;
    sent.push(`${pathname} ${response.headers()['content-encoding'] ?? 'uncompressed'}`);
    if (pathname.endsWith('.js')) scripts.push(response);
  });
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sent.length).toBeGreaterThan(0);
  // Chromium accepts gzip and Brotli; the build wrote both copies of every file (apps/web/precompress.ts).
  expect(sent.filter((line) => !/ (br|gzip)$/.test(line))).toEqual([]);
  // What crossed the wire, as the browser counts it (bench/web-first-visit.ts lists it by file):
  // a Select on the invoice list once brought Mantine's combobox and the schemas, 230 kB in all.
  let bytes = 0;
  for (const response of scripts) bytes += (await response.request().sizes()).responseBodySize;
  expect(bytes / 1024).toBeLessThanOrEqual(200);
});
