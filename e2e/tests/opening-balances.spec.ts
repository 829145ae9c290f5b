import { startEmptyServer } from '../support/empty-server';
import { tableRows, toast } from '../support/journeys';
import { expect, test } from '../support/test';

// A shop moving to Bahi mid-year (docs/product.md, "Opening balances"): the owner sets the books'
// start date, enters a customer's bills from the old books, takes a receipt that settles the oldest
// first, and the statement closes at what the outstanding report says is owed. On a server of its
// own: the books' start date stays fixed once the shared shop has documents.

// The run's Origin header names the run's server: sent to this one, Chromium refuses the page's scripts.
test.use({ storageState: { cookies: [], origins: [] }, extraHTTPHeaders: {} });

test('opening bills, a receipt oldest first and a statement that agrees with the outstanding', async ({
  page,
}) => {
  const server = await startEmptyServer();
  try {
    await server.signIn(page.context());
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByRole('textbox', { name: 'Books start date' }).fill('01/11/2026');
    await page.getByRole('button', { name: 'Save start date' }).click();
    await expect(toast(page, 'Books start date saved.')).toBeVisible();

    const created = await page.request.post(`${server.baseUrl}/api/customers`, {
      data: { name: 'Opening Kirana', address: 'Gol Bazar, Raipur' },
      headers: { origin: server.baseUrl },
    });
    expect(created.status()).toBe(201);
    const customer = (await created.json()) as { id: number };

    await page.goto(`${server.baseUrl}/customer/${customer.id}`);
    for (const [number, date, amount] of [
      ['OLD/1', '2026-09-15', '12000'],
      ['OLD/2', '2026-10-02', '8500'],
    ] as const) {
      await page.getByRole('textbox', { name: 'Bill No' }).fill(number);
      await page.getByRole('textbox', { name: 'Bill Date' }).fill(date);
      await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
      await page.getByRole('button', { name: 'Add' }).click();
      await expect(tableRows(page, 'Opening balances').filter({ hasText: number })).toHaveCount(1);
    }
    await expect(page.getByTestId('customer-balance')).toHaveText('₹20,500.00');

    await page.goto(`${server.baseUrl}/receiptvoucher?customer=${customer.id}`);
    await page.getByRole('textbox', { name: 'Amount received' }).fill('15000');
    await page.getByRole('button', { name: 'Save Receipt' }).click();
    await expect(toast(page, /^Receipt RV-\d{3} saved\.$/)).toBeVisible();

    // 12,000.00 settles OLD/1 and 3,000.00 goes to OLD/2: 5,500.00 is left on it.
    await page.goto(`${server.baseUrl}/customer/${customer.id}`);
    await expect(tableRows(page, 'Opening balances').filter({ hasText: 'OLD/2' })).toContainText('5,500.00');

    await page.goto(`${server.baseUrl}/customer/${customer.id}/statement`);
    await expect(page.getByTestId('statement-opening')).toContainText('20,500.00');
    await expect(page.getByTestId('statement-closing')).toContainText('5,500.00');

    await page.goto(`${server.baseUrl}/reports/outstanding`);
    const owed = tableRows(page, 'Outstanding (Customers)').filter({ hasText: 'Opening Kirana' });
    await expect(owed).toContainText('5,500.00');
  } finally {
    await server.stop();
  }
});
