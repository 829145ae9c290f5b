import {
  confirmDelete,
  createRecord,
  drawer,
  pageStatus,
  searchFor,
  tableRows,
  toast,
  uniqueName,
  uniqueRate,
} from '../support/journeys';
import { expect, type Locator, type Page, test } from '../support/test';

async function choose(page: Page, form: Locator, label: string, option: string) {
  await form.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('add a product: every required field says so, then it saves', async ({ page, request }) => {
  const category = uniqueName('Detergents');
  await createRecord(request, 'categories', { name: category });
  const name = uniqueName('Surf Excel 5kg');
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = drawer(page, 'Add Product');
  await form.getByRole('button', { name: 'Save' }).click();
  // Each message sits under its own field (and is read out with it).
  for (const [label, message] of [
    ['Product Name', 'Product Name is required'],
    ['HSN Code', 'HSN Code is required'],
    ['MRP', 'MRP is required'],
    ['Rate', 'Rate is required'],
    ['GST Rate', 'GST Rate is required'],
    ['Reorder Level', 'Reorder Level is required'],
  ] as const) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
  }

  await form.getByLabel('Product Name').fill(name);
  await expect(form.getByText('Product Name is required')).toBeHidden();
  await choose(page, form, 'Category', category);
  await form.getByLabel('HSN Code').fill('34');
  await form.getByLabel('MRP').fill('118000');
  await form.getByLabel('Rate', { exact: true }).fill('100000');
  await choose(page, form, 'GST Rate', '18%');
  await expect(form.getByText('GST Rate is required')).toBeHidden();
  await choose(page, form, 'Unit', 'KGS (Kilograms)');
  await form.getByLabel('Reorder Level').fill('4');
  await form.getByLabel('Opening Stock').fill('25');
  await form.getByLabel('Open price (rate can be typed on invoices)').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('HSN Code must be 4, 6 or 8 digits')).toBeVisible();

  // A code the GST HSN/SAC list does not hold is refused; typing digits offers the list's codes.
  await form.getByLabel('HSN Code').fill('55885588');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('HSN Code 55885588 is not in the GST HSN/SAC code list')).toBeVisible();
  await form.getByLabel('HSN Code').fill('340220');
  await page.getByRole('option', { name: /^34022010/ }).click();
  await expect(form.getByLabel('HSN Code')).toHaveValue('34022010');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Product added successfully!')).toBeVisible();
  await expect(form).toBeHidden();

  await searchFor(page, name);
  const row = tableRows(page, 'Products');
  await expect(row).toHaveCount(1);
  // Amounts in Indian grouping with the rupee sign.
  await expect(row).toContainText('₹1,18,000.00');
  await expect(row).toContainText('₹1,00,000.00');
  await expect(row).toContainText(category);
  await expect(row).toContainText('18%');
  await expect(row).toContainText('4 KGS');
});

test('edit a product: the drawer opens filled in and says Update', async ({ page, request }) => {
  const name = uniqueName('Parle-G');
  await createRecord(request, 'products', {
    name,
    hsn_code: '1905',
    mrp: 10,
    rate: 8.93,
    gst_rate: 12,
    reorder_level: 10,
    unit: 'PAC',
    price_editable: true,
  });
  await page.goto('/products');
  await searchFor(page, name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const form = drawer(page, 'Edit Product');
  await expect(form.getByLabel('Product Name')).toHaveValue(name);
  await expect(form.getByLabel('MRP')).toHaveValue('10');
  await expect(form.getByLabel('GST Rate', { exact: true })).toHaveValue('12%');
  await expect(form.getByLabel('Open price (rate can be typed on invoices)')).toBeChecked();

  await form.getByLabel('MRP').fill('');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(form.getByText('MRP is required')).toBeVisible();
  await form.getByLabel('MRP').fill('12.5');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Product updated successfully!')).toBeVisible();
  await expect(tableRows(page, 'Products')).toContainText('₹12.50');
});

test("the server's 422 lands on the GST Rate field", async ({ page, request }) => {
  const rate = uniqueRate();
  const created = await createRecord<{ id: number }>(request, 'gst-rates', { gst_rate: rate });
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = drawer(page, 'Add Product');
  await form.getByLabel('Product Name').fill(uniqueName('Orphan'));
  await form.getByLabel('HSN Code').fill('3401');
  await form.getByLabel('MRP').fill('50');
  await form.getByLabel('Rate', { exact: true }).fill('45');
  await choose(page, form, 'GST Rate', `${rate}%`);
  await form.getByLabel('Reorder Level').fill('1');
  // Someone removes the rate from the master while the form is open.
  expect((await request.delete(`/api/gst-rates/${created.id}`)).status()).toBe(204);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to add product.')).toBeVisible();
  await expect(form.getByLabel('GST Rate', { exact: true })).toHaveAccessibleDescription(
    'GST Rate must be one of the GST rates in the master',
  );
  await expect(form).toBeVisible();
});

test('page through 51 products and delete one', async ({ page, request }) => {
  const prefix = uniqueName('Paged product');
  for (let index = 1; index <= 51; index += 1) {
    await createRecord(request, 'products', {
      name: `${prefix} ${String(index).padStart(2, '0')}`,
      hsn_code: '0910',
      mrp: index,
      rate: index,
      gst_rate: 5,
      reorder_level: 0,
    });
  }
  await page.goto('/products');
  await searchFor(page, prefix.toUpperCase());
  await expect(page.getByText('Total Results: 51')).toBeVisible();
  await expect(pageStatus(page, 1, 2)).toBeVisible();
  await expect(tableRows(page, 'Products')).toHaveCount(50);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(pageStatus(page, 2, 2)).toBeVisible();
  await expect(tableRows(page, 'Products')).toHaveCount(1);

  await page.getByRole('button', { name: `Delete ${prefix} 01` }).click();
  await confirmDelete(page);
  await expect(toast(page, `Deleted product ${prefix} 01.`)).toBeVisible();
  // The last page emptied, so the list steps back to the page that still exists.
  await expect(pageStatus(page, 1, 1)).toBeVisible();
  await expect(page.getByText('Total Results: 50')).toBeVisible();
});
