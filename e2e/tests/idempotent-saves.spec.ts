import { choose } from '../support/expense-journeys';
import { createCustomer, createProduct, invoiceDrawer } from '../support/invoice-journeys';
import { drawer, toast, uniqueName } from '../support/journeys';
import { expect, type Page, type Request, test } from '../support/test';

// A save whose answer is lost (the connection drops after the server saved) and is then tried
// again must not save twice: each form sends one Idempotency-Key with every attempt, and the
// server answers the retry with the first save.

/** Lets the first POST reach the server, then drops its answer as a broken connection would. */
async function dropFirstAnswer(page: Page, url: string, seen: Request[]) {
  let dropped = false;
  await page.route(url, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    seen.push(route.request());
    if (dropped) return route.fallback();
    dropped = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
}

test('an invoice saved once although its answer was lost and Save was pressed again', async ({
  page,
  request,
}) => {
  const buyer = await createCustomer(request, 'Retry Traders', '');
  const soap = await createProduct(request, { prefix: 'Retry Soap', hsn: '34011190', mrp: 118, gstRate: 18 });
  const posts: Request[] = [];
  await dropFirstAnswer(page, '**/api/invoices', posts);

  await page.goto('/invoices');
  await expect(page.getByText(/^Total Results: \d+$/)).toBeVisible();
  await page.keyboard.press('Alt+N');
  const form = invoiceDrawer(page);
  await expect(form.getByLabel('Customer')).toBeFocused();
  const invoiceNumber = await form.getByLabel('Invoice No').inputValue();
  await page.keyboard.type(buyer.name);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 1 product')).toBeFocused();
  await page.keyboard.type(soap.name);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 1 quantity')).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  await page.keyboard.press('Control+Enter');
  await expect.poll(() => posts.length).toBe(1);
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Invoice added successfully!')).toBeVisible();

  expect(posts).toHaveLength(2);
  const keys = await Promise.all(posts.map((post) => post.headerValue('idempotency-key')));
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  const list = await request.get(`/api/invoices?search=${encodeURIComponent(invoiceNumber)}`);
  expect(((await list.json()) as { total: number }).total).toBe(1);
});

test('an expense saved once although its answer was lost; the next expense gets a new key', async ({
  page,
  request,
}) => {
  const payee = uniqueName('Retry Landlord');
  const posts: Request[] = [];
  await dropFirstAnswer(page, '**/api/expenses', posts);

  await page.goto('/backoffice/expenses');
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const form = drawer(page, 'Add Expense');
  await choose(page, form, 'Category', 'Rent');
  await form.getByLabel('Payee').fill(payee);
  await form.getByLabel('Amount').fill('4500');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => posts.length).toBe(1);
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Expense added successfully!')).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Add Expense' }).click();
  await choose(page, form, 'Category', 'Rent');
  await form.getByLabel('Payee').fill(payee);
  await form.getByLabel('Amount').fill('4500');
  // The first save's toast may still show: the second save is known done by its own answer.
  const secondSave = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/expenses',
  );
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await secondSave).status()).toBe(201);
  await expect(form).toBeHidden();
  await expect(toast(page, 'Expense added successfully!').first()).toBeVisible();
  expect(posts).toHaveLength(3);

  const keys = await Promise.all(posts.map((post) => post.headerValue('idempotency-key')));
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
  // The retried expense once, and the second expense (same words, a new save) once.
  const list = await request.get(`/api/expenses?search=${encodeURIComponent(payee)}`);
  expect(((await list.json()) as { total: number }).total).toBe(2);
});
