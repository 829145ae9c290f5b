import { userSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestUser, injectAs } from '../../test-support/test-session';

describe('users (the owner’s Users screen)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('adds a user with a role; the password hash never leaves the server', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email: ' Suresh@Shop.IN ', name: 'Suresh', role: 'billing', password: 'counter password 1' },
    });
    expect(response.statusCode).toBe(201);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({ email: 'suresh@shop.in', name: 'Suresh', role: 'billing', active: true });
    expect(response.body).not.toContain('argon2');
    const stored = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email: 'suresh@shop.in', name: 'Other', role: 'viewer', password: 'another password' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: ['A user with this email already exists'] });
  });

  it('names each bad field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email: 'x', name: '', role: 'boss', password: 'short' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Email must be a valid email address'],
      name: ['Name is required'],
      role: ['Role must be Owner, Accountant, Billing or Viewer'],
      password: ['Password must be at least 10 characters'],
    });
  });

  it('keeps at least one active owner', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${t.owner.id}`,
      payload: { name: 'Test Owner', role: 'accountant', active: true },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      role: ['Bahi needs at least one active owner: make another user owner first'],
    });
    const second = await createTestUser(t.db, 'owner', 'Second Owner');
    const demote = await injectAs(t.app, second, {
      method: 'PUT',
      url: `/api/users/${t.owner.id}`,
      payload: { name: 'Test Owner', role: 'owner', active: false },
    });
    expect(demote.statusCode).toBe(200);
    expect(demote.json().active).toBe(false);
  });
});
