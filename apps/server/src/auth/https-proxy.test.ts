import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestUser, injectAs, TEST_PASSWORD } from '../test-support/test-session';

// Behind an HTTPS reverse proxy (BAHI_TRUST_PROXY), the browser's connection is HTTPS while the
// server's is plain HTTP: the proxy's X-Forwarded-Proto is what marks the session cookie Secure,
// and only a proxy the setting names is believed.

/** `origin`: the page the browser signs in from (an HTTPS page behind the proxy; the default: plain http). */
async function signIn(t: TestApp, remoteAddress: string, forwardedProto?: string, origin?: string) {
  const user = await createTestUser(t.db, 'viewer', `Proxy ${remoteAddress} ${forwardedProto ?? 'none'}`);
  const response = await injectAs(t.app, null, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
    remoteAddress,
    headers: {
      ...(forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {}),
      ...(origin ? { origin } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return String(response.headers['set-cookie'] ?? '');
}

describe('the session cookie behind an HTTPS proxy', () => {
  let behindProxy: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    behindProxy = await createTestApp({ trustProxy: 'loopback' });
    direct = await createTestApp();
  });
  afterAll(async () => {
    await behindProxy.close();
    await direct.close();
  });

  it('is Secure when the trusted proxy says the browser came over HTTPS', async () => {
    expect(await signIn(behindProxy, '127.0.0.1', 'https', 'https://localhost:80')).toMatch(/; Secure/);
    expect(await signIn(behindProxy, '127.0.0.1', 'http')).not.toMatch(/Secure/);
  });

  it('ignores the header from anyone else, and without the setting', async () => {
    expect(await signIn(behindProxy, '10.0.0.7', 'https')).not.toMatch(/Secure/);
    expect(await signIn(direct, '127.0.0.1', 'https')).not.toMatch(/Secure/);
  });
});
