import { createRecord, drawer, searchFor, toast, uniqueName } from '../support/journeys';
import { OWNER } from '../support/owner';
import { addUser, anonymousPage, NOBODY, signInOnScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

test.describe('signed out', () => {
  test.use({ storageState: NOBODY });

  test('sign in, and land on the page asked for; a wrong password says so', async ({ page }) => {
    await page.goto('/reports/hsn-summary?from=2025-04-01');
    await expect(page).toHaveURL(/\/login\?next=%2Freports%2Fhsn-summary%3Ffrom%3D2025-04-01$/);
    await signInOnScreen(page, { email: OWNER.email, password: 'not the password' });
    await expect(page.getByRole('alert').filter({ hasText: 'Email or password is wrong' })).toBeVisible();
    await signInOnScreen(page, OWNER);
    await expect(page).toHaveURL(/\/reports\/hsn-summary\?from=2025-04-01$/);
    await expect(page.getByRole('heading', { level: 1, name: 'HSN Summary' })).toBeVisible();
    const account = page.getByRole('button', { name: `Account of ${OWNER.name}` });
    await expect(account).toContainText('Owner');

    await account.click();
    await page.getByRole('menuitem', { name: 'Log out', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/invoices');
    await expect(page).toHaveURL(/\/login\?next=%2Finvoices$/);
  });
});

test('a Billing user sees no Settings, and cannot open it by address', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const billing = await addUser(request, 'billing', 'Counter');
  const counter = await anonymousPage(browser, baseURL);
  await counter.goto('/');
  await signInOnScreen(counter, billing);
  await expect(counter.getByRole('button', { name: `Account of ${billing.name}` })).toContainText('Billing');
  const sidebar = counter.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link', { name: 'Invoices' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await counter.goto('/settings');
  await expect(counter.getByText('The Billing role may not open this screen.')).toBeVisible();
  await expect(counter.getByLabel('Bank Name')).toHaveCount(0);
  await counter.context().close();
  // The owner's own session is untouched.
  await page.goto('/settings');
  await expect(page.getByLabel('Bank Name')).toBeVisible();
});

test('the History tab shows an edit with the user who made it', async ({ page, request }) => {
  const name = uniqueName('History Traders');
  const customer = await createRecord<{ id: number }>(request, 'customers', {
    name,
    address: 'Station Road, Raipur',
    phone: '98270 11111',
    email: '',
    gstin: '',
  });
  await page.goto('/customers');
  await searchFor(page, name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const form = drawer(page, 'Edit Customer');
  await form.getByLabel('Phone').fill('98270 22222');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, /updated/i)).toBeVisible();

  await page.goto(`/customer/${customer.id}`);
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('table', { name: 'History' });
  const edit = history.getByRole('row').filter({ hasText: 'Edited' });
  await expect(edit).toContainText(OWNER.name);
  await expect(edit).toContainText('Phone: 98270 11111 → 98270 22222');
  await expect(history.getByRole('row').filter({ hasText: 'Created' })).toContainText(OWNER.name);
});

test('the owner adds a user, who then signs in with the given password', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = uniqueName('Meena');
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@shop.test`;
  await page.goto('/users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription('Name is required');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role', { exact: true }).click();
  await page.getByRole('option', { name: 'Accountant', exact: true }).click();
  await dialog.getByLabel('First password', { exact: true }).fill('accounts password 1');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(toast(page, `${name} added`)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email }),
  ).toContainText('Accountant');

  const desk = await anonymousPage(browser, baseURL);
  await desk.goto('/edit-log');
  await signInOnScreen(desk, { email, password: 'accounts password 1' });
  await expect(desk.getByRole('heading', { level: 1, name: 'Edit log' })).toBeVisible();
  await expect(
    desk.getByRole('table', { name: 'Edit log' }).getByRole('row').filter({ hasText: name }).first(),
  ).toContainText('Created');
  await desk.context().close();
});
