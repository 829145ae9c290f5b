import {
  createCustomer,
  createInvoice,
  createProduct,
  GSTIN_GUJARAT_BUYER,
  uniqueInvoiceNumber,
} from '../support/invoice-journeys';
import { searchFor, tableRows } from '../support/journeys';
import { expect, type Locator, test } from '../support/test';

// The invoice lists use the shared list layout; these journeys check what is particular to
// invoices: the date and text filters over invoices, one column per GST rate occurring, the
// status colours, the customer's own list, and what the detail screens say when they cannot
// show an invoice.

/** The dominant channel of a badge's text colour: Paid green, Unpaid blue, Cancelled red. */
async function dominantColour(badge: Locator): Promise<'red' | 'green' | 'blue'> {
  const colour = await badge.evaluate((element) => getComputedStyle(element).color);
  const [red = 0, green = 0, blue = 0] = (colour.match(/\d+/g) ?? []).map(Number);
  if (red > green && red > blue) return 'red';
  return green > blue ? 'green' : 'blue';
}

test('filter invoices by dates and search; a column per GST rate present; status colours', async ({
  page,
  request,
}) => {
  const buyer = await createCustomer(request, 'Filter Traders', GSTIN_GUJARAT_BUYER);
  const salt = await createProduct(request, { prefix: 'Fl Salt', hsn: '2501', mrp: 28, gstRate: 5 });
  const soap = await createProduct(request, { prefix: 'Fl Soap', hsn: '3401', mrp: 118, gstRate: 18 });
  const saltLine = { product_id: salt.id, mrp: 28, gst_rate: 5 };
  const soapLine = { product_id: soap.id, mrp: 118, gst_rate: 18 };
  const april = uniqueInvoiceNumber('FA');
  const may = uniqueInvoiceNumber('FM');
  const june = uniqueInvoiceNumber('FJ');
  const customer_id = buyer.id;
  await createInvoice(request, {
    invoice_number: april,
    date: '2025-04-10',
    customer_id,
    items: [saltLine],
    // Paid at the counter: 28.00 received with the invoice.
    received_now: { amount: 28, mode: 'cash' },
  });
  await createInvoice(request, { invoice_number: may, date: '2025-05-15', customer_id, items: [soapLine] });
  await createInvoice(request, {
    invoice_number: june,
    date: '2025-06-20',
    customer_id,
    items: [saltLine, soapLine],
    status: 'Cancelled',
  });

  await page.goto('/invoices');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
    'placeholder',
    'Search by invoice no, customer or product',
  );
  await searchFor(page, buyer.name);
  await expect(page.getByText('Total Results: 3')).toBeVisible();
  const rows = tableRows(page, 'Invoices');
  await expect(rows).toHaveCount(3);
  const headers = page.getByRole('table', { name: 'Invoices' }).getByRole('columnheader');
  await expect(headers.filter({ hasText: /^Taxable @/ })).toHaveText(['Taxable @ 5%', 'Taxable @ 18%']);
  // Newest first; 28.00 at 5% is 26.67 taxable, 118.00 at 18% is 100.00.
  await expect(rows.nth(0)).toContainText(june);
  await expect(rows.nth(0)).toContainText('26.67');
  await expect(rows.nth(1)).toContainText('0.00');

  expect(await dominantColour(rows.nth(2).getByText('Paid'))).toBe('green');
  expect(await dominantColour(rows.nth(1).getByText('Unpaid'))).toBe('blue');
  expect(await dominantColour(rows.nth(0).getByText('Cancelled'))).toBe('red');

  await page.getByLabel('Start Date').fill('01/05/2025');
  await page.getByLabel('End Date').fill('31/05/2025');
  await expect(page.getByText('Total Results: 1')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(may);
  await expect(rows).toContainText('15/05/2025');
  await expect(headers.filter({ hasText: /^Taxable @/ })).toHaveText(['Taxable @ 18%']);

  // The calendar beside the box picks a day as well: 10 May leaves out the invoice of the 15th.
  await page.getByRole('button', { name: 'Pick End Date on a calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'End Date calendar' });
  await calendar.getByRole('button', { name: '10 May 2025' }).click();
  await expect(calendar).toBeHidden();
  await expect(page.getByLabel('End Date')).toHaveValue('10/05/2025');
  await expect(page.getByText('Total Results: 0')).toBeVisible();
  await page.getByLabel('End Date').fill('31/05/2025');
  await expect(page.getByText('Total Results: 1')).toBeVisible();

  // The search also finds invoices by a product on them.
  await searchFor(page, salt.name);
  await expect(page.getByText('Total Results: 0')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await searchFor(page, salt.name);
  await expect(page.getByText('Total Results: 2')).toBeVisible();
});

test("a customer's name opens their invoices, whose numbers open the invoice", async ({ page, request }) => {
  const buyer = await createCustomer(request, 'own list stores', GSTIN_GUJARAT_BUYER);
  const soap = await createProduct(request, { prefix: 'Cl Soap', hsn: '3401', mrp: 118, gstRate: 18 });
  const numbers = [uniqueInvoiceNumber('CA'), uniqueInvoiceNumber('CB')];
  for (const invoice_number of numbers) {
    await createInvoice(request, {
      invoice_number,
      date: '2025-07-01',
      customer_id: buyer.id,
      items: [{ product_id: soap.id, mrp: 118, gst_rate: 18, quantity: 2 }],
    });
  }
  await page.goto('/invoices');
  await searchFor(page, numbers[0] ?? '');
  await expect(tableRows(page, 'Invoices')).toHaveCount(1);
  const titled = buyer.name.replace(
    /(^|\s)(\S)/g,
    (_match, space: string, letter: string) => space + letter.toUpperCase(),
  );
  await tableRows(page, 'Invoices').getByRole('link', { name: titled }).click();

  await expect(page).toHaveURL(new RegExp(`/invoices/customer/${buyer.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Invoices for ${titled}` })).toBeVisible();
  const rows = tableRows(page, 'Customer invoices');
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('Total Results: 2')).toBeVisible();
  await expect(rows.first()).toContainText('₹236.00');
  const columns = page.getByRole('table', { name: 'Customer invoices' }).getByRole('columnheader');
  await expect(columns).toContainText([
    'Id',
    'Customer Name',
    'Invoice No',
    'Date',
    'Payable',
    'Taxable @ 18%',
    'Total',
    'GST Amount',
  ]);
  await rows.getByRole('link', { name: numbers[1] }).click();
  await expect(page).toHaveURL(/\/invoice\/\d+$/);
  await expect(page.getByText(`Invoice No: ${numbers[1]}`)).toBeVisible();
  // The page is titled with the invoice's number, not its id.
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${numbers[1]}` })).toBeVisible();
  await expect(page).toHaveTitle(`Invoice ${numbers[1]} · Bahi`);
  await page.getByRole('link', { name: 'Printable view' }).click();
  await expect(page).toHaveTitle(`Invoice ${numbers[1]} · Bahi`);
});

test('the detail and view screens say why they show no invoice', async ({ page }) => {
  await page.goto('/invoice/999999');
  await expect(page.getByRole('alert').filter({ hasText: 'Invoice 999999 not found' })).toBeVisible();
  await page.goto('/invoice-view/999999');
  await expect(page.getByRole('alert').filter({ hasText: 'Invoice 999999 not found' })).toBeVisible();
  await page.goto('/invoice-view');
  await expect(page.getByText('Invoice ID is missing in the URL.')).toBeVisible();
  // An address that is not an id at all gets words, not the API's rule for ids.
  await page.goto('/invoice/abc');
  await expect(page.getByRole('alert')).toHaveText(
    'Nothing has this address. Check the link, or find the record in its list.',
  );
});

test('at 1366 px the invoice list fits beside the sidebar: actions in view, badges whole', async ({
  page,
  request,
}) => {
  // Four rates, a part payment and a long name: the widest list a shop's month usually shows.
  const buyer = await createCustomer(request, 'Shree Ganesh Kirana and General Stores', GSTIN_GUJARAT_BUYER);
  const specs = [
    { prefix: 'Wd Milk', hsn: '0401', mrp: 60, gstRate: 0 },
    { prefix: 'Wd Salt', hsn: '2501', mrp: 28, gstRate: 5 },
    { prefix: 'Wd Soap', hsn: '3401', mrp: 118, gstRate: 18 },
    { prefix: 'Wd Cola', hsn: '2202', mrp: 140, gstRate: 40 },
  ];
  const lines = [];
  for (const spec of specs) {
    const product = await createProduct(request, spec);
    lines.push({ product_id: product.id, mrp: spec.mrp, gst_rate: spec.gstRate, quantity: 250 });
  }
  const number = uniqueInvoiceNumber('WIDE');
  await createInvoice(request, {
    invoice_number: number,
    date: '2025-07-10',
    customer_id: buyer.id,
    items: lines,
    received_now: { amount: 1000, mode: 'cash' },
  });
  await createInvoice(request, {
    invoice_number: uniqueInvoiceNumber('WIDE'),
    date: '2025-07-11',
    customer_id: buyer.id,
    items: lines.slice(0, 2),
  });

  await page.goto('/invoices');
  await searchFor(page, buyer.name);
  const rows = tableRows(page, 'Invoices');
  await expect(rows).toHaveCount(2);
  const table = page.getByRole('table', { name: 'Invoices' });
  const headers = table.getByRole('columnheader');
  await expect(headers.filter({ hasText: /^Taxable @/ })).toHaveText([
    'Taxable @ 0%',
    'Taxable @ 5%',
    'Taxable @ 18%',
    'Taxable @ 40%',
  ]);
  // Nothing scrolls sideways: neither the page nor the list's own box.
  const overflow = await table.evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      list: box.scrollWidth - box.clientWidth,
    };
  });
  expect(overflow).toEqual({ page: 0, list: 0 });
  const row = rows.filter({ hasText: number });
  for (const action of ['View', 'Edit']) {
    await expect(
      row.getByRole(action === 'View' ? 'link' : 'button', { name: `${action} ${number}` }),
    ).toBeInViewport({
      ratio: 1,
    });
  }
  // The badge shows its whole word, not 'PARTLY PA…'.
  const badge = row.getByText('Partly paid');
  const clipped = await badge.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(clipped).toBe(false);
});
