import { readDownloadedPdf } from '../support/invoice-journeys';
import { searchFor, tableRows, toast } from '../support/journeys';
import { expect, type Page, test } from '../support/test';
import { chooseParty, customerWithTwoInvoices, fitsWidth } from '../support/voucher-journeys';

/** The invoice list, searched for the customer, shows both its invoices Paid. */
async function expectBothPaid(
  page: Page,
  customerName: string,
  invoices: readonly { invoice_number: string }[],
) {
  await page.goto('/invoices');
  await searchFor(page, customerName);
  const rows = tableRows(page, 'Invoices');
  await expect(rows).toHaveCount(2);
  for (const invoice of invoices) {
    await expect(rows.filter({ hasText: invoice.invoice_number })).toContainText('Paid');
  }
}

test('an amount typed before the open invoices arrive settles them once they do', async ({
  page,
  request,
}) => {
  const { customer, invoices } = await customerWithTwoInvoices(request, 'Early Amount Buyer');
  // The customer's open invoices are held back, as on a slow link, while the clerk types.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/customers/${customer.id}/open-invoices`, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(`/receiptvoucher?customer=${customer.id}`);
  await page.getByRole('textbox', { name: 'Amount received' }).fill('944');
  const save = page.getByRole('button', { name: 'Save Receipt' });
  // Saving now would settle nothing: the button waits for the invoices.
  await expect(save).toBeDisabled();
  release();
  await expect(tableRows(page, 'Open invoices')).toHaveCount(2);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(toast(page, /^Receipt RV-\d{3} saved\.$/)).toBeVisible();

  await expectBothPaid(page, customer.name, invoices);
});

test('one receipt settles two invoices: both turn Paid, the balance falls to zero, the PDF reads right', async ({
  page,
  request,
}, testInfo) => {
  const { customer, invoices } = await customerWithTwoInvoices(request, 'Rcpt Buyer');
  const [first, second] = invoices;
  expect([first.grand_total, second.grand_total]).toEqual([354, 590]);

  await page.goto(`/customer/${customer.id}`);
  await expect(page.getByTestId('customer-balance')).toHaveText('₹944.00');

  await page.goto('/receiptvoucher');
  await expect(page.getByRole('heading', { name: 'New Receipt' })).toBeVisible();
  await chooseParty(page, 'Customer', customer.name);
  const open = tableRows(page, 'Open invoices');
  await expect(open).toHaveCount(2);
  await page.getByRole('checkbox', { name: `Settle Invoice ${first.invoice_number}` }).check();
  await page.getByRole('checkbox', { name: `Settle Invoice ${second.invoice_number}` }).check();
  await expect(page.getByRole('textbox', { name: 'Amount received' })).toHaveValue('₹944.00');
  await page.getByRole('combobox', { name: 'Mode' }).click();
  await page.getByRole('option', { name: 'Cheque' }).click();
  await page.getByRole('button', { name: 'Save Receipt' }).click();
  await expect(page.getByRole('textbox', { name: 'Cheque No' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Cheque No is required for a cheque')).toBeVisible();
  await page.getByRole('textbox', { name: 'Cheque No' }).fill('004512');
  await page.getByRole('textbox', { name: 'Reference' }).fill('SBI Raipur');
  await page.getByRole('button', { name: 'Save Receipt' }).click();

  await expect(toast(page, /^Receipt RV-\d{3} saved\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Receipt Voucher', level: 2 })).toBeVisible();
  const voucherNumber = (await page.getByTestId('voucher-number').textContent()) ?? '';
  expect(voucherNumber).toMatch(/^RV-\d{3}$/);
  await expect(page.getByTestId('voucher-amount')).toHaveText('₹944.00');
  await expect(page.getByText('Rupees Nine Hundred Forty Four Only')).toBeVisible();
  await expect(tableRows(page, 'Settles')).toHaveCount(3);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Receipt_${voucherNumber}.pdf`);
  const text = await readDownloadedPdf(download, testInfo);
  expect(text).toContain('Receipt Voucher');
  expect(text).toMatch(new RegExp(`Voucher No\\.\\s+${voucherNumber}`));
  expect(text).toContain(customer.name);
  expect(text.replace(/\s+/g, ' ')).toContain('Rupees Nine Hundred Forty Four Only');
  expect(text).toContain('₹944.00');
  expect(text).toMatch(/Cheque No\.\s+004512/);
  expect(text).toContain(first.invoice_number);
  expect(text).toContain(second.invoice_number);

  await expectBothPaid(page, customer.name, invoices);

  await page.goto(`/customer/${customer.id}`);
  await expect(page.getByTestId('customer-balance')).toHaveText('₹0.00');
  await expect(page.getByTestId('customer-received')).toHaveText('₹944.00');
  await expect(tableRows(page, 'Customer receipts')).toContainText([voucherNumber]);

  await page.goto('/customers');
  await searchFor(page, customer.name);
  const customerRow = tableRows(page, 'Customers').filter({ hasText: customer.name });
  await expect(customerRow).toContainText('₹0.00');

  await page.goto('/payments?kind=receipt');
  await searchFor(page, voucherNumber);
  await expect(tableRows(page, 'Vouchers')).toContainText([voucherNumber]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/customer/${customer.id}`);
  await expect(page.getByTestId('customer-balance')).toHaveText('₹0.00');
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole('link', { name: 'Receive Payment' }).click();
  await expect(page.getByTestId('chosen-party')).toHaveText(new RegExp(`^${customer.name}$`, 'i'));
  await expect(page.getByText('No invoices left to settle: the amount is taken on account.')).toBeVisible();
  await page.goto(`/customer/${customer.id}`);
  await tableRows(page, 'Customer receipts').getByRole('link', { name: voucherNumber }).click();
  await expect(page.getByTestId('voucher-amount')).toHaveText('₹944.00');
  expect(await fitsWidth(page)).toBe(true);
});
