import {
  confirmDelete,
  createRecord,
  drawer,
  GSTIN_CHHATTISGARH_BUYER,
  pageThroughFiftyOne,
  searchFor,
  tableRows,
  toast,
  uniqueGstin,
  uniqueName,
} from '../support/journeys';
import { expect, test } from '../support/test';

// GSTIN is a valid Chhattisgarh GSTIN (not the shop's own); changing its check character breaks it. A customer
// saved here gets a GSTIN of its own: another record with the same one would ask "Save anyway?".
const GSTIN = GSTIN_CHHATTISGARH_BUYER;

test('add a customer: required fields, GSTIN check, then a title-cased, linked name', async ({ page }) => {
  const name = uniqueName('sharma general store').toLowerCase();
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const form = drawer(page, 'Add Customer');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Customer Name')).toHaveAccessibleDescription('Customer Name is required');
  // A walk-in buyer needs only a name: the address is asked for only with a GSTIN.
  await expect(form.getByLabel('Address')).toHaveAccessibleDescription('');

  await form.getByLabel('Customer Name').fill(name);
  await expect(form.getByText('Customer Name is required')).toBeHidden();
  await form.getByLabel('Address').fill('Station Road, Raipur');
  await form.getByLabel('Phone').fill('98270 12345');
  await form.getByLabel('Email').fill('sharma@example.in');
  await form.getByLabel('GST No').fill('22aaaaa0000a1zk');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('GST No')).toHaveAccessibleDescription(/check/i);

  const gstin = uniqueGstin();
  await form.getByLabel('GST No').fill(gstin.toLowerCase());
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Customer added successfully!')).toBeVisible();
  await expect(form).toBeHidden();
  const titled = name.replace(
    /(^|\s)(\S)/g,
    (_match, space: string, letter: string) => space + letter.toUpperCase(),
  );

  // The same name in other case and spacing points the clerk to the saved customer.
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await form.getByLabel('Customer Name').fill(`  ${name.toUpperCase().replace(' ', '   ')} `);
  await expect(form.getByText(`A customer named "${titled}" already exists`)).toBeVisible();
  // Saved anyway, the server asks once more; going back saves nothing.
  await form.getByRole('button', { name: 'Save' }).click();
  const question = page.getByRole('dialog', { name: 'Save anyway?' });
  await expect(question).toContainText(`A customer named "${name}"`);
  await question.getByRole('button', { name: 'Go back' }).click();
  await expect(question).toBeHidden();
  await form.getByLabel('Customer Name').press('Escape');
  await expect(form).toBeHidden();

  await searchFor(page, name);
  const row = tableRows(page, 'Customers');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(gstin);
  const link = row.getByRole('link', { name: titled });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/customer\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: titled })).toBeVisible();
  await expect(page).toHaveTitle(`${titled} · Bahi`);
});

test('a state that disagrees with the GSTIN is pointed out under State', async ({ page }) => {
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const form = drawer(page, 'Add Customer');
  await form.getByLabel('Customer Name').fill(uniqueName('Patel Agencies'));
  await form.getByLabel('Address').fill('Ahmedabad');
  await form.getByLabel('GST No').fill(GSTIN);
  await form.getByLabel('State').fill('Guj');
  await page.getByRole('option', { name: '24 Gujarat' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('State does not match the GSTIN (state code 22)')).toBeVisible();
});

test('edit a customer, find them by phone, then delete them', async ({ page, request }) => {
  const name = uniqueName('Verma Traders');
  const phone = `9${String(Date.now()).slice(-9)}`;
  await createRecord(request, 'customers', { name, address: 'Bilaspur', phone });
  await page.goto('/customers');
  await searchFor(page, phone);
  await expect(tableRows(page, 'Customers')).toHaveCount(1);

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const form = drawer(page, 'Edit Customer');
  await expect(form.getByLabel('Phone')).toHaveValue(phone);
  await form.getByLabel('Address').fill('');
  await form.getByLabel('GST No').fill(GSTIN);
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(form.getByText('Address is required when a GSTIN is given')).toBeVisible();
  await form.getByLabel('GST No').fill('');
  await form.getByLabel('Address').fill('Link Road, Bilaspur');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Customer updated successfully!')).toBeVisible();
  await expect(tableRows(page, 'Customers')).toContainText('Link Road, Bilaspur');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await confirmDelete(page);
  await expect(toast(page, `Deleted customer ${name}.`)).toBeVisible();
  await expect(page.getByText('No data available.')).toBeVisible();
});

test('page through 51 customers', async ({ page, request }) => {
  const prefix = uniqueName('Paged Customer');
  for (let index = 1; index <= 51; index += 1) {
    await createRecord(request, 'customers', { name: `${prefix} ${index}`, address: 'Raipur' });
  }
  await page.goto('/customers');
  await pageThroughFiftyOne(page, 'Customers', prefix);
});
