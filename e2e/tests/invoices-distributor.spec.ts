import {
  createCustomer,
  focusedFlow,
  invoiceDrawer,
  slowNextInvoiceNumber,
  totalIn,
} from '../support/invoice-journeys';
import { createRecord, dmy, toast, uniqueName } from '../support/journeys';
import { shopDateIso } from '../support/shop-day';
import { expect, test } from '../support/test';

// Billing like a distributor, from the keyboard only (page.keyboard: no clicks in the form): three
// lines at trade rates typed over the product's rate, one line of 2.5 kg of loose sugar at its MRP,
// a buyer who is not on file yet added from inside the form, then the dialog that offers Print.

type Named = { id: number; name: string };

async function product(
  request: Parameters<typeof createRecord>[0],
  spec: { prefix: string; mrp: number; rate: number; gstRate: number; unit?: string },
) {
  return createRecord<Named>(request, 'products', {
    name: uniqueName(spec.prefix),
    hsn_code: '0902',
    mrp: spec.mrp,
    rate: spec.rate,
    gst_rate: spec.gstRate,
    unit: spec.unit ?? 'PCS',
    reorder_level: 0,
    opening_stock: 100,
    price_editable: false,
  });
}

test('three trade-rate lines and 2.5 kg at MRP, a new walk-in buyer added from the form, Print offered after saving', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tea = await product(request, { prefix: 'Dist Tea', mrp: 560, rate: 480, gstRate: 5 });
  const soap = await product(request, { prefix: 'Dist Soap', mrp: 118, rate: 100, gstRate: 18 });
  const oil = await product(request, { prefix: 'Dist Oil', mrp: 200, rate: 170, gstRate: 12 });
  const sugar = await product(request, { prefix: 'Dist Sugar', mrp: 50, rate: 45, gstRate: 5, unit: 'KGS' });
  const buyer = uniqueName('Walkin Ravi');
  // Names are shown with each word capitalised ('Walkin Ravi Mwulv21l5').
  const buyerShown = new RegExp(`^${buyer}$`, 'i');

  await page.goto('/invoices');
  await expect(page.getByText(/^Total Results: \d+$/)).toBeVisible();
  await page.keyboard.press('Alt+N');
  const form = invoiceDrawer(page);
  await expect(form.getByLabel('Customer')).toBeFocused();

  // Not on file: Alt+C opens the customer drawer with the typed name; a walk-in needs only that.
  await page.keyboard.type(buyer);
  await expect(page.getByText('No such customer: Alt+C adds one')).toBeVisible();
  await page.keyboard.press('Alt+C');
  const addCustomer = page.getByRole('dialog', { name: 'Add Customer' });
  await expect(addCustomer.getByLabel('Customer Name')).toHaveValue(buyer);
  // Escape leaves the customer drawer only: the invoice stays, the cursor back in its box.
  await page.keyboard.press('Escape');
  await expect(addCustomer).toBeHidden();
  await expect(form.getByLabel('Customer')).toBeFocused();
  // The box let go of the unmatched text when it lost the cursor: type the name again.
  await page.keyboard.press('Control+A');
  await page.keyboard.type(buyer);
  await page.keyboard.press('Alt+C');
  await expect(addCustomer.getByLabel('Customer Name')).toHaveValue(buyer);
  await expect(addCustomer.getByLabel('Customer Name')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Customer added successfully!')).toBeVisible();
  await expect(addCustomer).toBeHidden();
  // Back in the invoice with the new buyer chosen, the cursor on the first line.
  await expect(form.getByLabel('Customer')).toHaveValue(buyerShown);
  await expect(form.getByLabel('Line 1 product')).toBeFocused();

  // Each trade-rate line: product, quantity, discount (Enter keeps 0), then the rate typed over
  // the product's own (selected when the cursor arrives); Enter after the rate starts the next line.
  const tradeLines = [
    { product: tea, quantity: '2', rate: '470', amount: '₹940.00' },
    { product: soap, quantity: '10', rate: '95.50', amount: '₹955.00' },
    { product: oil, quantity: '3', rate: '165', amount: '₹495.00' },
  ];
  for (const [index, line] of tradeLines.entries()) {
    const number = index + 1;
    await expect(form.getByLabel(`Line ${number} product`)).toBeFocused();
    await page.keyboard.type(line.product.name);
    await page.keyboard.press('Enter');
    await expect(form.getByLabel(`Line ${number} quantity`)).toBeFocused();
    await page.keyboard.type(line.quantity);
    await page.keyboard.press('Enter');
    expect(await focusedFlow(page)).toBe(`items.${index}.discount`);
    await page.keyboard.press('Enter');
    await expect(form.getByLabel(`Line ${number} rate`)).toBeFocused();
    await page.keyboard.type(line.rate);
    await page.keyboard.press('Enter');
    await expect(form.getByLabel(`Line ${number} amount`)).toHaveText(line.amount);
  }

  // 2.5 kg of sugar at its MRP: Tab from the discount reaches the line's price basis, where
  // typing M chooses MRP; the rate box gives way to the worked-out rate.
  await expect(form.getByLabel('Line 4 product')).toBeFocused();
  await page.keyboard.type(sugar.name);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 4 quantity')).toBeFocused();
  await page.keyboard.type('2.5');
  await page.keyboard.press('Enter');
  expect(await focusedFlow(page)).toBe('items.3.discount');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Line 4 price basis')).toBeFocused();
  await page.keyboard.type('M');
  await expect(form.getByLabel('Line 4 price basis')).toHaveValue('mrp');
  await expect(form.getByLabel('Line 4 rate')).toHaveCount(0);
  // 2.5 × 50.00 = 125.00 with 5% inside: the largest taxable value whose total
  // (taxable + each tax head's floored share: 2.97 + 2.97) fits is 119.06.
  await expect(form.getByLabel('Line 4 amount')).toHaveText('₹119.06');

  // Trade lines: 940 + 955 + 495 = 2,390.00 taxable; GST 47.00 + 171.90 + 59.40 = 278.30.
  await expect(totalIn(form, 'Total')).toHaveText('₹2,509.06');
  const payable = (await totalIn(form, 'Payable').textContent()) ?? '';
  expect(payable).toMatch(/^₹2,7\d\d\.\d\d$/);

  await page.keyboard.press('Control+Enter');
  const saved = page.getByRole('dialog', { name: /^Invoice .+ saved$/ });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText(`: payable ${payable}`);
  await expect(saved.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(saved.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  // Enter on the dialog starts the next invoice.
  await expect(saved.getByRole('button', { name: 'New invoice' })).toBeFocused();

  // The server stored what the form showed: bases, the typed rates and the 2.5 kg.
  const title = (await saved.getByRole('heading').textContent()) ?? '';
  const invoiceNumber = title.replace(/^Invoice (.+) saved$/, '$1');
  const list = await request.get(`/api/invoices?search=${encodeURIComponent(invoiceNumber)}`);
  const row = ((await list.json()) as { data: { id: number; invoice_number: string }[] }).data.find(
    (candidate) => candidate.invoice_number === invoiceNumber,
  );
  expect(row).toBeDefined();
  const detail = (await (await request.get(`/api/invoice/${row?.id}`)).json()) as {
    customer: { name: string };
    items: { price_basis: string; quantity: number; rate: number; subtotal: number }[];
  };
  expect(detail.customer.name).toMatch(buyerShown);
  expect(detail.items.map((item) => [item.price_basis, item.quantity, item.subtotal])).toEqual([
    ['rate', 2, 940],
    ['rate', 10, 955],
    ['rate', 3, 495],
    ['mrp', 2.5, 119.06],
  ]);
  await page.keyboard.press('Enter');
  await expect(saved).toBeHidden();
  await expect(invoiceDrawer(page).getByLabel('Customer')).toBeFocused();
});

test('a date after today asks before saving: Escape goes back, Enter saves with it', async ({
  page,
  request,
}) => {
  const tomorrow = shopDateIso(1);
  // On 31 March tomorrow is already the next financial year, which the form refuses outright.
  test.skip(tomorrow.endsWith('-04-01'), 'tomorrow starts the next financial year');
  const kettle = await product(request, { prefix: 'Dated Kettle', mrp: 1500, rate: 1100, gstRate: 18 });
  const buyer = await createCustomer(request, 'Dated Stores', '');

  await page.goto('/invoices');
  await expect(page.getByText(/^Total Results: \d+$/)).toBeVisible();
  await page.keyboard.press('Alt+N');
  const form = invoiceDrawer(page);
  await expect(form.getByLabel('Customer')).toBeFocused();
  await page.keyboard.type(buyer.name);
  await page.keyboard.press('Enter');
  await page.keyboard.type(kettle.name);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Line 1 quantity')).toBeFocused();

  // Back up to the Date: Shift+Tab passes the Invoice No.
  await form.getByLabel('Customer').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(form.getByLabel('Date')).toBeFocused();
  // The new date's suggested number comes late, as on a busy server: Ctrl+Enter at once still
  // saves with it rather than finding the Invoice No blank.
  await slowNextInvoiceNumber(page, tomorrow);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(dmy(1));
  await page.keyboard.press('Enter');

  await page.keyboard.press('Control+Enter');
  const ask = page.getByRole('dialog', { name: `Save with the date ${dmy(1)}?` });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Save with this date' })).toBeFocused();
  // Escape (as Change the date) leaves the invoice unsaved, the drawer open, the cursor in the Date.
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(form.getByLabel('Date')).toBeFocused();
  const saved = page.getByRole('dialog', { name: /^Invoice .+ saved$/ });
  await expect(saved).toHaveCount(0);

  await page.keyboard.press('Control+Enter');
  await expect(ask).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(saved).toBeVisible();
  await expect(saved).toContainText(buyer.name.split(' ')[0] ?? '');
  const list = await request.get(`/api/invoices?customer_id=${buyer.id}`);
  const rows = ((await list.json()) as { data: { date: string }[] }).data;
  expect(rows.map((row) => row.date)).toEqual([tomorrow]);
});
