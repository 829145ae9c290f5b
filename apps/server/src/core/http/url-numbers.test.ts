import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// Numbers in a URL are plain decimal digits: an offset of '1e3' or '0x10', or a record '01', is bad
// input named by its field (400, as every malformed path or query is), not read as 1000, 16 or record 1.

describe('numbers in the URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('refuses an offset or limit written as an exponent, in hex, signed or padded', async () => {
    for (const url of [
      '/api/invoices?offset=1e3',
      '/api/invoices?offset=0x10',
      '/api/products?offset=%2B5',
      '/api/audit-log?offset=1e3',
      '/api/audit-log?limit=0x10',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      const field = url.includes('limit') ? 'limit' : 'offset';
      expect(Object.keys(response.json().errors), url).toEqual([field]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/invoices?offset=10&limit=5' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a record id with a leading zero, sign or exponent, naming id', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/categories', payload: { name: 'Oils' } });
    const id = (created.json() as { id: number }).id;
    for (const path of [`0${id}`, `${id}e0`, `%2B${id}`, '0x1']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/invoices/${path}` });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors, path).toEqual({
        id: [expect.stringContaining('id must be a whole number')],
      });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/invoices/999999' })).statusCode).toBe(404);
  });
});
