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
import { expect, test } from '../support/test';

test('add a GST rate, with the validation messages on the way', async ({ page }) => {
  const rate = uniqueRate();
  await page.goto('/gstrates');
  await page.getByRole('button', { name: 'Add GST Rate' }).click();
  const form = drawer(page, 'Add GST Rate');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('GST Rate is required')).toBeVisible();

  // The message goes as soon as the field is edited.
  await form.getByLabel('GST Rate').fill('1');
  await expect(form.getByText('GST Rate is required')).toBeHidden();

  await form.getByLabel('GST Rate').fill('150');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('GST Rate must be a number between 0 and 100')).toBeVisible();

  await form.getByLabel('GST Rate').fill(String(rate));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'GST Rate added successfully!')).toBeVisible();
  await expect(form).toBeHidden();

  await searchFor(page, String(rate));
  await expect(tableRows(page, 'GST Rates')).toHaveCount(1);
  await expect(tableRows(page, 'GST Rates').first()).toContainText(`${rate}%`);
  await expect(page.getByText('Total Results: 1')).toBeVisible();
});

test("a rate that already exists is refused with the server's reason on the field", async ({ page }) => {
  await page.goto('/gstrates');
  await page.getByRole('button', { name: 'Add GST Rate' }).click();
  const form = drawer(page, 'Add GST Rate');
  await form.getByLabel('GST Rate').fill('18');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to add GST Rate: GST Rate 18% already exists')).toBeVisible();
  await expect(form.getByText('GST Rate 18% already exists')).toBeVisible();
});

test('edit a GST rate, then delete it after confirming', async ({ page, request }) => {
  const rate = uniqueRate();
  const newRate = uniqueRate();
  await createRecord(request, 'gst-rates', { gst_rate: rate });
  await page.goto('/gstrates');
  await searchFor(page, String(rate));
  await expect(tableRows(page, 'GST Rates')).toHaveCount(1);

  await page.getByRole('button', { name: `Edit GST rate ${rate}%` }).click();
  const form = drawer(page, 'Edit GST Rate');
  await expect(form.getByLabel('GST Rate')).toHaveValue(String(rate));
  await form.getByLabel('GST Rate').fill(String(newRate));
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'GST Rate updated successfully!')).toBeVisible();

  await searchFor(page, String(newRate));
  await expect(tableRows(page, 'GST Rates')).toHaveCount(1);
  await page.getByRole('button', { name: `Delete GST rate ${newRate}%` }).click();
  await confirmDelete(page);
  await expect(toast(page, `Deleted GST rate ${newRate}%.`)).toBeVisible();
  await expect(page.getByText('No data available.')).toBeVisible();
  await expect(page.getByText('Total Results: 0')).toBeVisible();
});

test('a GST rate used by a product cannot be deleted, and says why', async ({ page, request }) => {
  const rate = uniqueRate();
  await createRecord(request, 'gst-rates', { gst_rate: rate });
  await createRecord(request, 'products', {
    name: uniqueName('Rate user'),
    hsn_code: '3401',
    mrp: 100,
    rate: 90,
    gst_rate: rate,
    reorder_level: 1,
  });
  await page.goto(`/gstrates?search=${rate}`);
  await page.getByRole('button', { name: `Delete GST rate ${rate}%` }).click();
  await confirmDelete(page);
  await expect(toast(page, `Could not delete GST rate ${rate}%.`)).toContainText('cannot be deleted');
  await expect(tableRows(page, 'GST Rates')).toHaveCount(1);
});

test('page through the rate master, 50 rates a page', async ({ page, request }) => {
  // 50 more rates on top of the default master make a second page. A retry finds them already
  // there, which serves the test just as well.
  await Promise.all(
    Array.from({ length: 50 }, (_, index) =>
      request.post('/api/gst-rates', { data: { gst_rate: 95 + (index + 1) / 100 } }),
    ),
  );
  await page.goto('/gstrates');
  await expect(pageStatus(page, 1)).toBeVisible();
  await expect(tableRows(page, 'GST Rates')).toHaveCount(50);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(pageStatus(page, 2)).toBeVisible();
  // Lowest first, so the highest rates are on the last page.
  await expect(page.getByRole('cell', { name: '95.5%', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(pageStatus(page, 1)).toBeVisible();
  await expect(page.getByRole('cell', { name: '0%', exact: true })).toBeVisible();
});
