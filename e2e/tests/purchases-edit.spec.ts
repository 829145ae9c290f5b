import { tableRows, toast, uniqueName } from '../support/journeys';
import {
  createProduct,
  createSupplier,
  openNewPurchase,
  pickSupplier,
  purchaseRow,
  tailOf,
  typeAndPick,
} from '../support/purchase-journeys';
import { expect, type Page, test } from '../support/test';

// A purchase typed wrongly is corrected and then cancelled, and the stock report follows each
// step: the unit cost typed into Amount (tea at 21.50 instead of 430 a kg), put right through
// Rate, then the whole purchase cancelled.

/** The product's row of this month's stock report (the purchase is dated today). */
async function stockRow(page: Page, productName: string) {
  await page.goto('/reports/stock-report');
  const row = tableRows(page, 'Stock Report').filter({ hasText: productName });
  await expect(row).toHaveCount(1);
  return row.locator('td');
}

test('correct a purchase rate and see the stock value change, then cancel it and see the stock go back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const supplier = await createSupplier(request, 'Mahadev Traders');
  const tea = await createProduct(request, 'Assam Tea', { gst_rate: 5 });
  const bill = uniqueName('MD');

  // The clerk types the unit cost into Amount: Rate shows what that means per unit.
  await openNewPurchase(page);
  await pickSupplier(page, supplier.name);
  await page.getByLabel('Supplier Invoice No').fill(bill);
  await page.getByLabel('Product 1').click();
  await typeAndPick(page, tailOf(tea.name), tea.name);
  await page.getByLabel('Qty 1').fill('20');
  await page.getByLabel('Amount 1').fill('430');
  await expect(page.getByLabel('Rate 1')).toHaveValue('21.50');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Purchase recorded')).toBeVisible();
  await expect(page).toHaveURL(/\/purchase\/PUR%2F/);
  const purchaseUrl = page.url();

  // Closing 20 at the purchase's 21.50: worth 430.
  let cells = await stockRow(page, tea.name);
  await expect(cells.nth(6)).toHaveText('20');
  await expect(cells.last()).toHaveText('430.00');

  // Corrected: Rate 430 a unit makes the Amount 8,600.
  await page.goto(purchaseUrl);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Edit purchase PUR\// })).toBeVisible();
  await expect(page.getByLabel('Supplier Invoice No')).toHaveValue(bill);
  await expect(page.getByLabel('Amount 1')).toHaveValue('430.00');
  await page.getByLabel('Rate 1').fill('430');
  await expect(page.getByLabel('Amount 1')).toHaveValue('8600.00');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Purchase updated')).toBeVisible();
  await expect(page).toHaveURL(purchaseUrl);
  await expect(purchaseRow(page, 1)).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Items' })).toContainText('8,600.00');

  cells = await stockRow(page, tea.name);
  await expect(cells.nth(6)).toHaveText('20');
  await expect(cells.last()).toHaveText('8,600.00');

  // Cancelled: asked first, then marked, and its 20 go back out of stock.
  await page.goto(purchaseUrl);
  await page.getByRole('button', { name: 'Cancel purchase' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('its goods go back out of stock');
  await dialog.getByRole('button', { name: 'Cancel purchase' }).click();
  await expect(toast(page, 'Purchase cancelled')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel purchase' })).toHaveCount(0);

  cells = await stockRow(page, tea.name);
  await expect(cells.nth(4)).toHaveText('0');
  await expect(cells.nth(6)).toHaveText('0');

  // The list says so too, and offers no Edit for it.
  await page.goto('/purchases');
  const listed = tableRows(page, 'Purchases').filter({ hasText: bill });
  await expect(listed).toContainText('Cancelled');
  await expect(listed.getByRole('link', { name: /^Edit / })).toHaveCount(0);
});
