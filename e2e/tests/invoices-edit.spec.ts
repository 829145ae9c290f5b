import {
  createCustomer,
  createInvoice,
  createProduct,
  dismissSavedDialog,
  GSTIN_CHHATTISGARH_BUYER,
  invoiceDrawer,
  totalIn,
  uniqueInvoiceNumber,
} from '../support/invoice-journeys';
import { searchFor, tableRows, toast } from '../support/journeys';
import { expect, test } from '../support/test';

test('edit an invoice: it loads into the form, bad input is pointed out, the update reaches the list', async ({
  page,
  request,
}) => {
  const buyer = await createCustomer(request, 'Edit Stores', GSTIN_CHHATTISGARH_BUYER);
  const soap = await createProduct(request, { prefix: 'Ed Soap', hsn: '3401', mrp: 118, gstRate: 18 });
  const item = { product_id: soap.id, mrp: 118, gst_rate: 18, quantity: 3 };
  const number = uniqueInvoiceNumber('ED');
  const otherNumber = uniqueInvoiceNumber('EO');
  await createInvoice(request, {
    invoice_number: number,
    date: '2025-06-15',
    customer_id: buyer.id,
    items: [item],
  });
  await createInvoice(request, {
    invoice_number: otherNumber,
    date: '2025-06-16',
    customer_id: buyer.id,
    items: [item],
  });

  await page.goto('/invoices');
  await searchFor(page, number);
  await expect(tableRows(page, 'Invoices')).toHaveCount(1);
  await page.getByRole('button', { name: `Edit ${number}` }).click();
  const form = invoiceDrawer(page, `Edit Invoice ${number}`);
  await expect(form.getByLabel('Invoice No')).toHaveValue(number);
  await expect(form.getByLabel('Date')).toHaveValue('15/06/2025');
  await expect(form.getByLabel('Customer')).toHaveValue(/^Edit Stores/);
  await expect(form.getByLabel('Line 1 product')).toHaveValue(soap.name);
  await expect(form.getByLabel('Line 1 quantity')).toHaveValue('3');
  const totals = form.getByRole('region', { name: 'Invoice totals' });
  await expect(totalIn(totals, 'Payable')).toHaveText('₹354.00');
  await expect(form.getByRole('button', { name: 'Update' })).toBeVisible();

  // The shared schema's message, under the line's quantity, before anything is sent.
  await form.getByLabel('Line 1 quantity').fill('0');
  await form.getByLabel('Line 1 quantity').press('Control+Enter');
  await expect(form.getByLabel('Line 1 quantity')).toHaveAccessibleDescription(
    'Quantity must be more than 0',
  );
  await expect(form.getByLabel('Line 1 quantity')).toBeFocused();
  await page.keyboard.type('5');
  await expect(form.getByText('Quantity must be more than 0')).toBeHidden();
  await expect(totalIn(totals, 'Payable')).toHaveText('₹590.00');

  // The server's refusal of a number used this financial year lands under Invoice No.
  await form.getByLabel('Invoice No').fill(otherNumber);
  await form.getByLabel('Invoice No').press('Control+Enter');
  await expect(toast(page, 'Failed to submit invoice.')).toBeVisible();
  await expect(form.getByLabel('Invoice No')).toHaveAccessibleDescription(
    `Invoice No ${otherNumber} is already used in financial year 25-26`,
  );
  await form.getByLabel('Invoice No').fill(number);
  await form.getByLabel('Invoice No').press('Control+Enter');
  await expect(toast(page, 'Invoice updated successfully!')).toBeVisible();
  await expect(form).toBeHidden();
  await dismissSavedDialog(page, number, '₹590.00');
  await expect(tableRows(page, 'Invoices')).toContainText('₹590.00');
});

test('a new invoice closed unsaved is kept as a draft; Alt+Backspace removes a line', async ({
  page,
  request,
}) => {
  const buyer = await createCustomer(request, 'Draft Stores', GSTIN_CHHATTISGARH_BUYER);
  const salt = await createProduct(request, { prefix: 'Dr Salt', hsn: '2501', mrp: 28, gstRate: 5 });
  await page.goto('/invoices');
  // Alt+N works once the list screen is on the page.
  await expect(page.getByText(/^Total Results: \d+$/)).toBeVisible();
  await page.keyboard.press('Alt+N');
  const form = invoiceDrawer(page);
  await expect(form.getByLabel('Customer')).toBeFocused();
  await page.keyboard.type(buyer.name);
  await page.keyboard.press('Enter');
  await page.keyboard.type(salt.name);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Alt+N');
  await expect(form.getByLabel('Line 2 product')).toBeFocused();
  await page.keyboard.press('Alt+Backspace');
  await expect(form.getByLabel('Line 2 product')).toHaveCount(0);
  await expect(form.getByLabel('Line 1 product')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await page.keyboard.press('Alt+N');
  await expect(form.getByLabel('Customer')).toHaveValue(/^Draft Stores/);
  await expect(form.getByLabel('Line 1 product')).toHaveValue(salt.name);
  // Trade rate 26.67 (MRP 28.00 with 5% inside), CGST and SGST 0.67 each, so 28.01 payable.
  await expect(totalIn(form.getByRole('region', { name: 'Invoice totals' }), 'Payable')).toHaveText('₹28.01');
});
