import { customerSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AWKWARD_TEXTS,
  call,
  create,
  customerInput,
  expectAnswer,
  expectError,
  expectFieldErrors,
  list,
  namesInOrder,
} from '../../test-support/api-calls';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('Customer API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('adds a customer, trimming text and upper-casing the GSTIN, and reads it back', async () => {
    const created = await create(
      t.app,
      '/api/customers',
      customerInput({ name: ' Patel Traders ', gstin: ' 24aanfa2641l1zf ', email: ' patel@example.in ' }),
      customerSchema,
    );
    expect(created).toEqual({
      id: created.id,
      name: 'Patel Traders',
      email: 'patel@example.in',
      phone: '+91 98271 12345',
      gstin: '24AANFA2641L1ZF',
      address: 'Station Road, Bilaspur',
      // No state was given, so it comes from the GSTIN.
      state_code: '24',
      pin_code: null,
      gst_scheme: 'regular',
      credit_limit: null,
      credit_days: null,
      created_at: created.created_at,
      version: 1,
    });
    const read = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/customers/${created.id}` },
      200,
      customerSchema,
    );
    expect(read).toEqual(created);
  });

  it('keeps the optional fields empty when left out, blank or null', async () => {
    const bare = await create(
      t.app,
      '/api/customers',
      { name: 'Walk-in', address: 'Raipur' },
      customerSchema,
    );
    expect(bare).toMatchObject({ email: null, phone: null, gstin: null, state_code: null });
    const blank = await create(
      t.app,
      '/api/customers',
      { name: 'Walk-in 2', address: 'Raipur', email: '', phone: ' ', gstin: null, state_code: '' },
      customerSchema,
    );
    expect(blank).toMatchObject({ email: null, phone: null, gstin: null, state_code: null });
  });

  it('stores and returns awkward text exactly', async () => {
    for (const text of AWKWARD_TEXTS) {
      const created = await create(
        t.app,
        '/api/customers',
        customerInput({ name: text, address: text }),
        customerSchema,
      );
      const read = await expectAnswer(
        t.app,
        { method: 'GET', url: `/api/customers/${created.id}` },
        200,
        customerSchema,
      );
      expect({ name: read.name, address: read.address }).toEqual({ name: text, address: text });
    }
  });

  it('searches by name, GSTIN or phone, ignoring case', async () => {
    const gupta = await create(
      t.app,
      '/api/customers',
      customerInput({ name: 'Gupta Kirana', gstin: '33AAAAR6720M1ZG', phone: '07712233445' }),
      customerSchema,
    );
    const found = async (search: string) =>
      (await list(t.app, `/api/customers?search=${encodeURIComponent(search)}`, customerSchema)).data.map(
        (customer) => customer.id,
      );
    expect(await found('gupta kir')).toEqual([gupta.id]);
    expect(await found('aaaar6720')).toEqual([gupta.id]);
    expect(await found('2233445')).toEqual([gupta.id]);
    expect(await found('no such customer')).toEqual([]);
  });

  it('asks before saving a second customer whose name differs only in case or spacing', async () => {
    const walkIns = async () =>
      (await list(t.app, '/api/customers?search=walk-in', customerSchema)).data.length;
    const before = await walkIns();
    const first = await create(
      t.app,
      '/api/customers',
      customerInput({ name: 'Walk-in Customer' }),
      customerSchema,
    );
    const twin = customerInput({ name: '  walk-IN   customer ', confirm_duplicate_name: false });
    const refused = await t.app.inject({ method: 'POST', url: '/api/customers', payload: twin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.confirm_duplicate_name[0]).toContain(`"Walk-in Customer" (#${first.id})`);
    expect(await walkIns()).toBe(before + 1);

    const other = await create(
      t.app,
      '/api/customers',
      customerInput({ name: 'Walk-in Buyer', confirm_duplicate_name: false }),
      customerSchema,
    );
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${other.id}`,
      payload: {
        ...customerInput({ name: 'WALK-IN CUSTOMER', confirm_duplicate_name: false }),
        version: other.version,
      },
    });
    expect(renamed.statusCode).toBe(409);
    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${first.id}`,
      payload: {
        ...customerInput({ name: 'Walk-in Customer', phone: '', confirm_duplicate_name: false }),
        version: first.version,
      },
    });
    expect(kept.statusCode).toBe(200);

    await create(t.app, '/api/customers', { ...twin, confirm_duplicate_name: true }, customerSchema);
    expect(await walkIns()).toBe(before + 3);
  });

  it('replaces a customer on PUT', async () => {
    const created = await create(
      t.app,
      '/api/customers',
      customerInput({ gstin: '24AANFA2641L1ZF', confirm_duplicate_gstin: true }),
      customerSchema,
    );
    const replaced = await expectAnswer(
      t.app,
      {
        method: 'PUT',
        url: `/api/customers/${created.id}`,
        payload: { id: created.id, name: 'Renamed', address: 'New address', gstin: '' },
      },
      200,
      customerSchema,
    );
    expect(replaced).toEqual({
      ...created,
      name: 'Renamed',
      address: 'New address',
      email: null,
      phone: null,
      gstin: null,
      state_code: null,
      version: 2,
    });
    expectFieldErrors(
      await call(t.app, 'PUT', `/api/customers/${created.id}`, { name: 'X', gstin: '24AANFA2641L1ZF' }),
      { address: ['Address is required when a GSTIN is given'] },
    );
  });

  it('deletes a customer', async () => {
    const created = await create(t.app, '/api/customers', customerInput(), customerSchema);
    expect((await call(t.app, 'DELETE', `/api/customers/${created.id}`)).status).toBe(204);
    expectError(
      await call(t.app, 'GET', `/api/customers/${created.id}`),
      404,
      `Customer ${created.id} not found`,
    );
  });

  it('answers 404 for an unknown id on every call that takes one', async () => {
    expectError(await call(t.app, 'GET', '/api/customers/777'), 404, 'Customer 777 not found');
    expectError(
      await call(t.app, 'PUT', '/api/customers/777', customerInput()),
      404,
      'Customer 777 not found',
    );
    expectError(await call(t.app, 'DELETE', '/api/customers/777'), 404, 'Customer 777 not found');
  });

  it('looks up every customer by name, for the pickers', async () => {
    for (const name of ['Lookup Zeta', 'Lookup Alpha', 'Lookup Mid']) {
      await create(t.app, '/api/customers', customerInput({ name }), customerSchema);
    }
    const lookup = await expectAnswer(
      t.app,
      { method: 'POST', url: '/api/admin/customers', payload: {} },
      200,
      z.object({ data: z.array(customerSchema) }),
    );
    expect(lookup.data).toHaveLength((await list(t.app, '/api/customers', customerSchema)).total);
    expect(namesInOrder(lookup.data, ['Lookup Alpha', 'Lookup Mid', 'Lookup Zeta'])).toBe(true);
  });
});
