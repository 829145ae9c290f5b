import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/api-calls';
import { useImportApp } from '../test-support/import-fixtures';
import type { TestApp } from '../test-support/test-app';
import { createTestUser, injectAs } from '../test-support/test-session';

// Customers imported through the API: matched by GSTIN, read from a CSV; an unknown kind of
// import and a role that may not change the catalogue refused.

describe('Importing customers', () => {
  const imports = useImportApp();
  const { post } = imports;
  let t: TestApp;
  beforeAll(async () => {
    t = imports.app();
  });

  it('matches a customer by GSTIN, and reads a CSV with a BOM and quoted commas', async () => {
    const created = await call(t.app, 'POST', '/api/customers', {
      name: 'Sharma Traders',
      gstin: '24AANFA2641L1ZF',
      address: 'Old address',
    });
    expect(created.status).toBe(201);
    const csv =
      '\uFEFFCustomer Name,GST No,Address,Phone\r\n' +
      '"Sharma Traders, Raipur",24AANFA2641L1ZF,"12, Sadar Bazar, Raipur",9876543210\r\n' +
      '"New ""Best"" Buyer",,,\r\n';
    const body = { file_name: 'customers.csv', content_base64: Buffer.from(csv).toString('base64') };
    const preview = await post('customers', 'preview', { ...body, on_match: 'update' });
    expect(preview.body).toMatchObject({
      columns: ['Customer Name', 'GST No', 'Address', 'Phone'],
      mapping: { name: 'Customer Name', gstin: 'GST No', address: 'Address', phone: 'Phone', email: null },
      rows: 2,
      problems: [],
      to_create: 1,
      to_update: 1,
    });
    expect((await post('customers', 'commit', { ...body, on_match: 'skip' })).body).toEqual({
      created: 1,
      updated: 0,
      skipped: 1,
      categories_created: 0,
    });
    expect((await post('customers', 'commit', { ...body, on_match: 'update' })).body).toEqual({
      created: 0,
      updated: 1,
      skipped: 1,
      categories_created: 0,
    });
    const rows = await t.db
      .selectFrom('customers')
      .select(['name', 'address', 'state_code'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { name: 'Sharma Traders, Raipur', address: '12, Sadar Bazar, Raipur', state_code: '24' },
      { name: 'New "Best" Buyer', address: '', state_code: null },
    ]);
  });

  it('refuses an unknown kind, and the roles that may not change the catalogue', async () => {
    expect((await call(t.app, 'GET', '/api/imports/things/template')).status).toBe(404);
    const billing = await createTestUser(t.db, 'billing', 'Counter');
    const csv = { file_name: 'c.csv', content_base64: Buffer.from('Customer Name\nX\n').toString('base64') };
    const answer = await injectAs(t.app, billing, {
      method: 'POST',
      url: '/api/imports/customers/commit',
      payload: csv,
    });
    expect(answer.statusCode).toBe(403);
  });
});
