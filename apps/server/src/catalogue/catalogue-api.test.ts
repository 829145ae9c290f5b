import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, expectError, sendRaw } from '../test-support/api-calls';
import { createTestApp, type TestApp } from '../test-support/test-app';

// What every catalogue write shares: malformed JSON is a 400, never a 500, and every call is in
// the OpenAPI description generated from the same zod schemas that validate it.

const WRITES: Array<{ method: 'POST' | 'PUT'; url: string }> = [
  { method: 'POST', url: '/api/gst-rates' },
  { method: 'PUT', url: '/api/gst-rates/1' },
  { method: 'POST', url: '/api/categories' },
  { method: 'PUT', url: '/api/categories/1' },
  { method: 'POST', url: '/api/products' },
  { method: 'PUT', url: '/api/products/1' },
  { method: 'POST', url: '/api/customers' },
  { method: 'PUT', url: '/api/customers/1' },
  { method: 'POST', url: '/api/suppliers' },
  { method: 'PUT', url: '/api/suppliers/1' },
  { method: 'PUT', url: '/api/settings' },
];

describe('Catalogue API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each(WRITES)('answers 400 for malformed JSON on $method $url', async ({ method, url }) => {
    expectError(
      await sendRaw(t.app, method, url, '{"name": "Salt", '),
      400,
      'The request body is not valid JSON',
    );
  });

  it.each(WRITES)(
    'answers 422, not 500, for a body that is not an object on $method $url',
    async ({ method, url }) => {
      const answer = await sendRaw(t.app, method, url, '[1, 2]');
      expect(answer.status).toBe(422);
    },
  );

  it('describes every catalogue call in the OpenAPI document', async () => {
    const answer = await call(t.app, 'GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    const document = z
      .object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) })
      .parse(answer.body);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    for (const entity of ['gst-rates', 'categories', 'products', 'customers', 'suppliers']) {
      expect(operations).toEqual(
        expect.arrayContaining([
          `GET /api/${entity}`,
          `POST /api/${entity}`,
          `GET /api/${entity}/{id}`,
          `PUT /api/${entity}/{id}`,
          `DELETE /api/${entity}/{id}`,
        ]),
      );
    }
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/settings',
        'PUT /api/settings',
        'POST /api/admin/products',
        'POST /api/admin/suppliers',
      ]),
    );
    const productBody = JSON.stringify(document.paths['/api/products']?.post);
    expect(productBody).toContain('hsn_code');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});
