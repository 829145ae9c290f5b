import { EXPENSE_CATEGORIES, EXPENSE_MODES, expenseSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, create, expectFieldErrors } from '../test-support/api-calls';
import { expenseInput } from '../test-support/expense-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Every rule of POST/PUT /api/expenses, with the field each message lands on.

describe('Expense validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('accepts every category and every mode', async () => {
    for (const [index, category] of EXPENSE_CATEGORIES.entries()) {
      const mode = EXPENSE_MODES[index % EXPENSE_MODES.length];
      // Transport and Professional Fees default to reverse charge; here they are plain bills with GST.
      const created = await create(
        t.app,
        '/api/expenses',
        expenseInput({ category, mode, reverse_charge: false }),
        expenseSchema,
      );
      expect(created).toMatchObject({ category, mode });
    }
  });

  it('names every missing required field', async () => {
    expectFieldErrors(await call(t.app, 'POST', '/api/expenses', {}), {
      date: ['Date is required'],
      category: ['Category is required'],
      payee: ['Payee is required'],
      amount: ['Amount is required'],
      mode: ['Mode is required'],
    });
    expectFieldErrors(
      await call(t.app, 'POST', '/api/expenses', {
        date: ' ',
        category: '',
        payee: '   ',
        amount: '',
        mode: null,
      }),
      {
        date: ['Date is required'],
        category: ['Category is required'],
        payee: ['Payee is required'],
        amount: ['Amount is required'],
        mode: ['Mode is required'],
      },
    );
  });

  it.each([
    [{ amount: 0 }, { amount: ['Amount must be more than 0'] }],
    [{ amount: -50, gst_amount: 0 }, { amount: ['Amount must be more than 0'] }],
    [{ amount: 'ten' }, { amount: ['Amount must be a number'] }],
    [{ amount: 10.005 }, { amount: ['Amount can have at most 2 decimal places'] }],
    [{ amount: 1_000_000_000 }, { amount: ['Amount must be at most 999999999.99'] }],
    [{ amount: 100, gst_amount: 100.01 }, { gst_amount: ['GST Paid cannot be more than the amount'] }],
    [{ gst_amount: -1 }, { gst_amount: ['GST Paid must be a number of at least 0'] }],
    [{ date: '2026-02-30' }, { date: ['Date must be a real date (YYYY-MM-DD)'] }],
    [{ date: '05/04/2026' }, { date: ['Date must be a real date (YYYY-MM-DD)'] }],
    [{ mode: 'Barter' }, { mode: ['Mode must be one of Cash, UPI, Bank Transfer, Cheque, Card'] }],
    [
      { category: 'Food' },
      {
        category: [
          'Category must be one of Rent, Salaries, Electricity, Transport, Office Supplies, Repairs, Telephone & Internet, Professional Fees, Bank Charges, Other',
        ],
      },
    ],
    [{ payee: 'x'.repeat(201) }, { payee: ['Payee must be at most 200 characters'] }],
    [{ note: 'x'.repeat(501) }, { note: ['Note must be at most 500 characters'] }],
    [{ reference: 'x'.repeat(101) }, { reference: ['Reference must be at most 100 characters'] }],
    [{ payee: 'Ram\u0000Lal' }, { payee: ['Payee must not contain control characters'] }],
  ])('refuses %j', async (change, errors) => {
    expectFieldErrors(await call(t.app, 'POST', '/api/expenses', expenseInput(change)), errors);
  });

  it('allows GST Paid equal to the whole amount', async () => {
    const created = await create(
      t.app,
      '/api/expenses',
      expenseInput({ amount: 18, gst_amount: 18 }),
      expenseSchema,
    );
    expect(created).toMatchObject({ amount: 18, gst_amount: 18 });
  });

  it('reports the GST check beside other field problems', async () => {
    expectFieldErrors(
      await call(t.app, 'POST', '/api/expenses', expenseInput({ mode: '', amount: 10, gst_amount: 20 })),
      { mode: ['Mode is required'], gst_amount: ['GST Paid cannot be more than the amount'] },
    );
  });
});
