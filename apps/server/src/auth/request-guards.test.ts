import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { injectAs } from '../test-support/test-session';

// Other web pages: a write carrying the session cookie from a foreign Origin (or with no Origin
// or Referer at all) is refused, as is any request whose Host this server does not serve (DNS
// rebinding); every answer carries the security headers.

describe('requests from other web pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const settingsChange = { method: 'PUT' as const, url: '/api/settings' };

  it('refuses a cross-site write with the session cookie and changes nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    const payload = { ...before, bank_account_number: '999999999999' };
    delete payload.updated_at;
    const foreign = await t.app.inject({
      ...settingsChange,
      payload,
      headers: { origin: 'http://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      message: 'Refused: this change was sent from another web page than Bahi itself',
    });
    const foreignReferer = await t.app.inject({
      ...settingsChange,
      payload,
      headers: { origin: undefined, referer: 'http://evil.example/page' },
    });
    expect(foreignReferer.statusCode).toBe(403);
    const noOrigin = await t.app.inject({ ...settingsChange, payload, headers: { origin: undefined } });
    expect(noOrigin.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json()).toEqual(before);
    // From Bahi's own page the same change goes through.
    const own = await t.app.inject({
      ...settingsChange,
      payload,
      headers: { referer: 'http://localhost/settings', origin: undefined },
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a write from a page of the same host and port but another scheme', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    const payload = { ...before, bank_account_number: '888888888888' };
    delete payload.updated_at;
    for (const headers of [
      { origin: 'https://localhost:80' },
      { origin: undefined, referer: 'https://localhost:80/settings' },
    ]) {
      const response = await t.app.inject({ ...settingsChange, payload, headers });
      expect(response.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json()).toEqual(before);
  });

  it('refuses a foreign Host (DNS rebinding), even for the public health call', async () => {
    const response = await injectAs(t.app, null, {
      method: 'GET',
      url: '/api/health',
      headers: { host: 'evil.example:3000' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('evil.example');
    const ok = await injectAs(t.app, null, {
      method: 'GET',
      url: '/api/health',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('sends the security headers on every answer', async () => {
    for (const url of ['/api/health', '/api/settings', '/api/no-such-route']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('shows Swagger UI and the OpenAPI description to signed-in users only, with each call’s roles', async () => {
    const anonymous = await injectAs(t.app, null, { method: 'GET', url: '/api/docs' });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe('/login?next=%2Fapi%2Fdocs');
    expect((await injectAs(t.app, null, { method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(401);
    const description = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(description.paths['/api/settings'].put.description).toBe('Roles: Owner');
    expect(description.paths['/api/invoices'].post.description).toBe('Roles: Owner, Accountant, Billing');
    expect(description.paths['/api/health'].get.description).toBe('Roles: Anyone, signed in or not');
    expect(description.paths['/api/settings'].put.responses).toHaveProperty('401');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });
});
