import { expenseListSchema, expenseSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, create, expectAnswer, expectError } from '../test-support/api-calls';
import { createTestApp, type TestApp } from '../test-support/test-app';

// GET /api/expenses: the list query every list shares (docs/api.md), with from/to on the expense date and
// totals over every match. Each test tags its rows with a word of its own and searches for it,
// since all the tests of the file share one database.

describe('Expense list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function addExpense(payee: string, date: string, amount: number, more: Record<string, unknown> = {}) {
    return create(
      t.app,
      '/api/expenses',
      { date, category: 'Rent', payee, amount, mode: 'Cash', ...more },
      expenseSchema,
    );
  }

  const page = (query: string) =>
    expectAnswer(t.app, { method: 'GET', url: `/api/expenses?${query}` }, 200, expenseListSchema);
  const payees = async (query: string) => (await page(query)).data.map((expense) => expense.payee);

  it('lists newest date first, and the newest entry first within a day', async () => {
    await addExpense('Order A', '2026-05-02', 100);
    await addExpense('Order B', '2026-05-01', 100);
    await addExpense('Order C', '2026-05-02', 100);
    await addExpense('Order D', '2026-04-30', 100);
    expect(await payees('search=Order')).toEqual(['Order C', 'Order A', 'Order B', 'Order D']);
  });

  it('pages with offset and limit; total and totals count every match', async () => {
    for (let index = 1; index <= 7; index += 1) {
      await addExpense(`Paged ${index}`, `2026-06-0${index}`, index * 100, { gst_amount: index });
    }
    const first = await page('search=Paged&limit=3');
    expect(first.data.map((expense) => expense.payee)).toEqual(['Paged 7', 'Paged 6', 'Paged 5']);
    expect(first.total).toBe(7);
    expect(first.totals).toEqual({ amount: 2800, gst_amount: 28 });
    expect(await payees('search=Paged&limit=3&offset=6')).toEqual(['Paged 1']);
    expect(await payees('search=Paged&offset=7')).toEqual([]);
    // Fifty to a page unless asked otherwise.
    expect((await page('limit=')).data.length).toBeLessThanOrEqual(50);
  });

  it('filters on the expense date, both ends inclusive, and sums only what it shows', async () => {
    await addExpense('Dated March', '2025-03-31', 1000.5, { gst_amount: 180.09 });
    await addExpense('Dated April 1', '2025-04-01', 2000.25, { gst_amount: 0.01 });
    await addExpense('Dated April 30', '2025-04-30', 3000, { gst_amount: 0 });
    await addExpense('Dated May', '2025-05-01', 4000);
    const april = await page('search=Dated&from=2025-04-01&to=2025-04-30');
    expect(april.data.map((expense) => expense.payee)).toEqual(['Dated April 30', 'Dated April 1']);
    expect(april.total).toBe(2);
    expect(april.totals).toEqual({ amount: 5000.25, gst_amount: 0.01 });
    expect(await payees('search=Dated&from=2025-04-30')).toEqual(['Dated May', 'Dated April 30']);
    expect(await payees('search=Dated&to=2025-03-31')).toEqual(['Dated March']);
    expect(await payees('search=Dated&from=2025-04-02&to=2025-04-29')).toEqual([]);
  });

  it('answers zero totals when nothing matches', async () => {
    const none = await page('search=nothing-like-this');
    expect(none).toEqual({ data: [], total: 0, totals: { amount: 0, gst_amount: 0 } });
  });

  it('searches payee, category, reference and note, ignoring case, % and _ as plain characters', async () => {
    await addExpense('Verma Transport Co', '2026-07-01', 500, {
      category: 'Transport',
      reverse_charge: false,
    });
    await addExpense('Gupta Stationers', '2026-07-02', 80, { category: 'Office Supplies', note: 'Zx9 pens' });
    await addExpense('Airtel', '2026-07-03', 999, {
      category: 'Telephone & Internet',
      reference: 'CHQ-Zx9-77',
    });
    await addExpense('Discount 50%_off shop', '2026-07-04', 10, { category: 'Other' });
    expect(await payees('search=verma%20transport')).toEqual(['Verma Transport Co']);
    expect(await payees('search=OFFICE%20SUPPLIES')).toEqual(['Gupta Stationers']);
    expect(await payees('search=zx9')).toEqual(['Airtel', 'Gupta Stationers']);
    expect(await payees(`search=${encodeURIComponent('telephone &')}`)).toEqual(['Airtel']);
    expect(await payees(`search=${encodeURIComponent('0%_o')}`)).toEqual(['Discount 50%_off shop']);
    // As a wildcard, _ would match the space in 'Gupta Stationers'.
    expect(await payees('search=a_s')).toEqual([]);
  });

  it('finds awkward text by the characters typed', async () => {
    await addExpense("x'); DROP TABLE expenses;--", '2026-08-01', 1);
    expect(await payees(`search=${encodeURIComponent("'); DROP")}`)).toEqual(["x'); DROP TABLE expenses;--"]);
    const still = await call(t.app, 'GET', '/api/expenses?limit=1');
    expect(still.status).toBe(200);
  });

  it('answers 400 for a malformed query', async () => {
    expectError(
      await call(t.app, 'GET', '/api/expenses?from=2026-02-30'),
      400,
      'from must be a date (YYYY-MM-DD)',
    );
    expectError(
      await call(t.app, 'GET', '/api/expenses?from=2026-05-02&to=2026-05-01'),
      400,
      'from must not be after to',
    );
    expectError(
      await call(t.app, 'GET', '/api/expenses?limit=501'),
      400,
      'limit must be a whole number from 1 to 500',
    );
    expectError(
      await call(t.app, 'GET', '/api/expenses?offset=-1'),
      400,
      'offset must be a whole number from 0 to 1000000000',
    );
    expectError(
      await call(t.app, 'GET', '/api/expenses?search=a%00b'),
      400,
      'search must not contain control characters',
    );
  });
});
