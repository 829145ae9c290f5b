import { dmy, toast, uniqueName } from '../support/journeys';
import { openNewPurchase, purchaseRow } from '../support/purchase-journeys';
import { expect, type Locator, type Page, test } from '../support/test';

// A supplier's bill with a supplier and a product not on file yet: both are added from inside the
// purchase form and come back chosen; 2.5 kg of a product sold by the kg is typed; an impossible
// date is named under the box. Typing is from the keyboard; the cursor is put in a box with
// focus() where the Tab order is not the point, and the product drawer's two lists (GST Rate,
// Unit) are chosen with the mouse.

async function choose(page: Page, form: Locator, label: string, option: string) {
  await form.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('quick add a supplier and a product from the purchase form, 2.5 kg, an impossible date named', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const supplierName = uniqueName('Quick Jaggery Mills');
  const productName = uniqueName('Loose Jaggery');
  await openNewPurchase(page);

  // A supplier not on file: Alt+S opens the supplier drawer with the name typed.
  await page.getByLabel('Supplier', { exact: true }).focus();
  await page.keyboard.type(supplierName);
  await expect(page.getByText('No matches: Alt+S adds one')).toBeVisible();
  await page.keyboard.press('Alt+S');
  const addSupplier = page.getByRole('dialog', { name: 'Add Supplier' });
  await expect(addSupplier.getByLabel('Supplier Name')).toHaveValue(supplierName);
  await expect(addSupplier.getByLabel('Supplier Name')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Supplier added successfully!')).toBeVisible();
  await expect(addSupplier).toBeHidden();
  await expect(page.getByLabel('Supplier', { exact: true })).toHaveValue(supplierName);
  // The cursor goes on to the supplier's bill number; nothing was submitted meanwhile.
  await expect(page.getByLabel('Supplier Invoice No')).toBeFocused();
  await expect(page).toHaveURL(/\/create-purchase$/);
  await page.keyboard.type('QJ/77');

  // 31/02 does not exist: the box says so instead of going back to today.
  await page.getByLabel('Date').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('31/02/2026');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Date: 31/02/2026 is not a real date (dd/mm/yyyy)')).toBeVisible();
  await page.getByLabel('Date').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(dmy(0));
  await page.keyboard.press('Tab');
  await expect(page.getByText(/is not a real date/)).toBeHidden();

  // A product not on file: Alt+P in the row's product box.
  await page.getByLabel('Product 1').focus();
  await page.keyboard.type(productName);
  await page.keyboard.press('Alt+P');
  const addProduct = page.getByRole('dialog', { name: 'Add Product' });
  await expect(addProduct.getByLabel('Product Name')).toHaveValue(productName);
  await addProduct.getByLabel('HSN Code').focus();
  await page.keyboard.type('1701');
  await addProduct.getByLabel('MRP').focus();
  await page.keyboard.type('60');
  await addProduct.getByLabel('Rate', { exact: true }).focus();
  await page.keyboard.type('50');
  await choose(page, addProduct, 'GST Rate', '5%');
  await choose(page, addProduct, 'Unit', 'KGS (Kilograms)');
  await addProduct.getByLabel('Reorder Level').focus();
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Product added successfully!')).toBeVisible();
  await expect(addProduct).toBeHidden();
  const row = purchaseRow(page, 1);
  await expect(page.getByLabel('Product 1')).toHaveValue(productName);
  await expect(row).toContainText('5%');
  await expect(page.getByLabel('Qty 1')).toBeFocused();

  // 2.5 kg for ₹125.00 at 5%: total 131.25.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2.5');
  await page.getByLabel('Amount 1').focus();
  await page.keyboard.type('125');
  await expect(row).toContainText('₹131.25');
  await page.getByRole('button', { name: 'Submit' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/purchase\//);
  await expect(page.getByText(new RegExp(supplierName, 'i'))).toBeVisible();
  const items = page.getByRole('table', { name: 'Items' });
  await expect(items.getByRole('row').filter({ hasText: productName })).toContainText('2.5 KGS');
  await expect(items.getByRole('row').filter({ hasText: productName })).toContainText('₹131.25');
});
