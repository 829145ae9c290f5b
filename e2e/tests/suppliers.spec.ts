import {
  confirmDelete,
  createRecord,
  drawer,
  pageThroughFiftyOne,
  searchFor,
  tableRows,
  toast,
  uniqueName,
} from '../support/journeys';
import { expect, test } from '../support/test';

test('add, edit, find and delete a supplier', async ({ page }) => {
  const name = uniqueName('Hindustan Distributors');
  await page.goto('/suppliers');
  await page.getByRole('button', { name: 'Add Supplier' }).click();
  const form = drawer(page, 'Add Supplier');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Supplier Name')).toHaveAccessibleDescription('Supplier Name is required');
  await form.getByLabel('Supplier Name').fill(name);
  await form.getByLabel('Phone').fill('12');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Phone')).toHaveAccessibleDescription(/10 to 15 digits/);
  await form.getByLabel('Phone').fill('+91 771 222 3344');
  // An address is optional for a supplier.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Supplier added successfully!')).toBeVisible();

  await searchFor(page, name);
  await expect(tableRows(page, 'Suppliers')).toHaveCount(1);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const editForm = drawer(page, 'Edit Supplier');
  await editForm.getByLabel('Address').fill('Industrial Area, Urla, Raipur');
  await editForm.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Supplier updated successfully!')).toBeVisible();
  await expect(tableRows(page, 'Suppliers')).toContainText('Industrial Area, Urla, Raipur');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await confirmDelete(page);
  await expect(toast(page, `Deleted supplier ${name}.`)).toBeVisible();
  await expect(page.getByText('No data available.')).toBeVisible();
});

test('page through 51 suppliers', async ({ page, request }) => {
  const prefix = uniqueName('Paged Supplier');
  for (let index = 1; index <= 51; index += 1) {
    await createRecord(request, 'suppliers', { name: `${prefix} ${index}` });
  }
  await page.goto('/suppliers');
  await pageThroughFiftyOne(page, 'Suppliers', prefix);
});
