import { createCustomer, dismissSavedDialog, invoiceDrawer } from '../support/invoice-journeys';
import { createRecord, tableRows, uniqueName } from '../support/journeys';
import {
  createSupplier,
  openNewPurchase,
  pickSupplier,
  purchaseRow,
  tailOf,
  typeAndPick,
} from '../support/purchase-journeys';
import { shopDateDmy, shopDateIso } from '../support/shop-day';
import { expect, test } from '../support/test';

// Batches and expiry like a medicines distributor: a purchase receiving two batches of one
// product (the second with a scheme's free units) typed on the purchase form, an invoice for more
// than the first batch holds sold earliest expiry first, the stock report's batches and the
// near-expiry report; then a later batch chosen by hand on an invoice line over the one expiring first.

test('receive two batches with free units, bill past the first batch, see it on the near-expiry report', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const supplier = await createSupplier(request, 'Pharma Agencies');
  const buyer = await createCustomer(request, 'Batch Chemists', '');
  const syrup = await createRecord<{ id: number; name: string }>(request, 'products', {
    name: uniqueName('Cough Syrup'),
    hsn_code: '3004',
    mrp: 120,
    rate: 80,
    gst_rate: 12,
    unit: 'NOS',
    reorder_level: 0,
    opening_stock: 0,
    price_editable: false,
    tracks_batches: true,
  });
  // Both expire within the report's 90 days; the first sooner, so it is sold first.
  const firstExpiry = shopDateDmy(30);
  const secondExpiry = shopDateDmy(60);

  await openNewPurchase(page);
  await pickSupplier(page, supplier.name);
  await page.getByLabel('Supplier Invoice No').fill('PA/771');
  const rows: { qty: string; free?: string; amount: string; batch: string; expiry: string; mrp: string }[] = [
    { qty: '10', amount: '600', batch: 'B1', expiry: firstExpiry, mrp: '100' },
    { qty: '10', free: '2', amount: '600', batch: 'B2', expiry: secondExpiry, mrp: '110' },
  ];
  for (const [index, row] of rows.entries()) {
    const number = index + 1;
    if (index > 0) await page.getByRole('button', { name: '+ Add Row' }).click();
    await page.getByLabel(`Product ${number}`).click();
    await typeAndPick(page, tailOf(syrup.name), syrup.name);
    const line = purchaseRow(page, number);
    await line.getByLabel(`Qty ${number}`).fill(row.qty);
    if (row.free) await line.getByLabel(`Free ${number}`).fill(row.free);
    await line.getByLabel(`Amount ${number}`).fill(row.amount);
    // Saving without a batch number is refused under the field.
    if (index === 0) {
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(line.getByText(`Batch No is required for ${syrup.name}`)).toBeVisible();
    }
    await line.getByLabel(`Batch No ${number}`).fill(row.batch);
    await line.getByLabel(`Expiry ${number}`).click();
    await page.keyboard.type(row.expiry);
    await line.getByLabel(`MRP ${number}`).click();
    await page.keyboard.type(row.mrp);
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/purchase\//);
  const purchaseItems = page.getByRole('table', { name: 'Items', exact: true });
  await expect(purchaseItems).toContainText(`Batch B1 · Exp ${firstExpiry}`);
  await expect(purchaseItems).toContainText(`Batch B2 · Exp ${secondExpiry}`);

  // 15 units: the 10 of B1, which expires first, then 5 of B2.
  await page.goto('/invoices');
  await expect(page.getByText(/^Total Results: \d+$/)).toBeVisible();
  await page.keyboard.press('Alt+N');
  const form = invoiceDrawer(page);
  await expect(form.getByLabel('Customer')).toBeFocused();
  await page.keyboard.type(buyer.name);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 1 product')).toBeFocused();
  await page.keyboard.type(syrup.name);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 1 quantity')).toBeFocused();
  await page.keyboard.type('15');
  await page.keyboard.press('Control+Enter');
  await dismissSavedDialog(page, /^Invoice .+ saved$/);
  const list = await request.get(`/api/invoices?customer_id=${buyer.id}`);
  const invoices = (await list.json()) as { data: { id: number }[] };
  expect(invoices.data).toHaveLength(1);
  await page.goto(`/invoice/${invoices.data[0]?.id}`);
  const lines = tableRows(page, 'Invoice items');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(`Batch B1 · Exp ${firstExpiry}`);
  await expect(lines.nth(0)).toContainText('10 NOS');
  await expect(lines.nth(1)).toContainText(`Batch B2 · Exp ${secondExpiry}`);
  await expect(lines.nth(1)).toContainText('5 NOS');

  // B1 is sold out; B2 holds 10 + 2 free − 5 = 7, listed under the product on the stock report.
  await page.goto('/reports/stock-report');
  const batches = tableRows(page, `Batches of ${syrup.name}`).filter({ hasText: 'B2' });
  await expect(batches).toContainText('7 NOS');
  await page.goto('/reports');
  await page.getByRole('link', { name: 'Near Expiry' }).click();
  await expect(page.getByLabel('Expiring within (days)')).toHaveValue('90');
  const expiring = tableRows(page, 'Expiring batches').filter({ hasText: syrup.name });
  await expect(expiring).toHaveCount(1);
  await expect(expiring).toContainText('B2');
  await expect(expiring).toContainText(secondExpiry);
  await expect(expiring).toContainText('7 NOS');
  // Looking 30 days ahead leaves it out.
  await page.getByLabel('Expiring within (days)').fill('30');
  await expect(tableRows(page, 'Expiring batches').filter({ hasText: syrup.name })).toHaveCount(0);

  // B3, bought today and expiring last, chosen by hand: without a choice the line would take B2.
  const restock = await request.post('/api/admin/add-purchases', {
    data: {
      supplier_id: supplier.id,
      purchase_date: shopDateIso(),
      items: [{ product_id: syrup.id, quantity: 5, amount: 300, gst_rate: 12, mrp: 120 }].map((item) => ({
        ...item,
        batch_number: 'B3',
        expiry_date: shopDateIso(400),
      })),
    },
  });
  expect(restock.status(), await restock.text()).toBe(201);
  await page.goto('/invoices');
  await expect(page.getByText(/^Total Results: \d+$/)).toBeVisible();
  await page.keyboard.press('Alt+N');
  await expect(form.getByLabel('Customer')).toBeFocused();
  await page.keyboard.type(buyer.name);
  await page.keyboard.press('Enter');
  await page.keyboard.type(syrup.name);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 1 quantity')).toBeFocused();
  const picker = form.getByLabel('Line 1 batch');
  await expect(picker).toHaveValue('');
  await picker.selectOption({ label: `B3 · Exp ${shopDateDmy(400)} · MRP ₹120.00 · 5 NOS` });
  await form.getByLabel('Line 1 quantity').press('Control+Enter');
  await dismissSavedDialog(page, /^Invoice .+ saved$/);
  const newest = (await (await request.get(`/api/invoices?customer_id=${buyer.id}`)).json()) as {
    data: { id: number }[];
  };
  const chosen = newest.data.find((invoice) => invoice.id !== invoices.data[0]?.id);
  await page.goto(`/invoice/${chosen?.id}`);
  await expect(tableRows(page, 'Invoice items')).toHaveCount(1);
  await expect(tableRows(page, 'Invoice items').first()).toContainText(`Batch B3 · Exp ${shopDateDmy(400)}`);
});
