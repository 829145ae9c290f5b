import { toast } from '../support/journeys';
import {
  createProduct,
  createSupplier,
  fillRows,
  openNewPurchase,
  pickSupplier,
  purchaseRow,
} from '../support/purchase-journeys';
import { expect, test } from '../support/test';

test('the form asks for a supplier, then lists every field the shared schema refuses', async ({
  page,
  request,
}) => {
  const supplier = await createSupplier(request, 'Chhattisgarh Traders');
  const oil = await createProduct(request, 'Fortune Oil', { gst_rate: 5 });
  await openNewPurchase(page);
  await fillRows(page, [{ product: oil.name, amount: '' }]);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Please select a supplier.')).toBeVisible();
  const supplierBox = page.getByLabel('Supplier', { exact: true });
  await expect(supplierBox).toHaveAccessibleDescription('Please select a supplier.');
  await expect(supplierBox).toBeFocused();
  // The cursor is in the box, but its suggestions stay closed instead of covering the message.
  await expect(supplierBox).not.toHaveAttribute('data-expanded');
  await pickSupplier(page, supplier.name);
  await expect(supplierBox).not.toHaveAccessibleDescription('Please select a supplier.');

  // A Qty of 0 is refused; the blank Amount is refused too, and so is a row left without a product.
  await page.getByLabel('Qty 1').fill('0');
  await page.getByRole('button', { name: '+ Add Row' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  const errors = toast(page, 'Validation Errors:');
  await expect(errors).toBeVisible();
  await expect(errors).toContainText('Row 1 Qty: Quantity must be more than 0');
  await expect(errors).toContainText('Row 1 Amount: Amount is required');
  await expect(errors).toContainText('Row 2 Product: Product is required');
  await expect(page.getByLabel('Qty 1')).toHaveAccessibleDescription('Quantity must be more than 0');
  await expect(page.getByLabel('Amount 1')).toHaveAccessibleDescription('Amount is required');
  await expect(page.getByLabel('Qty 1')).toBeFocused();

  // Each message goes as its field is corrected.
  await page.keyboard.type('4');
  await expect(page.getByLabel('Qty 1')).not.toHaveAccessibleDescription(/Quantity/);
  await page.getByLabel('Amount 1').fill('500');
  await expect(page.getByLabel('Amount 1')).not.toHaveAccessibleDescription(/Amount/);
  await page.getByRole('button', { name: 'Delete row 2' }).click();
  await expect(purchaseRow(page, 2)).toHaveCount(0);

  // A date in another financial year takes that year's series.
  await page.getByLabel('Date').fill('15/06/2020');
  await page.getByLabel('Date').press('Tab');
  await expect(page.getByLabel('Purchase No')).toHaveValue(/^PUR\/20-21\/\d{4}$/);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Purchase recorded')).toBeVisible();
  await expect(page.getByText('Date: 15/06/2020')).toBeVisible();
});

test("the server's own field messages land on the fields they name", async ({ page, request }) => {
  const supplier = await createSupplier(request, 'Bilaspur Agencies');
  const tea = await createProduct(request, 'Tata Tea', { gst_rate: 5 });
  const sugar = await createProduct(request, 'Sugar', { gst_rate: 5 });
  await openNewPurchase(page);
  await pickSupplier(page, supplier.name);
  await fillRows(page, [
    { product: tea.name, amount: '200' },
    { product: sugar.name, amount: '100' },
  ]);

  // The form never sends a product twice; a changed request shows the server says the same.
  await page.route('**/api/admin/add-purchases', async (route) => {
    const body = route.request().postDataJSON() as { items: { product_id: number }[] };
    const [first, second] = body.items;
    if (first && second) second.product_id = first.product_id;
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Validation Errors:')).toContainText(
    'Row 2 Product: This product is already added.',
  );
  await expect(page.getByLabel('Product 2')).toHaveAccessibleDescription('This product is already added.');
  await page.unroute('**/api/admin/add-purchases');

  // Only the server knows the supplier was deleted meanwhile.
  const deleted = await request.delete(`/api/suppliers/${supplier.id}`);
  expect(deleted.status()).toBe(204);
  await page.getByRole('button', { name: 'Submit' }).click();
  const supplierGone = `Supplier: Supplier ${supplier.id} does not exist`;
  await expect(toast(page, supplierGone)).toContainText('Validation Errors:');
  // The newer message replaces the older one, which the form no longer shows either.
  await expect(toast(page, 'Row 2 Product')).toHaveCount(0);
  await expect(page.getByLabel('Product 2')).not.toHaveAccessibleDescription(/already added/);
  await expect(page.getByLabel('Supplier', { exact: true })).toHaveAccessibleDescription(
    `Supplier ${supplier.id} does not exist`,
  );
});

test('a refused or failed save says why and keeps the form for another try', async ({ page, request }) => {
  const supplier = await createSupplier(request, 'Durg Suppliers');
  const rice = await createProduct(request, 'Basmati Rice', { gst_rate: 5 });
  await openNewPurchase(page);
  await pickSupplier(page, supplier.name);
  await fillRows(page, [{ product: rice.name, amount: '1500' }]);
  const submit = page.getByRole('button', { name: 'Submit' });

  await page.route('**/api/admin/add-purchases', (route) =>
    route.fulfill({ status: 503, json: { message: 'The books are being backed up. Try again shortly.' } }),
  );
  await submit.click();
  const refused = toast(page, 'Failed to record purchase.');
  await expect(refused).toContainText('The books are being backed up. Try again shortly.');
  await page.unroute('**/api/admin/add-purchases');

  await page.route('**/api/admin/add-purchases', (route) => route.abort());
  await submit.click();
  await expect(toast(page, 'An unexpected error occurred. Please try again.')).toBeVisible();
  await page.unroute('**/api/admin/add-purchases');

  await submit.click();
  await expect(toast(page, 'Purchase recorded')).toBeVisible();
  await expect(page).toHaveURL(/\/purchase\/PUR%2F/);
  await expect(page.getByRole('table', { name: 'Items' })).toContainText(rice.name);
});

test('the detail screen says Loading..., and names an unknown purchase number', async ({ page, request }) => {
  const supplier = await createSupplier(request, 'Korba Stores');
  const dal = await createProduct(request, 'Toor Dal', { gst_rate: 0 });
  const saved = await request.post('/api/admin/add-purchases', {
    data: {
      supplier_id: supplier.id,
      purchase_date: '2025-05-02',
      items: [{ product_id: dal.id, quantity: 4, amount: 480, gst_rate: 0 }],
    },
  });
  expect(saved.status()).toBe(201);
  const { id, purchase_number: number } = (await saved.json()) as { id: number; purchase_number: string };

  // The purchase's answer is held until 'Loading...' has been seen, however long that takes.
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/admin/purchases/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/purchase/${encodeURIComponent(number)}`);
  await expect(page.getByText('Loading...')).toBeVisible();
  answer();
  await expect(page.getByText(`Purchase No: ${number}`)).toBeVisible();
  await page.unroute('**/api/admin/purchases/**');

  // The id reaches the same purchase.
  await page.goto(`/purchase/${id}`);
  await expect(page.getByText(`Purchase No: ${number}`)).toBeVisible();
  await expect(page.getByText('Date: 02/05/2025')).toBeVisible();

  await page.goto(`/purchase/${encodeURIComponent('PUR/00-01/9999')}`);
  await expect(page.getByText('Invalid Purchase Number.')).toBeVisible();

  await page.route('**/api/admin/purchases/**', (route) => route.abort());
  await page.goto(`/purchase/${encodeURIComponent(number)}`);
  await expect(page.getByText('An unexpected error occurred. Please try again.')).toBeVisible();
  await page.unroute('**/api/admin/purchases/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(`Purchase No: ${number}`)).toBeVisible();
});
