import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { injectAs } from '../test-support/test-session';
import { createScriptToken } from './script-token';

// The benchmarks' token: it calls the API like any script's, while its maker can never sign in,
// and the server's rule that a token acts only while its maker is active still holds.

describe('script tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const asScript = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { authorization: `Bearer ${token}`, origin: undefined, cookie: undefined },
    });

  it('authenticates a bench script, twice on one database', async () => {
    const first = await createScriptToken(t.db, 'bench');
    const second = await createScriptToken(t.db, 'bench again');
    expect((await asScript(first)).statusCode).toBe(200);
    expect((await asScript(second)).statusCode).toBe(200);
  });

  it('leaves the Scripts user unable to sign in with any password', async () => {
    for (const password of ['!', '', 'password']) {
      const response = await injectAs(t.app, null, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'scripts@bahi.invalid', password },
      });
      expect([400, 401, 422]).toContain(response.statusCode);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it("stops the token when its maker is deactivated, as the server's rule says", async () => {
    const token = await createScriptToken(t.db, 'bench');
    await t.db.updateTable('users').set({ active: 0 }).where('email', '=', 'scripts@bahi.invalid').execute();
    expect((await asScript(token)).statusCode).toBe(401);
    // A new token brings the maker back (a bench database made before the maker was active).
    expect((await asScript(await createScriptToken(t.db, 'bench'))).statusCode).toBe(200);
  });
});
