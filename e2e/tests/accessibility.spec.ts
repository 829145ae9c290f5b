import { checkAxe, watchServerCalls } from '../support/axe';
import {
  createInvoice,
  createProduct,
  invoiceDrawer,
  uniqueInvoiceNumber,
} from '../support/invoice-journeys';
import { drawer, searchFor, toast, uniqueName } from '../support/journeys';
import { NOBODY } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';
import { customerWithTwoInvoices, supplierWithPurchase } from '../support/voucher-journeys';

// Every screen, and the drawers and dialogs people work in, checked with axe-core against WCAG
// 2.1 A and AA (support/axe.ts says what fails a check and what is left to review).

/**
 * Opens a screen as the app's own links do, without loading the page again (the router follows
 * the address bar's history as it does for Back), and waits for its heading. Each check then
 * costs what axe costs, not a reload of the app as well.
 */
async function openInApp(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await openInApp(page, path, heading);
  await checkAxe(page, path);
}

test('every screen passes axe (WCAG 2.1 AA) without critical or serious violations', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await watchServerCalls(page);
  const { customer, invoices } = await customerWithTwoInvoices(request, 'Axe Buyer');
  const { purchaseNumber, purchaseId } = await supplierWithPurchase(request, 'Axe Supplier');
  const [invoice] = invoices;
  // Every status badge on the lists: Unpaid above, Paid and Cancelled here.
  const tea = await createProduct(request, { prefix: 'Axe Tea', hsn: '0902', mrp: 118, gstRate: 18 });
  const line = { product_id: tea.id, mrp: 118, gst_rate: 18 };
  const paid = { invoice_number: uniqueInvoiceNumber('AX'), date: '2025-08-03', customer_id: customer.id };
  await createInvoice(request, { ...paid, items: [line], received_now: { amount: 118, mode: 'cash' } });
  await createInvoice(request, {
    invoice_number: uniqueInvoiceNumber('AX'),
    date: '2025-08-04',
    customer_id: customer.id,
    items: [line],
    status: 'Cancelled',
  });

  const screens: [string, string | RegExp][] = [
    ['/dashboard', 'Dashboard'],
    ['/invoices', 'Invoices'],
    ['/purchases', 'Record Purchase'],
    ['/products', 'Products'],
    ['/categories', 'Categories'],
    ['/gstrates', 'GST Rates'],
    ['/customers', 'Customers'],
    ['/suppliers', 'Suppliers'],
    ['/reports', 'Reports'],
    ['/payments', 'Payments'],
    ['/backoffice/expenses', 'Expenses'],
    ['/backoffice/stocks', 'Stocks'],
    ['/settings', 'Settings'],
    ['/users', 'Users'],
    ['/tokens', 'API tokens'],
    ['/account', 'My account'],
    ['/edit-log', 'Edit log'],
    ['/import', 'Import'],
    ['/invoiceForm', 'Invoice Form'],
    [`/invoice/${invoice.id}`, `Invoice ${invoice.invoice_number}`],
    [`/invoice-view/${invoice.id}`, 'Tax Invoice'],
    [`/customer/${customer.id}`, /Axe Buyer/i],
    [`/invoices/customer/${customer.id}`, /^Invoices for Axe Buyer/i],
    ['/create-purchase', 'New Purchase'],
    [`/purchase/${encodeURIComponent(purchaseNumber)}`, `Purchase ${purchaseNumber}`],
    [`/purchase/${encodeURIComponent(purchaseNumber)}/edit`, `Edit purchase ${purchaseNumber}`],
    ['/receiptvoucher', 'Receipt Voucher'],
    ['/paymentvoucher', 'Payment Voucher'],
    ['/reports/hsn-summary', 'HSN Summary'],
    ['/reports/product-report', 'Product Report'],
    ['/reports/stock-report', 'Stock Report'],
    ['/reports/near-expiry', 'Near Expiry'],
    ['/reports/outstanding', 'Outstanding'],
    ['/returns', 'GST Returns'],
    ['/credit-notes', 'Credit notes'],
    ['/debit-notes', 'Debit notes'],
    [`/purchase/${purchaseId}/return`, 'New purchase return'],
    ['/purchase-returns', 'Purchase returns'],
  ];
  await page.goto('/');
  for (const [path, heading] of screens) await visit(page, path, heading);

  // The drawers and dialogs, open.
  await openInApp(page, '/products', 'Products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const productForm = drawer(page, 'Add Product');
  await expect(productForm.getByLabel('Product Name')).toBeVisible();
  await checkAxe(page, 'Add Product drawer');
  // Messages under the fields and the red toast of a refused save.
  await productForm.getByRole('button', { name: 'Save' }).click();
  await expect(productForm.getByText('Product Name is required', { exact: true })).toBeVisible();
  await checkAxe(page, 'Add Product drawer, refused save');
  // Typing in a choice box filters its list.
  await productForm.getByLabel('GST Rate', { exact: true }).fill('18');
  await expect(page.getByRole('option', { name: '18%', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: '5%', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await openInApp(page, '/customers', 'Customers');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await expect(drawer(page, 'Add Customer').getByLabel('Customer Name')).toBeVisible();
  await checkAxe(page, 'Add Customer drawer');
  await page.keyboard.press('Escape');

  await searchFor(page, customer.name);
  await page.getByRole('button', { name: new RegExp(`^Delete ${customer.name}`, 'i') }).click();
  await expect(page.getByRole('dialog', { name: /^Delete / })).toBeVisible();
  await checkAxe(page, 'delete confirmation dialog');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await openInApp(page, '/invoices', 'Invoices');
  // A date filter's calendar, and the user menu, open.
  await page.getByRole('button', { name: 'Pick Start Date on a calendar' }).click();
  await expect(page.getByRole('dialog', { name: 'Start Date calendar' })).toBeVisible();
  await checkAxe(page, 'date filter calendar');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Start Date calendar' })).toBeHidden();
  await page.getByRole('button', { name: /^Account of / }).click();
  await expect(page.getByRole('menuitem', { name: 'My account' })).toBeVisible();
  await checkAxe(page, 'user menu');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Add Invoice' }).click();
  await expect(invoiceDrawer(page).getByLabel('Customer')).toBeFocused();
  await checkAxe(page, 'Add Invoice drawer');
  // The invoice date's calendar.
  await invoiceDrawer(page).getByLabel('Date', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeVisible();
  await checkAxe(page, 'invoice date calendar');
});

test('the sign-in screen passes axe (WCAG 2.1 AA)', async ({ browser }) => {
  const context = await browser.newContext({ storageState: NOBODY });
  const page = await context.newPage();
  await watchServerCalls(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await checkAxe(page, '/login');
  await context.close();
});

test('the keyboard: skip link first, a visible focus ring, "?" lists the shortcuts, "/" searches', async ({
  page,
}) => {
  await watchServerCalls(page);
  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // From the screen itself "Add Category" is a few Tabs away, not past the header and sidebar.
  let tabs = 0;
  const add = page.getByRole('button', { name: 'Add Category' });
  while (tabs < 10 && !(await add.evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press('Tab');
    tabs += 1;
  }
  await expect(add).toBeFocused();

  // A drawer starts in its first field, and Ctrl+Enter saves it from there.
  await page.keyboard.press('Enter');
  const categoryForm = drawer(page, 'Add Category');
  await expect(categoryForm.getByLabel('Category Name')).toBeFocused();
  await page.keyboard.type(uniqueName('Axe Keys'));
  await page.keyboard.press('Control+Enter');
  await expect(toast(page, 'Category added successfully!')).toBeVisible();
  await expect(categoryForm).toBeHidden();

  // A sidebar link reached by keyboard shows a ring drawn inside it, not a clipped line.
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  const focused = page.locator(':focus');
  for (
    let step = 0;
    step < 8 && !(await focused.evaluate((e) => e.classList.contains('sidebar-link')));
    step++
  ) {
    await page.keyboard.press('Tab');
  }
  const ring = await focused.evaluate((element) => {
    const style = getComputedStyle(element);
    return { width: style.outlineWidth, style: style.outlineStyle, offset: style.outlineOffset };
  });
  await expect(focused).toHaveClass(/sidebar-link/);
  expect(ring).toEqual({ width: '3px', style: 'solid', offset: '-3px' });

  // Outside a text box, '?' opens the list.
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('row').filter({ hasText: /Ctrl\s*\+\s*Enter/ })).toContainText('Save');
  await checkAxe(page, 'keyboard shortcuts dialog');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
});
