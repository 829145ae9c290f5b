import {
  createCustomer,
  createProduct,
  dismissSavedDialog,
  GSTIN_CHHATTISGARH_BUYER,
  invoiceDrawer,
  totalIn,
  uniqueInvoiceNumber,
} from '../support/invoice-journeys';
import { searchFor, tableRows, toast } from '../support/journeys';
import { downloadReportCsv } from '../support/report-screen';
import { expect, test } from '../support/test';

// An invoice's status follows the money: part of the payable taken at the counter ("Received
// now") makes it Partly paid with its balance on the list, the detail and the outstanding report;
// a receipt for the rest makes it Paid.

test('a part received with the invoice reads Partly paid; a receipt for the rest makes it Paid', async ({
  page,
  request,
}, testInfo) => {
  const buyer = await createCustomer(request, 'Part Pay Stores', GSTIN_CHHATTISGARH_BUYER);
  const soap = await createProduct(request, { prefix: 'Pp Soap', hsn: '3401', mrp: 118, gstRate: 18 });
  const invoiceNumber = uniqueInvoiceNumber('PP');

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Add Invoice' }).click();
  const form = invoiceDrawer(page);
  await expect(form.getByLabel('Customer')).toBeFocused();
  await form.getByLabel('Invoice No').fill(invoiceNumber);
  await form.getByLabel('Customer').fill(buyer.name);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 1 product')).toBeFocused();
  // 5 soaps at trade rate 100.00: 500.00 + CGST 45.00 + SGST 45.00 = 590.00.
  await page.keyboard.type(soap.name);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 1 quantity')).toBeFocused();
  await page.keyboard.type('5');
  const totals = form.getByRole('region', { name: 'Invoice totals' });
  await expect(totalIn(totals, 'Payable')).toHaveText('₹590.00');

  await form.getByLabel('Received now').fill('200');
  await form.getByRole('combobox', { name: 'Mode' }).click();
  await page.getByRole('option', { name: 'UPI' }).click();
  await expect(form.getByLabel('Balance after saving')).toHaveText('Balance: ₹390.00');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Invoice added successfully!')).toBeVisible();
  await dismissSavedDialog(page, invoiceNumber, '₹590.00');

  await searchFor(page, invoiceNumber);
  const row = tableRows(page, 'Invoices');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Partly paid');
  await expect(row).toContainText('200.00');
  await expect(row).toContainText('₹390.00');

  await row.getByRole('link', { name: `View ${invoiceNumber}` }).click();
  const summary = page.getByRole('region', { name: 'Payment summary' });
  await expect(page.getByText('Partly paid', { exact: true })).toBeVisible();
  await expect(totalIn(summary, 'Received')).toHaveText('₹200.00');
  await expect(totalIn(summary, 'Balance')).toHaveText('₹390.00');

  // The outstanding report owes the same 390.00 under this customer, and its CSV says so too.
  await page.goto('/reports/outstanding');
  const owed = tableRows(page, 'Outstanding (Customers)').filter({ hasText: buyer.name });
  await expect(owed).toContainText('390.00');
  // The name leads to the customer's own page.
  await expect(owed.getByRole('link', { name: buyer.name })).toHaveAttribute('href', /^\/customer\/\d+$/);
  const csv = await downloadReportCsv(page, testInfo);
  expect(csv.name).toMatch(/^outstanding-customers-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.rows[0]).toEqual([
    'Customer',
    'Phone',
    'Open Invoices',
    '0-30 Days (₹)',
    '31-60 Days (₹)',
    '61-90 Days (₹)',
    'Over 90 Days (₹)',
    'Outstanding (₹)',
    'On Account (₹)',
    'Balance (₹)',
  ]);
  const line = csv.rows.find((row) => row[0]?.toLowerCase() === buyer.name.toLowerCase());
  expect(line).toEqual([
    line?.[0],
    line?.[1],
    '1',
    '390.00',
    '0.00',
    '0.00',
    '0.00',
    '390.00',
    '0.00',
    '390.00',
  ]);

  // The rest comes in by a receipt, from the invoice's own screen.
  await page.goBack();
  await page.getByRole('link', { name: 'Receive payment' }).click();
  await expect(page.getByRole('heading', { name: 'New Receipt' })).toBeVisible();
  await page.getByRole('checkbox', { name: `Settle Invoice ${invoiceNumber}` }).check();
  await expect(page.getByRole('textbox', { name: 'Amount received' })).toHaveValue('₹390.00');
  await page.getByRole('button', { name: 'Save Receipt' }).click();
  await expect(toast(page, /^Receipt RV-\d{3,} saved\.$/)).toBeVisible();

  await page.goto('/invoices');
  await searchFor(page, invoiceNumber);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Paid');
  await expect(row).not.toContainText('Partly paid');
  await expect(row).toContainText('₹0.00');
  await row.getByRole('link', { name: `View ${invoiceNumber}` }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(totalIn(summary, 'Received')).toHaveText('₹590.00');
  await expect(totalIn(summary, 'Balance')).toHaveText('₹0.00');
});
