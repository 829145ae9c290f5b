import { createProduct, readDownloadedPdf } from '../support/invoice-journeys';
import { createRecord, searchFor, tableRows, toast, uniqueName } from '../support/journeys';
import { shopDateIso } from '../support/shop-day';
import { expect, test } from '../support/test';
import { chooseParty } from '../support/voucher-journeys';

// Two of ten soap cartons bought from a supplier came damaged: the accountant sends them back from
// the purchase's screen. Stock falls by 2, the supplier is owed the return's total less, and the
// return's PDF names the purchase and the supplier's bill.

type Named = { id: number; name: string };

test('send 2 of 10 units back to the supplier: stock falls, the supplier is owed less, the PDF names the purchase', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const supplier = await createRecord<Named>(request, 'suppliers', {
    name: uniqueName('Return Supplier'),
    phone: '9876543210',
    address: 'Industrial Area, Urla, Raipur',
  });
  const soap = await createProduct(request, { prefix: 'Return Soap', hsn: '3401', mrp: 118, gstRate: 18 });
  const bill = `RS-${Date.now() % 100_000}`;
  const response = await request.post('/api/admin/add-purchases', {
    data: {
      supplier_id: supplier.id,
      invoice_number: bill,
      purchase_date: shopDateIso(),
      items: [{ product_id: soap.id, quantity: 10, amount: 1000, gst_rate: 18 }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const purchase = (await response.json()) as { id: number; purchase_number: string };

  // Stock before: 1,000 opening and 10 bought.
  await page.goto('/backoffice/stocks');
  await searchFor(page, soap.name);
  const stockRow = tableRows(page, 'Stock').filter({ hasText: soap.name }).locator('td');
  await expect(stockRow.nth(1)).toHaveText('1010 NOS');

  // From the purchase: Return goods, 2 units. 10 for 1,000 + 18% is 1,180; 2 of them are 200 + 36.
  await page.goto(`/purchase/${purchase.id}`);
  await page.getByRole('link', { name: 'Return goods' }).click();
  const form = page.getByRole('form', { name: 'Purchase return' });
  await expect(form).toContainText(`Against purchase ${purchase.purchase_number} (supplier invoice ${bill})`);
  await expect(form.getByLabel('Units sent back of line 1')).toBeFocused();
  await form.getByLabel('Units sent back of line 1').fill('2');
  await form.getByLabel('Reason').fill('Two cartons arrived crushed');
  await expect(form.getByRole('region', { name: 'Return totals' })).toContainText('Total ₹236.00');
  await form.getByLabel('Reason').press('Control+Enter');
  await expect(toast(page, /Purchase return PR\/\d\d-\d\d\/\d{4} issued/)).toBeVisible();
  await expect(page).toHaveURL(/\/purchase-returns\/\d+$/);
  await expect(page.getByRole('table', { name: 'Items' })).toContainText('2 NOS');

  // The PDF names the purchase and the supplier's bill.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const text = await readDownloadedPdf(await downloading, testInfo);
  expect(text).toContain('Purchase Return');
  expect(text).toContain(purchase.purchase_number);
  expect(text).toContain(bill);

  // The purchase lists the return; stock is down by 2.
  await page.getByRole('link', { name: purchase.purchase_number }).click();
  await expect(page.getByRole('table', { name: 'Purchase returns' })).toContainText('₹236.00');
  await expect(page.getByText('Payable after returns')).toBeVisible();
  await expect(page.getByText('₹944.00')).toBeVisible();
  await page.goto('/backoffice/stocks');
  await searchFor(page, soap.name);
  await expect(stockRow.nth(1)).toHaveText('1008 NOS');

  // What the supplier is owed for the purchase: 1,180 less 236.
  await page.goto('/paymentvoucher');
  await chooseParty(page, 'Supplier', supplier.name);
  await page.getByRole('checkbox', { name: `Settle Purchase ${purchase.purchase_number}` }).check();
  await expect(
    page.getByRole('textbox', { name: `Amount for Purchase ${purchase.purchase_number}` }),
  ).toHaveValue('944.00');

  // The list of purchase returns, reached from the purchases.
  await page.goto('/purchases');
  await page.getByRole('link', { name: 'Purchase returns' }).click();
  // The purchases have a search box too: search only once the returns' list is on screen.
  await expect(page).toHaveURL(/\/purchase-returns$/);
  await expect(page.getByRole('table', { name: 'Purchase returns' })).toBeVisible();
  await searchFor(page, supplier.name);
  // The list follows the search a moment after the address bar: until then it shows every row.
  await expect(tableRows(page, 'Purchase returns')).toHaveCount(1);
  await expect(tableRows(page, 'Purchase returns')).toContainText('Two cartons arrived crushed');
});
