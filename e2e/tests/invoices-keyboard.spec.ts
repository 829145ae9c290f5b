import {
  createCustomer,
  createProduct,
  dismissSavedDialog,
  focusedFlow,
  GSTIN_CHHATTISGARH_BUYER,
  GSTIN_GUJARAT_BUYER,
  invoiceDrawer,
  readDownloadedPdf,
  readSettings,
  slowNextInvoiceNumber,
  totalIn,
  uniqueInvoiceNumber,
} from '../support/invoice-journeys';
import { dmy, searchFor, tableRows, toast } from '../support/journeys';
import { shopDateIso } from '../support/shop-day';
import { expect, test } from '../support/test';

// Two invoices typed entirely from the keyboard (page.keyboard only: no clicks inside the form),
// each followed to the list, the detail or view page and the PDF, which must all show the totals
// the form showed while typing. Lines are billed at the trade rate (docs/gst-rules.md): the
// products' rate is their MRP with the GST taken out, and tax is charged on rate × qty less discount.

const pdfName = (invoiceNumber: string) => `Invoice_${invoiceNumber.replaceAll('/', '-')}.pdf`;
const oneSpaced = (text: string) => text.replace(/\s+/g, ' ');

test('intra-state invoice from the keyboard: CGST + SGST, same Payable on form, detail and PDF', async ({
  page,
  request,
}, testInfo) => {
  const seller = await readSettings(request);
  const buyer = await createCustomer(request, 'Keyboard Mart', GSTIN_CHHATTISGARH_BUYER);
  const soap = await createProduct(request, { prefix: 'Kb Soap', hsn: '34011190', mrp: 118, gstRate: 18 });
  const oil = await createProduct(request, { prefix: 'Kb Oil', hsn: '1512', mrp: 100, gstRate: 12 });

  await page.goto('/invoices');
  await expect(page.getByText(/^Total Results: \d+$/)).toBeVisible();
  await page.keyboard.press('Alt+N');
  const form = invoiceDrawer(page);
  await expect(form.getByLabel('Customer')).toBeFocused();
  await expect(form.getByLabel('Date')).toHaveValue(dmy(0));
  await expect(form.getByLabel('Received now')).toHaveValue('');
  await expect(form.getByLabel('Invoice No')).toHaveValue(/\/\d{2}-\d{2}\/\d{4}$/);
  const invoiceNumber = await form.getByLabel('Invoice No').inputValue();

  await page.keyboard.type(buyer.name);
  await page.keyboard.press('Enter');
  await expect(form.getByText('Chhattisgarh (22) · Intra-state: CGST + SGST')).toBeVisible();
  await expect(form.getByLabel('Line 1 product')).toBeFocused();

  // 30 soaps at trade rate 100.00 (MRP 118 with 18% inside). Enter after the rate starts line 2.
  await page.keyboard.type(soap.name);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 1 quantity')).toBeFocused();
  await page.keyboard.type('30');
  await page.keyboard.press('Enter');
  expect(await focusedFlow(page)).toBe('items.0.discount');
  await page.keyboard.press('Enter');
  // The Rate comes after the discount, prefilled with the product's trade rate; Enter keeps it.
  await expect(form.getByLabel('Line 1 rate')).toBeFocused();
  await expect(form.getByLabel('Line 1 rate')).toHaveValue('100');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 2 product')).toBeFocused();

  // 7 oils at trade rate 89.29 (MRP 100 with 12% inside), 10% off: 89.29 × 7 × 0.9 = 562.527, amount 562.53.
  await page.keyboard.type(oil.name);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 2 quantity')).toBeFocused();
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 2 rate')).toHaveValue('89.29');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 3 product')).toBeFocused();

  await expect(form.getByLabel('Line 1 amount')).toHaveText('₹3,000.00');
  await expect(form.getByLabel('Line 2 amount')).toHaveText('₹562.53');
  const totals = form.getByRole('region', { name: 'Invoice totals' });
  await expect(totalIn(totals, 'Total')).toHaveText('₹3,562.53');
  await expect(totalIn(totals, 'CGST')).toHaveText('₹303.75');
  await expect(totalIn(totals, 'SGST')).toHaveText('₹303.75');
  await expect(totalIn(totals, 'IGST')).toHaveCount(0);
  await expect(totalIn(totals, 'Payable')).toHaveText('₹4,170.03');
  const words = 'Rupees Four Thousand One Hundred Seventy and Three Paise Only';
  await expect(totals.getByLabel('Amount in words')).toHaveText(words);

  // The empty third line is left out of the invoice.
  await page.keyboard.press('Control+Enter');
  await expect(toast(page, 'Invoice added successfully!')).toBeVisible();
  await expect(form).toBeHidden();
  await dismissSavedDialog(page, invoiceNumber, '₹4,170.03');

  await searchFor(page, invoiceNumber);
  const row = tableRows(page, 'Invoices');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₹4,170.03');
  await expect(row).toContainText(GSTIN_CHHATTISGARH_BUYER);
  const headers = page.getByRole('table', { name: 'Invoices' }).getByRole('columnheader');
  await expect(headers).toContainText(['Taxable @ 12%', 'Taxable @ 18%']);
  await row.getByRole('link', { name: `View ${invoiceNumber}` }).click();

  await expect(page).toHaveURL(/\/invoice\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  await expect(page.getByText(`Invoice No: ${invoiceNumber}`)).toBeVisible();
  await expect(tableRows(page, 'Invoice items')).toHaveCount(2);
  const summary = page.getByRole('region', { name: 'Payment summary' });
  await expect(totalIn(summary, 'Total')).toHaveText('₹3,562.53');
  await expect(totalIn(summary, 'CGST')).toHaveText('₹303.75');
  await expect(totalIn(summary, 'SGST')).toHaveText('₹303.75');
  await expect(totalIn(summary, 'Payable')).toHaveText('₹4,170.03');
  await expect(summary.getByLabel('Amount in words')).toHaveText(words);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(pdfName(invoiceNumber));
  const text = oneSpaced(await readDownloadedPdf(download, testInfo));
  for (const expected of [invoiceNumber, seller.gstin, GSTIN_CHHATTISGARH_BUYER, '34011190', '1512']) {
    expect(text).toContain(expected);
  }
  expect(text).toContain('4,170.03');
  expect(text).toContain('303.75');
  expect(text).toContain(words);
});

test('inter-state invoice from the keyboard: date and number typed, IGST, an open-price line, paid in full', async ({
  page,
  request,
}, testInfo) => {
  const seller = await readSettings(request);
  const buyer = await createCustomer(request, 'Gujarat Kirana', GSTIN_GUJARAT_BUYER);
  const soap = await createProduct(request, { prefix: 'Ks Soap', hsn: '3401', mrp: 118, gstRate: 18 });
  const cream = await createProduct(request, {
    prefix: 'Ks Cream',
    hsn: '33049910',
    mrp: 29.06,
    gstRate: 18,
  });
  const ghee = await createProduct(request, {
    prefix: 'Ks Ghee',
    hsn: '0405',
    mrp: 600,
    gstRate: 12,
    openPrice: true,
  });
  const invoiceNumber = uniqueInvoiceNumber('KS');

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Add Invoice' }).focus();
  await page.keyboard.press('Enter');
  const form = invoiceDrawer(page);
  await expect(form.getByLabel('Customer')).toBeFocused();

  // Back to the header: Shift+Tab passes Invoice No to reach the Date.
  for (let step = 0; step < 2; step += 1) await page.keyboard.press('Shift+Tab');
  await expect(form.getByLabel('Date')).toBeFocused();
  // The new date's suggested number arrives after the number is selected to be typed over: the
  // field must not change under the selection, or the typing lands after the suggestion.
  const suggested = await slowNextInvoiceNumber(page, shopDateIso(-1));
  await page.keyboard.press('Control+A');
  await page.keyboard.type(dmy(-1));
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Invoice No')).toBeFocused();
  await page.keyboard.press('Control+A');
  await suggested.arrived;
  await page.keyboard.type(invoiceNumber);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Customer')).toBeFocused();

  await page.keyboard.type(buyer.name);
  await page.keyboard.press('Enter');
  await expect(form.getByText('Gujarat (24) · Inter-state: IGST')).toBeVisible();
  // 3 soaps at trade rate 100.00 (300.00) and a cream at trade rate 24.63 (MRP 29.06, 18% inside): IGST 18% on 324.63 is 58.43.
  for (const [name, quantity] of [
    [soap.name, '3'],
    [cream.name, '1'],
  ]) {
    await page.keyboard.type(name ?? '');
    await page.keyboard.press('Enter');
    await page.keyboard.type(quantity ?? '');
    await page.keyboard.press('Enter'); // to the discount
    await page.keyboard.press('Enter'); // to the rate, prefilled
    await page.keyboard.press('Enter'); // to the next line
  }
  await expect(form.getByLabel('Line 1 rate')).toHaveValue('100');
  await expect(form.getByLabel('Line 2 rate')).toHaveValue('24.63');
  // On the open-price ghee the rate is typed: 2 kg at 500.00 is 1,000.00, IGST 12% 120.00.
  await page.keyboard.type(ghee.name);
  await page.keyboard.press('Enter');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 3 rate')).toBeFocused();
  await page.keyboard.type('500');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 4 product')).toBeFocused();

  const totals = form.getByRole('region', { name: 'Invoice totals' });
  await expect(totalIn(totals, 'Total')).toHaveText('₹1,324.63');
  await expect(totalIn(totals, 'IGST')).toHaveText('₹178.43');
  await expect(totalIn(totals, 'CGST')).toHaveCount(0);
  await expect(totalIn(totals, 'Payable')).toHaveText('₹1,503.06');
  const words = 'Rupees One Thousand Five Hundred Three and Six Paise Only';
  await expect(totals.getByLabel('Amount in words')).toHaveText(words);
  // Paid in full at the counter: the money becomes a receipt and the invoice reads Paid.
  await form.getByLabel('Received now').fill('1503.06');
  await expect(form.getByLabel('Balance after saving')).toHaveText('Balance: ₹0.00');
  await form.getByLabel('Received now').press('Control+Enter');
  await expect(toast(page, 'Invoice added successfully!')).toBeVisible();
  await expect(form).toBeHidden();
  await dismissSavedDialog(page, invoiceNumber, '₹1,503.06');

  await searchFor(page, invoiceNumber);
  const row = tableRows(page, 'Invoices');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₹1,503.06');
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(dmy(-1));
  await row.getByRole('link', { name: `View ${invoiceNumber}` }).click();
  await page.getByRole('link', { name: 'Printable view' }).click();

  await expect(page).toHaveURL(/\/invoice-view\/\d+$/);
  await expect(page.getByText('Gujarat (24) · Inter-state: IGST')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoice items' }).getByRole('columnheader')).toContainText([
    'IGST %',
  ]);
  const hsn = page.getByRole('table', { name: 'HSN summary' });
  await expect(hsn.getByRole('row', { name: /0405/ })).toContainText('120.00');
  const summary = page.getByRole('region', { name: 'Payment summary' });
  await expect(totalIn(summary, 'IGST')).toHaveText('₹178.43');
  await expect(totalIn(summary, 'Payable')).toHaveText('₹1,503.06');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(pdfName(invoiceNumber));
  const text = oneSpaced(await readDownloadedPdf(download, testInfo));
  for (const expected of [
    invoiceNumber,
    seller.gstin,
    GSTIN_GUJARAT_BUYER,
    '33049910',
    '0405',
    'Gujarat (24)',
  ]) {
    expect(text).toContain(expected);
  }
  expect(text).toContain('1,503.06');
  expect(text).toContain('178.43');
  expect(text).toContain(words);
});
