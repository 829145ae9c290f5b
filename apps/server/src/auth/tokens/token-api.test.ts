import { createdApiTokenSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestUser, injectAs } from '../../test-support/test-session';

// API tokens for scripts: made by an owner, shown once, stored hashed, used as a bearer token
// with the token's role, and revoked for good.

describe('API tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function makeToken(name: string, role: string) {
    const response = await t.app.inject({ method: 'POST', url: '/api/tokens', payload: { name, role } });
    expect(response.statusCode).toBe(201);
    return createdApiTokenSchema.parse(response.json());
  }

  it('is shown once, stored only as a hash, and works as Authorization: Bearer with its role', async () => {
    const created = await makeToken('Nightly export', 'viewer');
    expect(created.token).toMatch(/^bahi_/);
    expect(created).toMatchObject({
      name: 'Nightly export',
      role: 'viewer',
      created_by: 'Test Owner',
      revoked_at: null,
    });
    const stored = await t.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(created.token);
    const list = await t.app.inject({ method: 'GET', url: '/api/tokens' });
    expect(JSON.stringify(list.json())).not.toContain(created.token);

    const token = { token: created.token };
    const read = await injectAs(t.app, token, { method: 'GET', url: '/api/products' });
    expect(read.statusCode).toBe(200);
    const me = await injectAs(t.app, token, { method: 'GET', url: '/api/auth/me' });
    expect(me.json()).toEqual({ id: null, email: '', name: 'API token "Nightly export"', role: 'viewer' });
    // A viewer token may not write.
    const write = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Soaps' },
    });
    expect(write.statusCode).toBe(403);
    const used = await t.app.inject({ method: 'GET', url: '/api/tokens' });
    expect(used.json().data.find((row: { id: number }) => row.id === created.id).last_used_at).not.toBeNull();
  });

  it('writes with its role, named in the edit log, and needs no Origin (scripts send none)', async () => {
    const created = await makeToken('Stock script', 'accountant');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Pulses' },
      headers: { authorization: `Bearer ${created.token}`, origin: undefined, cookie: undefined },
    });
    expect(response.statusCode).toBe(201);
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log?record_type=category&record_id=${response.json().id}`,
    });
    expect(log.json().data[0]).toMatchObject({
      user_name: 'API token "Stock script"',
      token_name: 'Stock script',
      action: 'create',
    });
  });

  it('stops working the moment it is revoked', async () => {
    const created = await makeToken('Old laptop', 'owner');
    const token = { token: created.token };
    expect((await injectAs(t.app, token, { method: 'GET', url: '/api/settings' })).statusCode).toBe(200);
    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/tokens/${created.id}` });
    expect(revoke.statusCode).toBe(204);
    const after = await injectAs(t.app, token, { method: 'GET', url: '/api/settings' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'This API token is not valid or has been revoked' });
    const listed = await t.app.inject({ method: 'GET', url: '/api/tokens' });
    expect(listed.json().data.find((row: { id: number }) => row.id === created.id).revoked_at).not.toBeNull();
  });

  it('stops working when the owner who made it is deactivated, and works again when reactivated', async () => {
    const maker = await createTestUser(t.db, 'owner', 'Leaving Owner');
    const made = await injectAs(t.app, maker, {
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'Leaver script', role: 'owner' },
    });
    expect(made.statusCode).toBe(201);
    const token = { token: createdApiTokenSchema.parse(made.json()).token };
    expect((await injectAs(t.app, token, { method: 'GET', url: '/api/settings' })).statusCode).toBe(200);
    const setActive = (active: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${maker.id}`,
        payload: { name: 'Leaving Owner', role: 'owner', active },
      });
    expect((await setActive(false)).statusCode).toBe(200);
    const refused = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'x' },
    });
    expect(refused.statusCode).toBe(401);
    expect((await injectAs(t.app, token, { method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    expect((await setActive(true)).statusCode).toBe(200);
    expect((await injectAs(t.app, token, { method: 'GET', url: '/api/settings' })).statusCode).toBe(200);
  });

  it('is made by the owner only', async () => {
    const accountant = await createTestUser(t.db, 'accountant', 'Token Seeker');
    const response = await injectAs(t.app, accountant, {
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'x', role: 'owner' },
    });
    expect(response.statusCode).toBe(403);
  });
});
