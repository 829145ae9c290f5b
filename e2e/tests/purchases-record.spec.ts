import { searchFor, tableRows, toast } from '../support/journeys';
import {
  browserToday,
  createProduct,
  createSupplier,
  findProductRow,
  purchaseRow,
  tailOf,
  total,
  typeAndPick,
} from '../support/purchase-journeys';
import { expect, test } from '../support/test';

test('record a purchase by keyboard, see its totals and detail, and the stock rise', async ({
  page,
  request,
}) => {
  // A whole bill typed key by key, then three more screens: longer than the default minute when
  // the machine is busy.
  test.setTimeout(120_000);
  const supplier = await createSupplier(request, 'Raipur Wholesale');
  // Below its reorder level before the purchase, above it after.
  const soap = await createProduct(request, 'Lux Soap', {
    gst_rate: 18,
    opening_stock: 3,
    reorder_level: 10,
  });
  const salt = await createProduct(request, 'Tata Salt', { gst_rate: 5 });
  // Still at its reorder level after the purchase, so it stays marked.
  const biscuit = await createProduct(request, 'Parle-G', { gst_rate: 12, reorder_level: 3 });
  const ghee = await createProduct(request, 'Amul Ghee', { gst_rate: 12 });

  await page.goto('/products');
  const soapBefore = await findProductRow(page, soap.name);
  await expect(soapBefore).toContainText('3 NOS');
  await expect(soapBefore.getByText('Low stock')).toBeVisible();

  await page.goto('/purchases');
  await expect(page.getByRole('heading', { name: 'Record Purchase' })).toBeVisible();
  await page.getByRole('link', { name: 'New Purchase' }).click();
  await expect(page).toHaveURL(/\/create-purchase$/);
  await expect(page.getByLabel('Purchase No')).toHaveValue(/^PUR\/\d{2}-\d{2}\/\d{4}$/);
  const today = await browserToday(page);
  await expect(page.getByLabel('Date')).toHaveValue(today);
  await expect(page.getByRole('button', { name: '+ Add Row' })).toBeDisabled();

  // Supplier: the cursor starts there, its suggestions closed until typing. Nothing is suggested
  // before the third letter; then any part of the name, any case.
  await expect(page.getByLabel('Supplier', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Supplier', { exact: true })).not.toHaveAttribute('data-expanded');
  await page.keyboard.type('ra');
  await expect(page.getByText('Type at least 3 letters of the name').filter({ visible: true })).toBeVisible();
  await page.keyboard.press('Control+A');
  await typeAndPick(page, tailOf(supplier.name).toUpperCase(), supplier.name);
  await expect(page.getByText('Industrial Area, Urla, Raipur')).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Purchase No')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('RW/2291');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Date')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Product 1')).toBeFocused();

  // Row 1: 12 soaps for ₹1,200 less 10%, at 18%.
  await typeAndPick(page, `soap ${tailOf(soap.name)}`, soap.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  // Past Rate (per unit) to Amount, the bill's line figure; Rate fills itself from it.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1200');
  await expect(page.getByLabel('Rate 1')).toHaveValue('100.00');
  await page.keyboard.press('Tab');
  await page.keyboard.type('10');
  const row1 = purchaseRow(page, 1);
  await expect(row1).toContainText('18%');
  await expect(row1).toContainText('₹1,274.40');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Delete row 1' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  // Row 2: the cursor is already in the new row. Letters in Qty are dropped; an emptied Qty stays
  // empty until typed (no 0 slipped in).
  await expect(page.getByLabel('Product 2')).toBeFocused();
  await typeAndPick(page, tailOf(salt.name), salt.name);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Backspace');
  await expect(page.getByLabel('Qty 2')).toHaveValue('');
  await page.keyboard.type('5 bags');
  await expect(page.getByLabel('Qty 2')).toHaveValue('5');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('250.50');
  await expect(purchaseRow(page, 2)).toContainText('₹263.03');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  // Row 3: the soap again is refused, and no row can be added until the row has a product.
  await expect(page.getByLabel('Product 3')).toBeFocused();
  await typeAndPick(page, tailOf(soap.name), soap.name);
  await expect(purchaseRow(page, 3).getByText('This product is already added.')).toBeVisible();
  await expect(page.getByLabel('Product 3')).toHaveAccessibleDescription('This product is already added.');
  await expect(page.getByRole('button', { name: '+ Add Row' })).toBeDisabled();
  await page.keyboard.press('Control+A');
  await typeAndPick(page, tailOf(biscuit.name), biscuit.name);
  await expect(purchaseRow(page, 3).getByText('This product is already added.')).toBeHidden();
  await page.keyboard.press('Tab');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('999');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  // Row 4 is added by mistake and deleted with its X.
  await typeAndPick(page, tailOf(ghee.name), ghee.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('400');
  await expect(total(page, 'payable')).toHaveText('₹3,104.31');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Delete row 4' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(purchaseRow(page, 4)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '+ Add Row' })).toBeFocused();

  // 1,080.00 + 250.50 + 999.00 taxable; 194.40 + 12.53 + 119.88 GST.
  await expect(total(page, 'subtotal')).toHaveText('₹2,329.50');
  await expect(total(page, 'gst-total')).toHaveText('₹326.81');
  await expect(total(page, 'payable')).toHaveText('₹2,656.31');

  // Past "Round off to the nearest rupee" (left as the shop's setting, off) to Submit.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Round off to the nearest rupee')).not.toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
  const purchaseNumber = await page.getByLabel('Purchase No').inputValue();
  // Ctrl+Enter submits from any field, as on the invoice form.
  await page.getByLabel('Qty 1').focus();
  await page.keyboard.press('Control+Enter');
  await expect(toast(page, 'Purchase recorded')).toBeVisible();
  await expect(page).toHaveURL(`/purchase/${encodeURIComponent(purchaseNumber)}`);

  const items = page.getByRole('table', { name: 'Items' }).locator('tbody tr');
  await expect(page.getByRole('heading', { name: 'Purchase', exact: true })).toBeVisible();
  await expect(page.getByText(`Purchase No: ${purchaseNumber}`)).toBeVisible();
  await expect(page.getByText(`Date: ${today}`)).toBeVisible();
  await expect(page.getByText('Supplier Invoice No: RW/2291')).toBeVisible();
  await expect(page.getByText(supplier.name)).toBeVisible();
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText(soap.name);
  await expect(items.nth(0)).toContainText('₹1,274.40');
  await expect(items.nth(1)).toContainText(salt.name);
  await expect(items.nth(2)).toContainText(biscuit.name);
  await expect(page.getByRole('heading', { name: 'Payment Summary' })).toBeVisible();
  await expect(
    page.getByText('Rupees Two Thousand Six Hundred Fifty Six and Thirty One Paise Only'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bank Details' })).toBeVisible();

  // The list shows it, and its number leads back to the detail.
  await page.goto('/purchases');
  await searchFor(page, purchaseNumber);
  const listed = tableRows(page, 'Purchases');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(purchaseNumber);
  for (const text of ['RW/2291', supplier.name, today, '₹2,329.50', '₹326.81', '₹2,656.31']) {
    await expect(listed).toContainText(text);
  }
  await listed.getByRole('link', { name: purchaseNumber, exact: true }).click();
  await expect(page.getByText(`Purchase No: ${purchaseNumber}`)).toBeVisible();

  // Stock rose by what was bought; the soap left the low-stock mark, the biscuits did not.
  await page.goto('/products');
  const soapAfter = await findProductRow(page, soap.name);
  await expect(soapAfter).toContainText('15 NOS');
  await expect(soapAfter.getByText('Low stock')).toHaveCount(0);
  await expect(await findProductRow(page, salt.name)).toContainText('5 NOS');
  const biscuitAfter = await findProductRow(page, biscuit.name);
  await expect(biscuitAfter).toContainText('3 NOS');
  await expect(biscuitAfter.getByText('Low stock')).toBeVisible();
});
