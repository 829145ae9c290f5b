import { createRecord, GSTIN_CHHATTISGARH_BUYER, uniqueName } from '../support/journeys';
import { expect, test } from '../support/test';

test('pick a product with the keyboard', async ({ page, request }) => {
  const tag = uniqueName('Pick').replace(' ', '');
  const names = ['Almond Oil', 'Coconut Oil', 'Mustard Oil', 'Olive Oil', 'Sesame Oil', 'Sunflower Oil'].map(
    (oil) => `${oil} ${tag}`,
  );
  for (const [index, name] of names.entries()) {
    await createRecord(request, 'products', {
      name,
      hsn_code: '1515',
      mrp: 1050 + index,
      rate: 1000,
      gst_rate: 5,
      reorder_level: 2,
    });
  }
  await page.goto('/productdropdown');
  const box = page.getByLabel('Product');
  await box.click();
  await box.pressSequentially(tag.slice(0, 2));
  await expect(page.getByText('Type at least 3 letters of the name')).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);

  // Case does not matter, and the text may be anywhere in the name.
  await box.fill('');
  await box.pressSequentially(tag.toUpperCase());
  await expect(page.getByRole('option')).toHaveCount(6);
  await expect(page.getByRole('option').first()).toContainText(
    'MRP ₹1,050.00 · Rate ₹1,000.00 · GST 5% · HSN 1515',
  );

  // Six suggestions do not fit in 150 px: the list scrolls.
  const list = page.getByRole('listbox');
  const { maxHeight, scrolls } = await list.evaluate((element) => ({
    maxHeight: getComputedStyle(element).maxHeight,
    scrolls: element.scrollHeight > element.clientHeight,
  }));
  expect(maxHeight).toBe('150px');
  expect(scrolls).toBe(true);

  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  await box.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(box).toHaveValue(names[1] ?? '');
  const selected = page.getByLabel('Selected');
  await expect(selected).toContainText(names[1] ?? '');
  await expect(selected).toContainText('MRP: ₹1,051.00');
  await expect(selected).toContainText('Rate: ₹1,000.00');
  await expect(selected).toContainText('GST Rate: 5%');
  await expect(selected).toContainText('HSN Code: 1515');

  // Escape closes the suggestions without picking.
  await box.fill('');
  await box.pressSequentially(`Sesame Oil ${tag}`.slice(0, 8));
  await expect(page.getByRole('option', { name: new RegExp(`Sesame Oil ${tag}`) })).toBeVisible();
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(selected).toContainText(names[1] ?? '');
});

test('pick a customer with the keyboard, on the old misspelt address', async ({ page, request }) => {
  const name = uniqueName('Gupta Kirana');
  await createRecord(request, 'customers', {
    name,
    address: 'Durg',
    phone: '9425012345',
    email: 'gupta@example.in',
    gstin: GSTIN_CHHATTISGARH_BUYER,
  });
  await page.goto('/cutomerdrodown');
  const box = page.getByLabel('Customer');
  await box.click();
  await box.pressSequentially(name.slice(-8).toLowerCase());
  const option = page.getByRole('option', { name: new RegExp(name) });
  await expect(option).toHaveCount(1);
  await expect(option).toContainText(`9425012345 · gupta@example.in · GSTIN ${GSTIN_CHHATTISGARH_BUYER}`);
  await box.press('ArrowDown');
  await box.press('Enter');
  const selected = page.getByLabel('Selected');
  await expect(selected).toContainText(name);
  await expect(selected).toContainText('Phone: 9425012345');
  await expect(selected).toContainText('Email: gupta@example.in');
  await expect(selected).toContainText(`GSTIN: ${GSTIN_CHHATTISGARH_BUYER}`);
});
