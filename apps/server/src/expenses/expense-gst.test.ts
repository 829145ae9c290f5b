import { expenseSchema, gstr3bSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer, expectError, expectFieldErrors } from '../test-support/api-calls';
import { GSTIN_CHHATTISGARH, GSTIN_GUJARAT } from '../test-support/document-fixtures';
import { expenseInput } from '../test-support/expense-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// GST on expenses through the API: the credit of a bill with the supplier's GSTIN in 4(A)(5), and
// reverse charge (a transporter's bill) owed in 3.1(d) and claimed back in 4(A)(3), with the
// self-invoice a supplier without a GSTIN needs. The shop is in Chhattisgarh (22).

describe('Expenses with GST in GSTR-3B', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const record = async (overrides: Record<string, unknown>) =>
    expectAnswer(
      t.app,
      { method: 'POST', url: '/api/expenses', payload: expenseInput(overrides) },
      201,
      expenseSchema,
    );
  const gstr3b = (period: string) =>
    expectAnswer(t.app, { method: 'GET', url: `/api/gstr3b?period=${period}` }, 200, gstr3bSchema);

  it('puts reverse charge on a ₹10,000 transport bill at 5 % in 3.1(d) and 4(A)(3), with a self-invoice', async () => {
    const before = await gstr3b('072025');
    const transport = await record({
      date: '2025-07-10',
      category: 'Transport',
      payee: 'Verma Roadways',
      amount: 10000,
      gst_amount: 0,
      gst_rate: 5,
      bill_number: 'LR-448',
      bill_date: '2025-07-09',
    });
    // Transport is under reverse charge unless the expense says otherwise.
    expect(transport).toMatchObject({
      reverse_charge: true,
      taxable: 10000,
      cgst: 250,
      sgst: 250,
      igst: 0,
      self_invoice_number: 'SI/25-26/0001',
    });
    const after = await gstr3b('072025');
    expect(after.inward_reverse_charge).toEqual({ taxable: 10000, cgst: 250, sgst: 250, igst: 0 });
    expect(after.itc_reverse_charge).toEqual({ cgst: 250, sgst: 250, igst: 0 });
    expect(after.itc_available).toEqual(before.itc_available);
    // Reverse-charge tax is paid in cash: nothing outward here to set its credit off against.
    expect(after.payable.find((row) => row.head === 'cgst')).toMatchObject({ due: 250, cash: 250 });
    expect(after.credit_carried_forward).toEqual({ cgst: 250, sgst: 250, igst: 0 });
    const json = after.json as { sup_details: { isup_rev: unknown }; itc_elg: { itc_avl: unknown[] } };
    expect(json.sup_details.isup_rev).toEqual({ txval: 10000, iamt: 0, camt: 250, samt: 250, csamt: 0 });
    expect(json.itc_elg.itc_avl).toContainEqual({ ty: 'ISRC', iamt: 0, camt: 250, samt: 250, csamt: 0 });
    // The credit it earned is carried into the next month's ledger like any other credit.
    const august = (await gstr3b('082025')).ledger;
    expect(august.opening_credit).toEqual({ cgst: 250, sgst: 250, igst: 0 });

    // A second one takes the next number; a change keeps it; the expense can no longer be deleted.
    const lawyer = await record({
      date: '2025-07-12',
      category: 'Professional Fees',
      payee: 'Adv. R. Sharma',
      amount: 5000,
      gst_amount: 0,
      gst_rate: 18,
      supplier_state_code: '27',
    });
    expect(lawyer).toMatchObject({ igst: 900, cgst: 0, self_invoice_number: 'SI/25-26/0002' });
    const changed = await call(t.app, 'PUT', `/api/expenses/${transport.id}`, {
      ...expenseInput({ date: '2025-07-10', category: 'Transport', payee: 'Verma Roadways' }),
      amount: 12000,
      gst_amount: 0,
      gst_rate: 5,
      version: transport.version,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(expenseSchema.parse(changed.body)).toMatchObject({
      cgst: 300,
      self_invoice_number: 'SI/25-26/0001',
    });
    expectError(
      await call(t.app, 'DELETE', `/api/expenses/${transport.id}`),
      409,
      'Expense to Verma Roadways carries self-invoice SI/25-26/0001, a numbered tax document: it cannot be deleted; correct it instead',
    );
  });

  it("claims a bill's GST in 4(A)(5) only with the supplier's GSTIN, split by the supplier's state", async () => {
    await record({ date: '2025-08-05', amount: 1180, gst_amount: 180, supplier_gstin: GSTIN_CHHATTISGARH });
    await record({ date: '2025-08-06', amount: 1180, gst_amount: 180, supplier_gstin: GSTIN_GUJARAT });
    // Without a GSTIN the GST stays a cost.
    const plain = await record({ date: '2025-08-07', amount: 1180, gst_amount: 180 });
    expect(plain).toMatchObject({ cgst: 0, sgst: 0, igst: 0, taxable: 1000, self_invoice_number: null });
    const { itc, itc_reverse_charge } = await gstr3b('082025');
    expect(itc).toEqual({ cgst: 90, sgst: 90, igst: 180 });
    expect(itc_reverse_charge).toEqual({ cgst: 0, sgst: 0, igst: 0 });
  });

  it('says what is wrong with a reverse-charge expense, field by field', async () => {
    const answer = await call(
      t.app,
      'POST',
      '/api/expenses',
      expenseInput({ category: 'Transport', gst_amount: 50, gst_rate: '' }),
    );
    expectFieldErrors(answer, {
      gst_amount: [
        'Under reverse charge the supplier charges no GST: leave GST Paid at 0 (the tax is worked out from the rate), or turn reverse charge off',
      ],
      gst_rate: ['GST rate is required under reverse charge'],
    });
    // Turned off, a transporter charging GST on its bill is an ordinary expense.
    const forward = await record({
      category: 'Transport',
      reverse_charge: false,
      supplier_gstin: GSTIN_CHHATTISGARH,
    });
    expect(forward).toMatchObject({ reverse_charge: false, cgst: 360, sgst: 360, self_invoice_number: null });
    const mismatch = await call(
      t.app,
      'POST',
      '/api/expenses',
      expenseInput({ supplier_gstin: GSTIN_GUJARAT, supplier_state_code: '22' }),
    );
    expectFieldErrors(mismatch, { supplier_state_code: ["Supplier's state does not match the GSTIN"] });
  });
});
