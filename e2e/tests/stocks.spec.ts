import { createRecord, searchFor, tableRows, uniqueName } from '../support/journeys';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

// The stock screen: products made through the API with opening stock and reorder levels, a
// purchase on 10 May 2025 and a sale on 1 June 2025 through the API, then read as a person would.

type Named = { id: number; name: string };

async function product(request: APIRequestContext, name: string, opening: number, reorder: number) {
  return createRecord<Named>(request, 'products', {
    name,
    hsn_code: '10063020',
    mrp: 60,
    rate: 57.14,
    gst_rate: 5,
    unit: 'KGS',
    opening_stock: opening,
    reorder_level: reorder,
  });
}

async function setUpStock(request: APIRequestContext, prefix: string) {
  // Opening / reorder level: rice 5/10 (low), dal 8/10 then 10 bought (18), sugar 20/5 then 16 sold (4).
  const rice = await product(request, `${prefix} Rice`, 5, 10);
  const dal = await product(request, `${prefix} Dal`, 8, 10);
  const sugar = await product(request, `${prefix} Sugar`, 20, 5);
  const supplier = await createRecord<Named>(request, 'suppliers', { name: uniqueName('Mandi Traders') });
  const purchase = await request.post('/api/admin/add-purchases', {
    data: {
      supplier_id: supplier.id,
      purchase_number: `PUR/25-26/${Date.now().toString().slice(-4)}`,
      invoice_number: 'MT-101',
      purchase_date: '2025-05-10',
      items: [{ product_id: dal.id, quantity: 10, amount: 520, gst_rate: 5 }],
    },
  });
  expect(purchase.status(), await purchase.text()).toBe(201);
  const customer = await createRecord<Named>(request, 'customers', {
    name: uniqueName('Kirana Corner'),
    address: 'Station Road, Raipur',
  });
  await createRecord(request, 'invoices', {
    invoice_number: `ST/${Date.now().toString(36).slice(-6)}`,
    date: '2025-06-01',
    customer_id: customer.id,
    items: [{ product_id: sugar.id, mrp: 45, gst_rate: 5, quantity: 16 }],
  });
  return { rice, dal, sugar };
}

/** The cells of a product's row: name, on hand, reorder level, opening, purchased, sold, HSN. */
function cells(page: Page, name: string) {
  return tableRows(page, 'Stock').filter({ hasText: name }).locator('td');
}

test('on hand per product, with the low-stock badge, now and as of a past day', async ({ page, request }) => {
  const prefix = uniqueName('Stock');
  const { rice, dal, sugar } = await setUpStock(request, prefix);
  await page.goto('/backoffice/stocks');
  await searchFor(page, prefix);
  await expect(page.getByText('Total Results: 3')).toBeVisible();
  await expect(page.getByText('Stock now, after every invoice and purchase')).toBeVisible();
  // By name: dal, rice, sugar.
  await expect(tableRows(page, 'Stock')).toHaveText([
    new RegExp(dal.name),
    new RegExp(rice.name),
    new RegExp(sugar.name),
  ]);
  // On hand, reorder level, opening, purchased, sold, HSN code.
  await expect(cells(page, dal.name)).toHaveText([
    dal.name,
    '18 KGS',
    '10 KGS',
    '8 KGS',
    '10 KGS',
    '0 KGS',
    '10063020',
  ]);
  await expect(cells(page, rice.name)).toHaveText([
    rice.name,
    'Low stock5 KGS',
    '10 KGS',
    '5 KGS',
    '0 KGS',
    '0 KGS',
    '10063020',
  ]);
  await expect(cells(page, sugar.name)).toHaveText([
    sugar.name,
    'Low stock4 KGS',
    '5 KGS',
    '20 KGS',
    '0 KGS',
    '16 KGS',
    '10063020',
  ]);

  // The switch follows the address bar, which the router updates a moment after the click.
  await page.getByRole('switch', { name: 'Low stock only' }).click();
  await expect(page.getByRole('switch', { name: 'Low stock only' })).toBeChecked();
  await expect(page.getByText('Total Results: 2')).toBeVisible();
  await expect(tableRows(page, 'Stock')).toHaveText([new RegExp(rice.name), new RegExp(sugar.name)]);
  await expect(page).toHaveURL(/low=1/);

  // On 9 May the dal was not yet bought (8, low) and the sugar not yet sold (20).
  await page.getByLabel('As of').fill('09/05/2025');
  await expect(page.getByText('Stock at the end of 09/05/2025')).toBeVisible();
  await expect(tableRows(page, 'Stock')).toHaveText([new RegExp(dal.name), new RegExp(rice.name)]);
  await expect(cells(page, dal.name).nth(1)).toHaveText('Low stock8 KGS');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Low stock only' })).toBeChecked();
  await expect(page.getByLabel('As of')).toHaveValue('09/05/2025');
  await expect(tableRows(page, 'Stock')).toHaveCount(2);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('switch', { name: 'Low stock only' })).not.toBeChecked();
  await expect(page.getByLabel('As of')).toHaveValue('');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
});

test('a sale made after the first look shows on the next visit', async ({ page, request }) => {
  const prefix = uniqueName('Fresh');
  const { rice } = await setUpStock(request, prefix);
  await page.goto(`/backoffice/stocks?search=${encodeURIComponent(rice.name)}`);
  await expect(cells(page, rice.name).nth(1)).toHaveText('Low stock5 KGS');
  const customer = await createRecord<Named>(request, 'customers', {
    name: uniqueName('Walk-in'),
    address: 'Raipur',
  });
  await createRecord(request, 'invoices', {
    invoice_number: `SF/${Date.now().toString(36).slice(-6)}`,
    date: '2025-07-01',
    customer_id: customer.id,
    items: [{ product_id: rice.id, mrp: 60, gst_rate: 5, quantity: 2 }],
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(cells(page, rice.name).nth(5)).toHaveText('2 KGS');
  await expect(cells(page, rice.name).nth(1)).toHaveText('Low stock3 KGS');
});

test('on a phone the stock list fits the screen', async ({ page, request }) => {
  const prefix = uniqueName('Phone stock');
  await setUpStock(request, prefix);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/backoffice/stocks');
  await searchFor(page, prefix);
  await expect(tableRows(page, 'Stock')).toHaveCount(3);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
