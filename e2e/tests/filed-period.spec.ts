import {
  createCustomer,
  createInvoice,
  createProduct,
  invoiceDrawer,
  uniqueInvoiceNumber,
} from '../support/invoice-journeys';
import { createRecord, searchFor, toast, uniqueGstin, uniqueName } from '../support/journeys';
import { expect, type Page, test } from '../support/test';

// The accountant marks February 2023's GSTR-1 filed; an invoice of that month can then no longer
// be edited and the message says to issue a note instead. February's spare input tax credit is
// carried: March's GSTR-3B worksheet opens with it. (February and March 2023: months no other
// journey bills in, and before every other journey's documents, so the ledger is this one's.)

async function openPeriod(page: Page, month: string, label: string) {
  await page.goto('/returns');
  await page.getByRole('combobox', { name: 'Month' }).fill(month.slice(0, 3));
  await page.getByRole('option', { name: month }).click();
  await page.getByRole('combobox', { name: 'Year' }).fill('2023');
  await page.getByRole('option', { name: '2023' }).click();
  await expect(page.getByText(`Return for ${label}`)).toBeVisible();
}

test('mark a month filed: its invoice is refused with a note message; the GSTR-3B worksheet carries the credit', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = await createCustomer(request, 'Filed Month Buyer', '');
  const fan = await createProduct(request, { prefix: 'Filed Fan', hsn: '84145110', mrp: 118, gstRate: 18 });
  const supplier = await createRecord<{ id: number }>(request, 'suppliers', {
    name: uniqueName('Filed Month Supplier'),
    gstin: uniqueGstin('22'),
  });
  // Credit CGST 900 + SGST 900 on the purchase; tax CGST 90 + SGST 90 on the sale: 810 each carried.
  const bought = await request.post('/api/admin/add-purchases', {
    data: {
      supplier_id: supplier.id,
      purchase_date: '2023-02-03',
      invoice_number: 'FM-1',
      items: [{ product_id: fan.id, quantity: 100, amount: 10000, gst_rate: 18 }],
    },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const number = uniqueInvoiceNumber('FM');
  await createInvoice(request, {
    invoice_number: number,
    date: '2023-02-10',
    customer_id: buyer.id,
    items: [{ product_id: fan.id, mrp: 118, gst_rate: 18, quantity: 10 }],
  });

  await openPeriod(page, 'February', 'February 2023');
  const filing = page.getByLabel('Filing status');
  await filing.getByLabel('ARN').fill('AA220223012345B');
  await filing.getByRole('button', { name: 'Mark as filed' }).click();
  await expect(toast(page, 'Marked as filed: the period is locked')).toBeVisible();
  await expect(filing).toContainText('Filed, locked');

  await page.goto('/invoices');
  await searchFor(page, number);
  await page.getByRole('button', { name: `Edit ${number}` }).click();
  const form = invoiceDrawer(page, `Edit Invoice ${number}`);
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(/in the period 022023 whose GSTR-1 is marked filed/).first()).toBeVisible();
  await expect(
    page.getByText(/Issue a credit or debit note dated in an open period instead/).first(),
  ).toBeVisible();

  await openPeriod(page, 'March', 'March 2023');
  await page.getByRole('tab', { name: 'GSTR-3B' }).click();
  const worksheet = page.getByRole('table', { name: 'Credit ledger worksheet' });
  const opening = worksheet.getByRole('row', { name: /Opening credit \(brought forward\)/ });
  await expect(opening).toContainText('810.00');
  await expect(
    page.getByText(/Credit carried forward to the next period: CGST 810.00, SGST 810.00/),
  ).toBeVisible();
});
