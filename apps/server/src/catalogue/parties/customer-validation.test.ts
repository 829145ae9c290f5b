import { customerSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, create, customerInput, expectFieldErrors } from '../../test-support/api-calls';
import { GSTIN_CHHATTISGARH } from '../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { TEST_SHOP } from '../../test-support/test-shop';

// Customer field rules: required fields, the GSTIN check, the state against the GSTIN, contacts.
describe('Customer validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('requires the name, and the address only with a GSTIN', async () => {
    expectFieldErrors(await call(t.app, 'POST', '/api/customers', {}), {
      name: ['Customer Name is required'],
    });
    expectFieldErrors(
      await call(t.app, 'POST', '/api/customers', customerInput({ address: '', gstin: '24AANFA2641L1ZF' })),
      { address: ['Address is required when a GSTIN is given'] },
    );
    // A walk-in buyer needs only a name; the address reads back as null, not ''.
    const walkIn = await call(t.app, 'POST', '/api/customers', { name: 'Walk-in buyer' });
    expect(walkIn.status).toBe(201);
    expect(walkIn.body).toMatchObject({ name: 'Walk-in buyer', address: null, gstin: null });
    const read = await call(t.app, 'GET', `/api/customers/${(walkIn.body as { id: number }).id}`);
    expect(read.body).toMatchObject({ address: null });
  });

  it("refuses the shop's own GSTIN for a customer and a supplier, on create and on edit", async () => {
    const own = TEST_SHOP.gstin;
    for (const [path, role] of [
      ['/api/customers', 'customer'],
      ['/api/suppliers', 'supplier'],
    ] as const) {
      expectFieldErrors(await call(t.app, 'POST', path, customerInput({ gstin: own.toLowerCase() })), {
        gstin: [`GSTIN ${own} is the shop's own GSTIN: enter the ${role}'s GSTIN`],
      });
      const party = await create(t.app, path, customerInput({ gstin: GSTIN_CHHATTISGARH }), customerSchema);
      expectFieldErrors(
        await call(t.app, 'PUT', `${path}/${party.id}`, customerInput({ gstin: own, version: 1 })),
        {
          gstin: [`GSTIN ${own} is the shop's own GSTIN: enter the ${role}'s GSTIN`],
        },
      );
      expect((await call(t.app, 'GET', `${path}/${party.id}`)).body).toMatchObject({
        gstin: GSTIN_CHHATTISGARH,
      });
    }
  });

  it.each([
    ['24AANFA2641L1ZK', 'GSTIN check digit is wrong (expected F)'],
    ['24AANFA2641L1Z', 'GSTIN must be 15 characters'],
    ['24AANFA2641L0ZF', 'GSTIN format is invalid'],
    ['99AANFA2641L1ZF', 'GSTIN state code 99 is not a known state'],
  ])('refuses GSTIN %s: %s', async (gstin, reason) => {
    expectFieldErrors(await call(t.app, 'POST', '/api/customers', customerInput({ gstin })), {
      gstin: [reason],
    });
  });

  it('checks the state against the GSTIN', async () => {
    expectFieldErrors(
      await call(
        t.app,
        'POST',
        '/api/customers',
        customerInput({ gstin: '24AANFA2641L1ZF', state_code: '22' }),
      ),
      { state_code: ['State does not match the GSTIN (state code 24)'] },
    );
    const matching = await create(
      t.app,
      '/api/customers',
      customerInput({ gstin: '29AABCR1718E1ZL', state_code: '29' }),
      customerSchema,
    );
    expect(matching.state_code).toBe('29');
    const unregistered = await create(
      t.app,
      '/api/customers',
      customerInput({ state_code: 7 }),
      customerSchema,
    );
    expect(unregistered.state_code).toBe('07');
    expectFieldErrors(await call(t.app, 'POST', '/api/customers', customerInput({ state_code: '40' })), {
      state_code: ['State code 40 is not a known GST state code'],
    });
    expectFieldErrors(
      await call(t.app, 'POST', '/api/customers', customerInput({ state_code: { code: '22' } })),
      {
        state_code: ['State code must be text'],
      },
    );
  });

  it('refuses control characters in optional text too', async () => {
    expectFieldErrors(
      await call(t.app, 'POST', '/api/customers', customerInput({ address: 'Line 1\u0000' })),
      {
        address: ['Address must not contain control characters'],
      },
    );
  });

  it('refuses a malformed email and phone', async () => {
    expectFieldErrors(
      await call(t.app, 'POST', '/api/customers', customerInput({ email: 'sharma@', phone: '98271' })),
      {
        email: ['Email must be a valid email address'],
        phone: ['Phone must have 10 to 15 digits (spaces, + and - are allowed)'],
      },
    );
    expectFieldErrors(await call(t.app, 'POST', '/api/customers', customerInput({ phone: '98271 1234x' })), {
      phone: ['Phone must have 10 to 15 digits (spaces, + and - are allowed)'],
    });
  });
});
