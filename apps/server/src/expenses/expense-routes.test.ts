import { expenseSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AWKWARD_TEXTS,
  call,
  create,
  expectAnswer,
  expectError,
  expectFieldErrors,
  sendRaw,
} from '../test-support/api-calls';
import { expenseInput } from '../test-support/expense-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('Expense API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const read = (id: number) =>
    expectAnswer(t.app, { method: 'GET', url: `/api/expenses/${id}` }, 200, expenseSchema);

  it('records an expense with its text trimmed, and reads it back', async () => {
    const created = await create(
      t.app,
      '/api/expenses',
      expenseInput({ payee: '  CSPDCL Raipur ' }),
      expenseSchema,
    );
    expect(created).toMatchObject({
      date: '2026-04-05',
      category: 'Electricity',
      payee: 'CSPDCL Raipur',
      amount: 4720,
      gst_amount: 720,
      mode: 'UPI',
      reference: 'UTR 412345678901',
      note: 'Shop meter, March bill',
    });
    expect(created.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await read(created.id)).toEqual(created);
  });

  it('takes GST Paid as 0 and reference and note as empty when left out, blank or null', async () => {
    for (const optional of [
      {},
      { gst_amount: '', reference: '  ', note: '' },
      { gst_amount: null, reference: null, note: null },
    ]) {
      const { gst_amount: _gst, reference: _reference, note: _note, ...required } = expenseInput();
      const created = await create(t.app, '/api/expenses', { ...required, ...optional }, expenseSchema);
      expect(created).toMatchObject({ gst_amount: 0, reference: null, note: null });
    }
  });

  it('keeps paise exact, from numbers and from typed text', async () => {
    const created = await create(
      t.app,
      '/api/expenses',
      expenseInput({ amount: '1234567.89', gst_amount: 0.3 }),
      expenseSchema,
    );
    expect(created).toMatchObject({ amount: 1234567.89, gst_amount: 0.3 });
  });

  it('stores and returns awkward text exactly', async () => {
    for (const text of AWKWARD_TEXTS) {
      const created = await create(
        t.app,
        '/api/expenses',
        expenseInput({ payee: text, reference: text, note: `${text}\nline two` }),
        expenseSchema,
      );
      expect(await read(created.id)).toMatchObject({
        payee: text,
        reference: text,
        note: `${text}\nline two`,
      });
    }
  });

  it('replaces an expense on PUT; optional fields left out become empty', async () => {
    const created = await create(t.app, '/api/expenses', expenseInput(), expenseSchema);
    const { reference: _reference, note: _note, gst_amount: _gst, ...rest } = expenseInput();
    const changed = await expectAnswer(
      t.app,
      {
        method: 'PUT',
        url: `/api/expenses/${created.id}`,
        payload: { ...rest, amount: 5000, mode: 'Cheque' },
      },
      200,
      expenseSchema,
    );
    expect(changed).toEqual({
      ...created,
      amount: 5000,
      gst_amount: 0,
      taxable: 5000,
      mode: 'Cheque',
      reference: null,
      note: null,
      version: 2,
    });
    expect(await read(created.id)).toEqual(changed);
    expectFieldErrors(await call(t.app, 'PUT', `/api/expenses/${created.id}`, expenseInput({ payee: '' })), {
      payee: ['Payee is required'],
    });
  });

  it('deletes an expense', async () => {
    const created = await create(t.app, '/api/expenses', expenseInput(), expenseSchema);
    const answer = await call(t.app, 'DELETE', `/api/expenses/${created.id}`);
    expect(answer).toEqual({ status: 204, body: undefined });
    expectError(
      await call(t.app, 'GET', `/api/expenses/${created.id}`),
      404,
      `Expense ${created.id} not found`,
    );
  });

  it('answers 404 for an unknown id on every call that takes one', async () => {
    expectError(await call(t.app, 'GET', '/api/expenses/4242'), 404, 'Expense 4242 not found');
    expectError(
      await call(t.app, 'PUT', '/api/expenses/4242', expenseInput()),
      404,
      'Expense 4242 not found',
    );
    expectError(await call(t.app, 'DELETE', '/api/expenses/4242'), 404, 'Expense 4242 not found');
  });

  it('answers 400 for malformed JSON and a malformed id', async () => {
    expectError(
      await sendRaw(t.app, 'POST', '/api/expenses', '{"payee": '),
      400,
      'The request body is not valid JSON',
    );
    expectError(
      await sendRaw(t.app, 'PUT', '/api/expenses/1', 'not json'),
      400,
      'The request body is not valid JSON',
    );
    expectError(
      await call(t.app, 'GET', '/api/expenses/abc'),
      400,
      'id must be a whole number from 1 to 2147483647',
    );
    expectError(
      await call(t.app, 'DELETE', '/api/expenses/0'),
      400,
      'id must be a whole number from 1 to 2147483647',
    );
  });
});
