import { settingsSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer, expectFieldErrors, sendRaw } from '../test-support/api-calls';
import { createTestApp, type TestApp } from '../test-support/test-app';

const validSettings = {
  name: ' Shree Ganesh Traders ',
  gstin: '24aanfa2641l1zf',
  state_code: '',
  phone: '079 2658 1234',
  email: 'accounts@shreeganesh.in',
  address: 'Relief Road, Ahmedabad',
  bank_name: 'Bank of Baroda',
  bank_account_number: '12345678901234',
  bank_ifsc: 'barb0relief',
  bank_branch: 'Relief Road',
  invoice_prefix: 'SGT',
  round_off: true,
  default_price_basis: 'mrp',
  allow_negative_stock: false,
};

describe('Settings API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('starts with the Raipur seller defaults', async () => {
    const settings = await expectAnswer(t.app, { method: 'GET', url: '/api/settings' }, 200, settingsSchema);
    expect(settings).toMatchObject({
      gstin: '22AAAAA0000A1ZC',
      state_code: '22',
      invoice_prefix: 'INV',
      round_off: false,
    });
    expect(settings.address).toContain('Raipur');
    expect(settings.name).not.toBe('');
    expect(settings.bank_ifsc).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
  });

  it('replaces the settings, and they stay replaced', async () => {
    const saved = await expectAnswer(
      t.app,
      { method: 'PUT', url: '/api/settings', payload: validSettings },
      200,
      settingsSchema,
    );
    expect(saved).toEqual({
      ...validSettings,
      name: 'Shree Ganesh Traders',
      gstin: '24AANFA2641L1ZF',
      state_code: '24',
      bank_ifsc: 'BARB0RELIEF',
      upi_id: null,
      invoice_first_number: 1,
      registered: true,
      configured: true,
      version: expect.any(Number),
      demo: false,
      updated_at: saved.updated_at,
    });
    const read = await expectAnswer(t.app, { method: 'GET', url: '/api/settings' }, 200, settingsSchema);
    expect(read).toEqual(saved);
  });

  it('requires the name, GSTIN, address and invoice prefix', async () => {
    expectFieldErrors(await call(t.app, 'PUT', '/api/settings', {}), {
      name: ['Business Name is required'],
      gstin: ['GSTIN is required (or tick "Not registered under GST")'],
      address: ['Address is required'],
      invoice_prefix: ['Invoice Prefix is required'],
    });
  });

  it('checks the GSTIN, its state, the prefix and the bank details, and changes nothing', async () => {
    const before = await expectAnswer(t.app, { method: 'GET', url: '/api/settings' }, 200, settingsSchema);
    expectFieldErrors(
      await call(t.app, 'PUT', '/api/settings', {
        ...validSettings,
        gstin: '24AANFA2641L1ZK',
        invoice_prefix: 'INVOICE',
        bank_account_number: '12-34',
        bank_ifsc: 'SBIN1234567',
        round_off: 'yes',
      }),
      {
        gstin: ['GSTIN check digit is wrong (expected F)'],
        bank_account_number: ['Account Number must be 9 to 18 digits'],
        bank_ifsc: ['IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits'],
        invoice_prefix: ['Invoice Prefix must be 1 to 5 letters or digits, not starting with 0'],
        round_off: ['Round Off must be true or false'],
      },
    );
    expectFieldErrors(await call(t.app, 'PUT', '/api/settings', { ...validSettings, state_code: '22' }), {
      state_code: ['State does not match the GSTIN (state code 24)'],
    });
    expectFieldErrors(
      await call(t.app, 'PUT', '/api/settings', { ...validSettings, invoice_prefix: 'IN/V' }),
      {
        invoice_prefix: ['Invoice Prefix must be 1 to 5 letters or digits, not starting with 0'],
      },
    );
    expect((await sendRaw(t.app, 'PUT', '/api/settings', '{"name":')).status).toBe(400);
    const after = await expectAnswer(t.app, { method: 'GET', url: '/api/settings' }, 200, settingsSchema);
    expect(after).toEqual(before);
  });
});
