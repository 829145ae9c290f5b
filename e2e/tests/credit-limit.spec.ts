import { createCustomer, createProduct, invoiceDrawer } from '../support/invoice-journeys';
import { drawer, searchFor, toast, uniqueName } from '../support/journeys';
import { expect, test } from '../support/test';

// Price lists and credit limits as a distributor's owner sets them: a wholesale level's rate for
// a product and a buyer on that level, the buyer's credit limit, then an invoice for the buyer that
// starts at the level's rate, warns that it goes over the limit, and saves after "Save anyway".

test("a level's rate and a credit limit: the invoice starts at the rate, warns, and the owner saves anyway", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Product Rate 100.00 (118 with 18% inside); the wholesale level sells it at 90.00.
  const soap = await createProduct(request, { prefix: 'Credit Soap', hsn: '3401', mrp: 118, gstRate: 18 });
  const buyer = await createCustomer(request, 'Credit Buyer', '');
  const level = uniqueName('Wholesale');

  await page.goto('/price-lists');
  await page.getByRole('textbox', { name: 'Level name' }).fill(level);
  await page.getByLabel('Add product').fill(soap.name);
  await page.getByRole('option', { name: new RegExp(soap.name) }).click();
  await page.getByLabel(`Rate of ${soap.name}`).fill('90');
  await page.getByRole('button', { name: 'Save level' }).click();
  await expect(toast(page, 'Price level saved')).toBeVisible();

  await page.getByLabel('Customer', { exact: true }).fill(buyer.name);
  await page.getByRole('option', { name: new RegExp(buyer.name) }).click();
  await page.getByLabel("Customer's price level").first().click();
  await page.getByRole('option', { name: level }).click();
  await page.getByRole('button', { name: 'Save customer rates' }).click();
  await expect(toast(page, 'Customer price list saved')).toBeVisible();

  await page.goto('/customers');
  await searchFor(page, buyer.name);
  await page.getByRole('button', { name: new RegExp(`^Edit ${buyer.name}$`, 'i') }).click();
  const edit = drawer(page, 'Edit Customer');
  await edit.getByLabel('Credit Limit').fill('500');
  await edit.getByLabel('Credit Days').fill('30');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Customer updated successfully!')).toBeVisible();

  await page.goto('/invoices');
  await expect(page.getByText(/^Total Results: \d+$/)).toBeVisible();
  await page.keyboard.press('Alt+N');
  const form = invoiceDrawer(page);
  await expect(form.getByLabel('Customer')).toBeFocused();
  await page.keyboard.type(buyer.name);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Credit limit')).toHaveText('Credit limit: ₹500.00');
  await expect(form.getByLabel('Outstanding')).toHaveText('Outstanding: ₹0.00');
  await expect(form.getByLabel('Line 1 product')).toBeFocused();
  await page.keyboard.type(soap.name);
  await page.keyboard.press('Enter');
  // The line starts at the level's rate, not the product's 100.00.
  await expect(form.getByLabel('Line 1 rate')).toHaveValue('90');
  await form.getByLabel('Line 1 quantity').fill('10');
  // 10 × 90.00 + 18% = 1,062.00: over the 500.00 limit.
  await expect(form.getByRole('status').filter({ hasText: 'Over the credit limit' })).toContainText(
    'Over the credit limit of ₹500.00: ₹1,062.00 owed with this bill.',
  );

  await page.keyboard.press('Control+Enter');
  const question = page.getByRole('dialog', { name: 'Bill over the credit terms?' });
  await expect(question).toContainText('Over the credit limit of ₹500.00: ₹1,062.00 owed with this bill.');
  await question.getByRole('button', { name: 'Save anyway' }).click();
  const saved = page.getByRole('dialog', { name: /^Invoice .+ saved$/ });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText(': payable ₹1,062.00');
});
