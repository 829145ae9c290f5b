import { createCustomer, createProduct, invoiceDrawer } from '../support/invoice-journeys';
import { toast } from '../support/journeys';
import { expect, type Page, type Request, test } from '../support/test';

// A half-typed invoice survives a reload, and so does a save whose answer was lost: the draft
// keeps the Idempotency-Key the save was sent with, so saving the restored draft is the same save
// and the shop ends with one invoice. Keyboard only, apart from the reloads.

/** Reloads the page, accepting the browser's "leave this page?" question the form asks first. */
async function reloadAnswering(page: Page): Promise<string | null> {
  let asked: string | null = null;
  page.once('dialog', async (dialog) => {
    asked = dialog.type();
    await dialog.accept();
  });
  await page.reload();
  return asked;
}

async function openNewInvoice(page: Page) {
  await page.goto('/invoices');
  await expect(page.getByText(/^Total Results: \d+$/)).toBeVisible();
  await page.keyboard.press('Alt+N');
  return invoiceDrawer(page);
}

test('reload mid-form: leaving asks first, the draft comes back, a save lost in a crash is saved once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = await createCustomer(request, 'Draft Traders', '');
  const soap = await createProduct(request, { prefix: 'Draft Soap', hsn: '34011190', mrp: 118, gstRate: 18 });

  // The save whose answer is lost: its route is in place before the page first loads and armed
  // just before that save. Registered mid-journey (after the reloads), it twice let the POST
  // through unseen on CI (27 and 28 Nov), and the journey waited for a request it had missed.
  const posts: Request[] = [];
  let armed = false;
  let lost = false;
  await page.route('**/api/invoices', async (route) => {
    if (!armed || route.request().method() !== 'POST') return route.fallback();
    posts.push(route.request());
    if (lost) return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });

  let form = await openNewInvoice(page);
  await expect(form.getByLabel('Customer')).toBeFocused();
  await page.keyboard.type(buyer.name);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 1 product')).toBeFocused();
  await page.keyboard.type(soap.name);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 1 quantity')).toBeFocused();
  await page.keyboard.type('4');

  expect(await reloadAnswering(page)).toBe('beforeunload');
  form = await openNewInvoice(page);
  await expect(form.getByText('An unsaved invoice was kept')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Restore draft' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByText('An unsaved invoice was kept')).toBeHidden();
  await expect(form.getByLabel('Customer')).toHaveValue(new RegExp(buyer.name, 'i'));
  await expect(form.getByLabel('Line 1 product')).toHaveValue(soap.name);
  await expect(form.getByLabel('Line 1 quantity')).toHaveValue('4');
  await expect(form.getByLabel('Customer')).toBeFocused();

  // The first save reaches the server, but its answer never comes back: the page is reloaded
  // (as after a crash) before anyone learns the invoice was saved.
  armed = true;
  await page.keyboard.press('Control+Enter');
  await expect.poll(() => posts.length).toBe(1);
  await expect(toast(page, 'Failed to submit invoice.')).toBeVisible();
  const invoiceNumber = (await posts[0]?.postDataJSON())?.invoice_number as string;

  await reloadAnswering(page);
  form = await openNewInvoice(page);
  await expect(form.getByRole('button', { name: 'Restore draft' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Invoice No')).toHaveValue(invoiceNumber);
  // The form takes Ctrl+Enter from inside itself only: pressed before the restored draft has put
  // the cursor back in it, the key went to the page and nothing was saved (a CI flake, 28 Nov).
  await expect(form.getByLabel('Customer')).toBeFocused();
  await page.keyboard.press('Control+Enter');
  const saved = page.getByRole('dialog', { name: `Invoice ${invoiceNumber} saved` });
  await expect(saved).toBeVisible();

  // Same key both times, and one invoice for the buyer.
  expect(posts).toHaveLength(2);
  const keys = await Promise.all(posts.map((post) => post.headerValue('idempotency-key')));
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  const list = await request.get(`/api/invoices?customer_id=${buyer.id}`);
  expect(((await list.json()) as { total: number }).total).toBe(1);

  // The saved draft is gone: Enter on the dialog starts a new, empty invoice with nothing offered.
  // Enter only once the dialog has put the focus on New invoice, as a clerk sees it there: the
  // focus lands after the dialog opens, and a journey that pressed at once missed it (CI, 27 Nov).
  await expect(saved.getByRole('button', { name: 'New invoice' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Customer')).toBeFocused();
  await expect(form.getByText('An unsaved invoice was kept')).toHaveCount(0);
});
