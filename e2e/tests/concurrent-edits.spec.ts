import { createRecord, drawer, searchFor, toast, uniqueGstin, uniqueName } from '../support/journeys';
import { expect, test } from '../support/test';

// Two people, one record: the second save is told someone else changed it, and reloads what was
// saved rather than overwriting it. A GSTIN already on another customer is asked about first.

test('two tabs edit one product: the second save is told to reload, and then saves', async ({
  page,
  context,
  request,
}) => {
  const name = uniqueName('Tata Tea Gold 500 g');
  await createRecord(request, 'products', {
    name,
    hsn_code: '0902',
    mrp: 560,
    rate: 480,
    gst_rate: 5,
    reorder_level: 10,
  });
  const second = await context.newPage();
  for (const tab of [page, second]) {
    await tab.goto('/products');
    await searchFor(tab, name);
    await tab.getByRole('button', { name: `Edit ${name}` }).click();
  }

  const first = drawer(page, 'Edit Product');
  await first.getByLabel('MRP').fill('575');
  await first.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Product updated successfully!')).toBeVisible();

  const late = drawer(second, 'Edit Product');
  await late.getByLabel('Reorder Level').fill('25');
  await late.getByRole('button', { name: 'Update' }).click();
  const dialog = second.getByRole('dialog', { name: 'Changed by someone else' });
  await expect(dialog).toContainText(`Product "${name}" was changed by Asha Owner at`);
  await dialog.getByRole('button', { name: 'Reload' }).click();
  // The form now holds what the first tab saved; the second person makes their change again.
  await expect(late.getByLabel('MRP')).toHaveValue('575');
  await expect(late.getByLabel('Reorder Level')).toHaveValue('10');
  await late.getByLabel('Reorder Level').fill('25');
  await late.getByRole('button', { name: 'Update' }).click();
  await expect(toast(second, 'Product updated successfully!')).toBeVisible();

  const saved = await (await request.get(`/api/products?search=${encodeURIComponent(name)}`)).json();
  expect(saved.data[0]).toMatchObject({ mrp: 575, reorder_level: 25, version: 3 });
});

test('a GSTIN already on another customer is asked about, then saved when confirmed', async ({
  page,
  request,
}) => {
  const gstin = uniqueGstin();
  const existing = uniqueName('Sharma Traders');
  await createRecord(request, 'customers', { name: existing, address: 'Raipur', gstin });
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const form = drawer(page, 'Add Customer');
  const branch = uniqueName('Sharma Traders Bhilai');
  await form.getByLabel('Customer Name').fill(branch);
  await form.getByLabel('Address').fill('Bhilai');
  await form.getByLabel('GST No').fill(gstin);
  await form.getByRole('button', { name: 'Save' }).click();
  const question = page.getByRole('dialog', { name: 'Save anyway?' });
  await expect(question).toContainText(`GSTIN ${gstin} is already on customer "${existing}"`);
  await question.getByRole('button', { name: 'Save anyway' }).click();
  await expect(toast(page, 'Customer added successfully!')).toBeVisible();
  const found = await (await request.get(`/api/customers?search=${gstin}`)).json();
  expect(found.total).toBe(2);
});
