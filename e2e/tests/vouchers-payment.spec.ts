import { searchFor, tableRows, toast } from '../support/journeys';
import { expect, test } from '../support/test';
import { chooseParty, fitsWidth, supplierWithPurchase } from '../support/voucher-journeys';

test('on a phone, a part payment to a supplier is issued, shown, then removed after a confirmation', async ({
  page,
  request,
}) => {
  const { supplier, purchaseNumber } = await supplierWithPurchase(request, 'Pay Supplier');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/paymentvoucher');
  await chooseParty(page, 'Supplier', supplier.name);
  await page.getByRole('checkbox', { name: `Settle Purchase ${purchaseNumber}` }).check();
  const line = page.getByRole('textbox', { name: `Amount for Purchase ${purchaseNumber}` });
  await expect(line).toHaveValue('1180.00');
  await line.fill('1500');
  await page.getByRole('button', { name: 'Save Payment' }).click();
  await expect(page.getByText(`Purchase ${purchaseNumber} has only ₹1,180.00 left to pay`)).toBeVisible();
  await line.fill('500.50');
  await expect(page.getByRole('textbox', { name: 'Amount paid' })).toHaveValue('₹500.50');
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole('button', { name: 'Save Payment' }).click();

  await expect(toast(page, /^Payment PV-\d{3} saved\.$/)).toBeVisible();
  const voucherNumber = (await page.getByTestId('voucher-number').textContent()) ?? '';
  await expect(page.getByText('Paid to', { exact: true })).toBeVisible();
  await expect(page.getByText('Rupees Five Hundred and Fifty Paise Only')).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);

  await page.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: `Remove payment ${voucherNumber}?` });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, `Removed payment ${voucherNumber}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New Payment' })).toBeVisible();

  await page.goto('/payments?kind=payment');
  await searchFor(page, supplier.name);
  await expect(tableRows(page, 'Vouchers')).toHaveText(['No data available.']);
  expect(await fitsWidth(page)).toBe(true);
});
