import { supplierSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AWKWARD_TEXTS,
  call,
  create,
  expectAnswer,
  expectError,
  expectFieldErrors,
  list,
  namesInOrder,
} from '../../test-support/api-calls';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('Supplier API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('adds a supplier with only a name, and one with every field', async () => {
    const bare = await create(t.app, '/api/suppliers', { name: ' Raipur Wholesale ' }, supplierSchema);
    expect(bare).toEqual({
      id: bare.id,
      name: 'Raipur Wholesale',
      address: null,
      phone: null,
      email: null,
      gstin: null,
      state_code: null,
      pin_code: null,
      gst_scheme: 'regular',
      credit_limit: null,
      credit_days: null,
      created_at: bare.created_at,
      version: 1,
    });
    const full = await create(
      t.app,
      '/api/suppliers',
      {
        name: 'Karnataka Spices',
        address: 'APMC Yard, Bengaluru',
        phone: '080-2233 4455',
        email: 'orders@kspices.in',
        gstin: '29aabcr1718e1zl',
      },
      supplierSchema,
    );
    expect(full).toMatchObject({ gstin: '29AABCR1718E1ZL', state_code: '29', phone: '080-2233 4455' });
    const read = await expectAnswer(
      t.app,
      { method: 'GET', url: `/api/suppliers/${full.id}` },
      200,
      supplierSchema,
    );
    expect(read).toEqual(full);
  });

  it('requires the name and checks GSTIN, state, email and phone', async () => {
    expectFieldErrors(await call(t.app, 'POST', '/api/suppliers', {}), {
      name: ['Supplier Name is required'],
    });
    expectFieldErrors(
      await call(t.app, 'POST', '/api/suppliers', {
        name: 'X',
        gstin: '24AANFA2641L1ZK',
        email: 'not-an-email',
        phone: '12',
      }),
      {
        email: ['Email must be a valid email address'],
        phone: ['Phone must have 10 to 15 digits (spaces, + and - are allowed)'],
        gstin: ['GSTIN check digit is wrong (expected F)'],
      },
    );
    expectFieldErrors(
      await call(t.app, 'POST', '/api/suppliers', { name: 'X', gstin: '33AAAAR6720M1ZG', state_code: '22' }),
      { state_code: ['State does not match the GSTIN (state code 33)'] },
    );
  });

  it('stores and returns awkward text exactly', async () => {
    for (const text of AWKWARD_TEXTS) {
      const created = await create(t.app, '/api/suppliers', { name: text, address: text }, supplierSchema);
      const read = await expectAnswer(
        t.app,
        { method: 'GET', url: `/api/suppliers/${created.id}` },
        200,
        supplierSchema,
      );
      expect({ name: read.name, address: read.address }).toEqual({ name: text, address: text });
    }
  });

  it('searches by name, GSTIN or phone, ignoring case', async () => {
    const found = async (search: string) =>
      (await list(t.app, `/api/suppliers?search=${encodeURIComponent(search)}`, supplierSchema)).data.map(
        (supplier) => supplier.name,
      );
    expect(await found('KARNATAKA')).toEqual(['Karnataka Spices']);
    expect(await found('aabcr17')).toEqual(['Karnataka Spices']);
    expect(await found('2233 44')).toEqual(['Karnataka Spices']);
  });

  it('replaces, then deletes, a supplier', async () => {
    const created = await create(
      t.app,
      '/api/suppliers',
      { name: 'Old Name', phone: '9876543210' },
      supplierSchema,
    );
    const replaced = await expectAnswer(
      t.app,
      { method: 'PUT', url: `/api/suppliers/${created.id}`, payload: { name: 'New Name', address: 'Durg' } },
      200,
      supplierSchema,
    );
    expect(replaced).toEqual({ ...created, name: 'New Name', address: 'Durg', phone: null, version: 2 });
    expect((await call(t.app, 'DELETE', `/api/suppliers/${created.id}`)).status).toBe(204);
    expectError(
      await call(t.app, 'GET', `/api/suppliers/${created.id}`),
      404,
      `Supplier ${created.id} not found`,
    );
  });

  it('answers 404 for an unknown id on every call that takes one', async () => {
    expectError(await call(t.app, 'GET', '/api/suppliers/555'), 404, 'Supplier 555 not found');
    expectError(await call(t.app, 'PUT', '/api/suppliers/555', { name: 'X' }), 404, 'Supplier 555 not found');
    expectError(await call(t.app, 'DELETE', '/api/suppliers/555'), 404, 'Supplier 555 not found');
  });

  it('looks up every supplier for the purchase form', async () => {
    const lookup = await expectAnswer(
      t.app,
      { method: 'POST', url: '/api/admin/suppliers' },
      200,
      z.object({ data: z.array(supplierSchema) }),
    );
    expect(lookup.data).toHaveLength((await list(t.app, '/api/suppliers', supplierSchema)).total);
    expect(namesInOrder(lookup.data, ['Karnataka Spices', 'Raipur Wholesale'])).toBe(true);
  });
});
