import { createCustomer, invoiceDrawer } from '../support/invoice-journeys';
import { createRecord, toast, uniqueName } from '../support/journeys';
import { expect, test } from '../support/test';

// Selling more than is on hand: the form warns under the quantity, with the quantity on hand,
// counting every line of the product together; with "Allow selling below zero stock" off the
// server refuses the save on the line. Keyboard only.

test('oversell: a quantity above stock shows the stock on hand, lines of one product add up, the setting refuses it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = await createCustomer(request, 'Oversell Stores', '');
  const kettle = await createRecord<{ id: number; name: string }>(request, 'products', {
    name: uniqueName('Kettle'),
    hsn_code: '8516',
    mrp: 1500,
    rate: 1100,
    gst_rate: 18,
    unit: 'NOS',
    reorder_level: 0,
    opening_stock: 6,
    price_editable: false,
  });

  await page.goto('/invoices');
  await expect(page.getByText(/^Total Results: \d+$/)).toBeVisible();
  await page.keyboard.press('Alt+N');
  const form = invoiceDrawer(page);
  await expect(form.getByLabel('Customer')).toBeFocused();
  await page.keyboard.type(buyer.name);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 1 product')).toBeFocused();
  await page.keyboard.type(kettle.name);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 1 quantity')).toBeFocused();
  await page.keyboard.type('100');
  await expect(form.getByLabel('Line 1 stock warning')).toHaveText('Only 6 NOS in stock');

  // Within stock, no warning; two lines of 4 each are 8, beyond the 6 on hand.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('4');
  await expect(form.getByLabel('Line 1 stock warning')).toHaveCount(0);
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 2 product')).toBeFocused();
  await page.keyboard.type(kettle.name);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 2 quantity')).toBeFocused();
  await page.keyboard.type('4');
  const together = 'Only 6 NOS in stock (8 NOS on this invoice)';
  await expect(form.getByLabel('Line 1 stock warning')).toHaveText(together);
  await expect(form.getByLabel('Line 2 stock warning')).toHaveText(together);

  // With selling below zero stock not allowed, the server refuses the line that goes beyond.
  const settings = (await (await request.get('/api/settings')).json()) as Record<string, unknown>;
  const off = await request.put('/api/settings', { data: { ...settings, allow_negative_stock: false } });
  expect(off.ok(), await off.text()).toBe(true);
  try {
    await page.keyboard.press('Control+Enter');
    await expect(toast(page, 'Failed to submit invoice.')).toBeVisible();
    await expect(form.getByText(`Only 2 NOS of ${kettle.name} in stock`)).toBeVisible();
    const list = await request.get(`/api/invoices?customer_id=${buyer.id}`);
    expect(((await list.json()) as { total: number }).total).toBe(0);
  } finally {
    // Back on, from the settings as they are now (a save over an older read may be refused).
    const now = (await (await request.get('/api/settings')).json()) as Record<string, unknown>;
    const back = await request.put('/api/settings', { data: { ...now, allow_negative_stock: true } });
    expect(back.ok(), await back.text()).toBe(true);
  }
});
