import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../../app';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { allowedMethods, pathFits } from './not-found';

// Walks Fastify's own route table (not a hand-kept list): at every API address, each method the
// address does not take answers 405 with an Allow header and a message, and every method the
// Allow header names is really answered there. Addresses nobody serves stay 404.

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/** A concrete address for a registered URL: path parameters become 1, a wildcard a file name. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'index.html');
}

describe('a method an address does not take', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const inject = (method: string, url: string) =>
    t.app.inject({
      method: method as 'GET',
      url,
      ...(method === 'POST' || method === 'PUT' || method === 'PATCH' ? { payload: {} } : {}),
    });

  it('answers 405 with Allow at every API address, and Allow names what the address really takes', async () => {
    const table = routesOf(t.app).filter((route) => route.url.startsWith('/api/'));
    const urls = [...new Set(table.map((route) => route.url))];
    expect(urls.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let refusals = 0;
    for (const url of urls) {
      const registered = new Set(table.filter((route) => route.url === url).map((route) => route.method));
      const address = concrete(url);
      for (const method of METHODS.filter((each) => !registered.has(each))) {
        const response = await inject(method, address);
        const label = `${method} ${address} (${url})`;
        if (response.statusCode !== 405) {
          // Another route may take this method here (DELETE /api/invoices/next-number is
          // DELETE /api/invoices/:id); what must never happen is a 404 for a known address.
          if (response.statusCode === 404 && !response.body.includes('record')) {
            failures.push(`${label}: ${response.statusCode} ${response.body}`);
          }
          continue;
        }
        refusals += 1;
        const allow = String(response.headers.allow ?? '').split(', ');
        for (const method of registered) {
          if (!allow.includes(method)) failures.push(`${label}: Allow "${allow}" leaves out ${method}`);
        }
        if (typeof response.json().message !== 'string') failures.push(`${label}: no message`);
        for (const other of allow) {
          const answer = await inject(other, address);
          if (answer.statusCode === 405 || (answer.statusCode === 404 && answer.body.includes('route'))) {
            failures.push(`${label}: Allow names ${other}, which answers ${answer.statusCode}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(refusals).toBeGreaterThan(100);
  });

  it('names the methods in the answer: DELETE /api/settings, PUT /api/invoices', async () => {
    const settings = await t.app.inject({ method: 'DELETE', url: '/api/settings' });
    expect(settings.statusCode).toBe(405);
    expect(settings.headers.allow).toBe('GET, HEAD, PUT');
    expect(settings.json()).toEqual({
      message: '/api/settings does not take DELETE; it takes GET, HEAD, PUT',
    });
    const invoices = await t.app.inject({ method: 'PUT', url: '/api/invoices?limit=5', payload: {} });
    expect(invoices.statusCode).toBe(405);
    expect(invoices.headers.allow).toBe('GET, HEAD, POST');
    const lookup = await t.app.inject({ method: 'GET', url: '/api/admin/products' });
    expect(lookup.statusCode).toBe(405);
    expect(lookup.headers.allow).toBe('POST');
  });

  it('answers 405 for PUT and DELETE at a named address a parameter route would also fit', async () => {
    for (const url of ['/api/invoices/next-number', '/api/receipts/next-number']) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await t.app.inject({ method, url, payload: method === 'PUT' ? {} : undefined });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow, `${method} ${url}`).toBe('GET, HEAD');
      }
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/invoices/7', payload: {} })).statusCode).not.toBe(
      405,
    );
  });

  it('keeps 404 for addresses nobody serves, whatever the method', async () => {
    for (const url of ['/api/no-such-thing', '/api/invoices/1/nothing', '/api/settings/x/y', '/api']) {
      for (const method of METHODS) {
        const response = await inject(method, url);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().message, `${method} ${url}`).toBe(`No such API route: ${method} ${url}`);
      }
    }
  });
});

describe('pathFits and allowedMethods', () => {
  const routes = [
    { method: 'GET', url: '/api/invoices/:id' },
    { method: 'PUT', url: '/api/invoices/:id' },
    { method: 'GET', url: '/api/invoices/next-number' },
    { method: 'GET', url: '/api/docs/*' },
    { method: 'GET', url: '/*' },
  ];

  it('matches parameters to one non-empty segment and a wildcard to the rest', () => {
    expect(pathFits('/api/invoices/:id', '/api/invoices/7')).toBe(true);
    expect(pathFits('/api/invoices/:id', '/api/invoices/')).toBe(false);
    expect(pathFits('/api/invoices/:id', '/api/invoices/7/pdf')).toBe(false);
    expect(pathFits('/api/docs/*', '/api/docs/static/index.html')).toBe(true);
    expect(pathFits('/api/docs/*', '/api/docs/')).toBe(true);
  });

  it('gathers the methods of every route at an API path, and none outside /api', () => {
    // The word-for-word route owns its address: PUT reaches /:id only by an accident of spelling.
    expect(allowedMethods(routes, '/api/invoices/next-number')).toEqual(['GET']);
    expect(allowedMethods(routes, '/api/invoices/7')).toEqual(['GET', 'PUT']);
    expect(allowedMethods(routes, '/api/nothing')).toEqual([]);
    expect(allowedMethods(routes, '/invoices/7')).toEqual([]);
  });
});
