import {
  confirmDelete,
  createRecord,
  dmy,
  drawer,
  pageStatus,
  searchFor,
  tableRows,
  toast,
  todayInIndia,
  uniqueName,
} from '../support/journeys';
import { expect, test } from '../support/test';

test('add, rename, find and delete a category', async ({ page }) => {
  const name = uniqueName('Spices');
  const renamed = uniqueName('Masala');
  await page.goto('/categories');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const addForm = drawer(page, 'Add Category');
  await addForm.getByRole('button', { name: 'Save' }).click();
  await expect(addForm.getByText('Category Name is required')).toBeVisible();
  await addForm.getByLabel('Category Name').fill(name);
  await expect(addForm.getByText('Category Name is required')).toBeHidden();
  await addForm.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Category added successfully!')).toBeVisible();

  await searchFor(page, name.toLowerCase());
  await expect(tableRows(page, 'Categories')).toHaveCount(1);
  // Added today, shown as dd/mm/yyyy.
  await expect(tableRows(page, 'Categories')).toContainText(todayInIndia());
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const editForm = drawer(page, 'Edit Category');
  await editForm.getByLabel('Category Name').fill(renamed);
  await editForm.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Category updated successfully!')).toBeVisible();

  await searchFor(page, renamed);
  await expect(tableRows(page, 'Categories')).toHaveText([new RegExp(renamed)]);
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await confirmDelete(page);
  await expect(toast(page, `Deleted category ${renamed}.`)).toBeVisible();
  await expect(page.getByText('No data available.')).toBeVisible();
});

test('a duplicate name is refused by the server and the message lands under the field', async ({
  page,
  request,
}) => {
  const name = uniqueName('Pulses');
  await createRecord(request, 'categories', { name });
  await page.goto('/categories');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const form = drawer(page, 'Add Category');
  await form.getByLabel('Category Name').fill(name.toUpperCase());
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to add category.')).toBeVisible();
  await expect(form.getByText('Category Name already exists')).toBeVisible();
  // Editing the field clears the server's message too.
  await form.getByLabel('Category Name').fill(`${name} (2)`);
  await expect(form.getByText('Category Name already exists')).toBeHidden();
});

test('cancelling a delete keeps the category', async ({ page, request }) => {
  const name = uniqueName('Dry fruits');
  await createRecord(request, 'categories', { name });
  await page.goto('/categories');
  await searchFor(page, name);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(tableRows(page, 'Categories')).toHaveCount(1);
});

test('page through 51 categories; reload and Back keep the search and the page', async ({
  page,
  request,
}) => {
  const prefix = uniqueName('Paged');
  for (let index = 1; index <= 51; index += 1) {
    await createRecord(request, 'categories', { name: `${prefix} ${String(index).padStart(2, '0')}` });
  }
  await page.goto('/categories');
  await searchFor(page, prefix);
  await expect(page.getByText('Total Results: 51')).toBeVisible();
  await expect(pageStatus(page, 1, 2)).toBeVisible();
  await expect(tableRows(page, 'Categories')).toHaveCount(50);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(pageStatus(page, 2, 2)).toBeVisible();
  await expect(tableRows(page, 'Categories')).toHaveCount(1);
  // Newest first: the first one made is alone on the last page.
  await expect(tableRows(page, 'Categories')).toContainText(`${prefix} 01`);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(prefix);
  await expect(pageStatus(page, 2, 2)).toBeVisible();
  await expect(tableRows(page, 'Categories')).toHaveCount(1);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(prefix);
  await expect(pageStatus(page, 2, 2)).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(pageStatus(page, 1)).toBeVisible();
});

test('the date filter waits for both dates', async ({ page, request }) => {
  const name = uniqueName('Dated');
  await createRecord(request, 'categories', { name });
  await page.goto('/categories');
  await searchFor(page, name);
  await expect(tableRows(page, 'Categories')).toHaveCount(1);

  await page.getByLabel('Start Date').fill(dmy(-1));
  await expect(page.getByText('Choose both a Start Date and an End Date to filter by date.')).toBeVisible();
  await expect(page.getByText('Total Results: —')).toBeVisible();

  await page.getByLabel('End Date').fill(dmy(1));
  await expect(page.getByText('Total Results: 1')).toBeVisible();
  await expect(tableRows(page, 'Categories')).toHaveCount(1);

  // A range in the past holds nothing made today.
  await page.getByLabel('Start Date').fill(dmy(-30));
  await page.getByLabel('End Date').fill(dmy(-20));
  await expect(page.getByText('Total Results: 0')).toBeVisible();
  await expect(page.getByText('No data available.')).toBeVisible();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
});
