import {
  createCustomer,
  createInvoice,
  createProduct,
  GSTIN_GUJARAT_BUYER,
  readDownloadedPdf,
  uniqueInvoiceNumber,
} from '../support/invoice-journeys';
import { searchFor, tableRows, toast } from '../support/journeys';
import { expect, test } from '../support/test';

// A buyer sends back 2 of the 5 kettles invoiced: the accountant issues a credit note from the
// invoice, stock rises by 2, what the invoice still owes falls by the credit, and the note's PDF
// names the original invoice (number and date), as Rule 53 asks.

/** India's today as YYYY-MM-DD: the invoice is dated today so the credit note is in time. */
function indiaToday(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

function dmyOf(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

test('return 2 of 5 units from an invoice: stock rises, the balance falls, the PDF names the invoice', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const buyer = await createCustomer(request, 'Return Traders', GSTIN_GUJARAT_BUYER);
  const kettle = await createProduct(request, {
    prefix: 'Note Kettle',
    hsn: '85166000',
    mrp: 1180,
    gstRate: 18,
  });
  const number = uniqueInvoiceNumber('CR');
  const today = indiaToday();
  const invoice = await createInvoice(request, {
    invoice_number: number,
    date: today,
    customer_id: buyer.id,
    items: [{ product_id: kettle.id, mrp: 1180, gst_rate: 18, quantity: 5 }],
  });

  // Stock before: 1,000 opening less 5 sold.
  await page.goto('/backoffice/stocks');
  await searchFor(page, kettle.name);
  const stockRow = tableRows(page, 'Stock').filter({ hasText: kettle.name }).locator('td');
  await expect(stockRow.nth(1)).toHaveText('995 NOS');

  // From the invoice: Credit note, 2 units back. 5 at MRP 1,180 (18% inside) is 5,000 + 900;
  // 2 of them are 2,000 + IGST 360 = 2,360.
  await page.goto(`/customer/${buyer.id}`);
  await expect(page.getByTestId('customer-balance')).toHaveText('₹5,900.00');
  await page.goto(`/invoice/${invoice.id}`);
  await expect(page.getByLabel('Balance')).toHaveText('₹5,900.00');
  await page.getByRole('link', { name: 'Credit note' }).click();
  const form = page.getByRole('form', { name: 'Credit note' });
  await expect(form).toContainText(`Against invoice ${number}`);
  await expect(form.getByLabel('Units returned of line 1')).toBeFocused();
  await form.getByLabel('Reason').fill('Two kettles came back damaged');
  await form.getByLabel('Units returned of line 1').fill('2');
  await expect(form.getByRole('region', { name: 'Note totals' })).toContainText('Total ₹2,360.00');
  await form.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(toast(page, /Credit note CN\/\d\d-\d\d\/\d{4} issued/)).toBeVisible();
  await expect(page).toHaveURL(/\/credit-notes\/\d+$/);
  await expect(page.getByRole('table', { name: 'Items' })).toContainText('2 NOS');

  // The PDF: "Credit Note", and the original invoice's number and date.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const text = await readDownloadedPdf(await downloading, testInfo);
  expect(text).toContain('Credit Note');
  expect(text).toContain(number);
  expect(text).toContain(dmyOf(today));

  // The invoice owes 2,360 less and lists its note; stock is back up by 2.
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByLabel('Balance')).toHaveText('₹3,540.00');
  await expect(page.getByRole('table', { name: 'Credit and debit notes' })).toContainText('goods returned');
  await page.goto('/backoffice/stocks');
  await searchFor(page, kettle.name);
  await expect(stockRow.nth(1)).toHaveText('997 NOS');

  // The customer's balance falls by the credit too.
  await page.goto(`/customer/${buyer.id}`);
  await expect(page.getByTestId('customer-balance')).toHaveText('₹3,540.00');

  // The list of credit notes shows it.
  await page.goto('/credit-notes');
  await searchFor(page, number);
  // The list follows the search a moment after the address bar: until then it shows every row.
  await expect(tableRows(page, 'Credit notes')).toHaveCount(1);
  await expect(tableRows(page, 'Credit notes')).toContainText('Two kettles came back damaged');
});

test('a credit note on a paid invoice leaves money due back: the refund squares the customer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = await createCustomer(request, 'Refund Traders', GSTIN_GUJARAT_BUYER);
  const kettle = await createProduct(request, {
    prefix: 'Refund Kettle',
    hsn: '85166000',
    mrp: 1180,
    gstRate: 18,
  });
  const number = uniqueInvoiceNumber('RF');
  const invoice = await createInvoice(request, {
    invoice_number: number,
    date: indiaToday(),
    customer_id: buyer.id,
    items: [{ product_id: kettle.id, mrp: 1180, gst_rate: 18, quantity: 5 }],
    received_now: { amount: 5900, mode: 'cash' },
  });

  await page.goto(`/invoice/${invoice.id}/credit-note`);
  const form = page.getByRole('form', { name: 'Credit note' });
  await form.getByLabel('Units returned of line 1').fill('1');
  await form.getByLabel('Reason').fill('One kettle leaked');
  await form.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(toast(page, /Credit note CN\/\d\d-\d\d\/\d{4} issued/)).toBeVisible();

  // Paid 5,900 for what now asks 4,720: 1,180 is due back.
  await expect(page.getByText('₹1,180.00 due back')).toBeVisible();
  await page.getByRole('button', { name: 'Refund to customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund to customer' });
  await expect(dialog.getByLabel('Amount')).toHaveValue('1180.00');
  await dialog.getByLabel('Reference').fill('Cash from the counter');
  await dialog.getByRole('button', { name: 'Record refund' }).click();
  await expect(toast(page, /Refund RF\/\d\d-\d\d\/\d{4} recorded/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Refunds' })).toContainText('₹1,180.00');
  await expect(page.getByText('due back')).toHaveCount(0);

  await page.goto(`/customer/${buyer.id}`);
  await expect(page.getByTestId('customer-balance')).toHaveText('₹0.00');
});
