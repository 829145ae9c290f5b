import { meSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../core/http/session-cookie';
import { expectError } from '../test-support/api-calls';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestUser, injectAs, TEST_PASSWORD } from '../test-support/test-session';
import { LOCK_AFTER, WRONG_CREDENTIALS } from './login-service';

// Sign-in, sessions, idle expiry, lock-out and password changes, through the API as a browser
// would make them (a cookie jar of one cookie).

type Answer = { status: number; body: unknown; cookie: string | null; setCookie: string | undefined };

describe('sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function login(email: string, password: string, ip = '10.0.0.1'): Promise<Answer> {
    const response = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });
    const setCookie = response.headers['set-cookie'] as string | undefined;
    const secret = setCookie?.match(new RegExp(`${SESSION_COOKIE}=([^;]*)`))?.[1];
    return {
      status: response.statusCode,
      body: response.json(),
      cookie: secret ? `${SESSION_COOKIE}=${secret}` : null,
      setCookie,
    };
  }

  const withCookie = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('signs in with e-mail (any case) and password, with an HttpOnly SameSite=Lax cookie', async () => {
    const user = await createTestUser(t.db, 'accountant', 'Meena Accounts');
    const answer = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(answer.status).toBe(200);
    expect(meSchema.parse(answer.body)).toEqual({
      id: user.id,
      email: user.email,
      name: 'Meena Accounts',
      role: 'accountant',
    });
    expect(answer.setCookie).toMatch(/HttpOnly/);
    expect(answer.setCookie).toMatch(/SameSite=Lax/);
    // Plain HTTP on the shop's network: a Secure cookie would never come back.
    expect(answer.setCookie).not.toMatch(/Secure/);
    const me = await withCookie(answer.cookie ?? '', 'GET', '/api/auth/me');
    expect(me.json()).toEqual({ id: user.id, email: user.email, name: 'Meena Accounts', role: 'accountant' });
  });

  it('refuses a wrong password or an unknown e-mail with the same words', async () => {
    const user = await createTestUser(t.db, 'viewer', 'Wrong Guess');
    const wrong = await login(user.email, 'not the password');
    const unknown = await login('nobody@example.in', 'not the password');
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: WRONG_CREDENTIALS });
      expect(answer.cookie).toBeNull();
    }
  });

  it('names the field of bad input', async () => {
    const response = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Email must be a valid email address'],
      password: ['Password is required'],
    });
  });

  it('signs out: the session ends on the server and the cookie is cleared', async () => {
    const user = await createTestUser(t.db, 'billing', 'Counter One');
    const logout = await withCookie(user.cookie, 'POST', '/api/auth/logout');
    expect(logout.statusCode).toBe(204);
    expect(logout.headers['set-cookie']).toMatch(new RegExp(`${SESSION_COOKIE}=; Max-Age=0`));
    const after = await withCookie(user.cookie, 'GET', '/api/auth/me');
    expectError({ status: after.statusCode, body: after.json() }, 401, 'Sign in to continue');
  });

  it('ends an idle session after the sign-in settings hours, and keeps a used one', async () => {
    const idle = await createTestUser(t.db, 'viewer', 'Idle Viewer');
    const busy = await createTestUser(t.db, 'viewer', 'Busy Viewer');
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/settings',
      payload: { session_idle_hours: 2 },
    });
    expect(settings.json()).toEqual({ session_idle_hours: 2 });
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: hoursAgo(3) })
      .where('user_id', '=', idle.id)
      .execute();
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: hoursAgo(1.5) })
      .where('user_id', '=', busy.id)
      .execute();
    const expired = await withCookie(idle.cookie, 'GET', '/api/auth/me');
    expectError(
      { status: expired.statusCode, body: expired.json() },
      401,
      'Your session ended after 2 hours without use. Sign in again',
    );
    expect((await withCookie(busy.cookie, 'GET', '/api/auth/me')).statusCode).toBe(200);
    // Using it moved its clock: it is 0 hours idle now.
    const row = await t.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('user_id', '=', busy.id)
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_seen_at)).toBeLessThan(60_000);
    await t.app.inject({ method: 'PUT', url: '/api/auth/settings', payload: { session_idle_hours: 12 } });
  });

  it(`locks an account out at one address after ${LOCK_AFTER} wrong passwords; other computers still sign in`, async () => {
    const user = await createTestUser(t.db, 'accountant', 'Target Account');
    for (let attempt = 1; attempt <= LOCK_AFTER; attempt++) {
      expect((await login(user.email, 'guess', '10.1.0.1')).status).toBe(401);
    }
    const locked = await login(user.email, 'guess', '10.1.0.1');
    expect(locked.status).toBe(429);
    expect((locked.body as { message: string }).message).toBe(
      `This account is locked on this computer after ${LOCK_AFTER} wrong passwords. Try again in 15 minutes, or ask the owner to reset the password`,
    );
    // Even the right password waits at that address; the owner's counter elsewhere is not locked out.
    expect((await login(user.email, TEST_PASSWORD, '10.1.0.1')).status).toBe(429);
    expect((await login(user.email, TEST_PASSWORD, '10.1.0.2')).status).toBe(200);
    // The failures and the lock-out are in the edit log, under the email asked for.
    const logged = await t.db
      .selectFrom('audit_log')
      .select(['action', 'record_type'])
      .where('record_id', '=', user.email)
      .orderBy('id')
      .execute();
    expect(logged.map((entry) => entry.action)).toEqual([
      ...Array.from({ length: LOCK_AFTER }, () => 'sign_in_failed'),
      'lock_out',
    ]);
    // The owner's reset lifts the lock.
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/password`,
      payload: { password: 'a new long password' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await login(user.email, 'a new long password', '10.1.0.1')).status).toBe(200);
  });

  it('checks at most 5 of 40 simultaneous guesses at one account', async () => {
    const user = await createTestUser(t.db, 'owner', 'Guessed Owner');
    const guesses = Array.from({ length: 40 }, (_, index) =>
      index === 39 ? TEST_PASSWORD : `guess ${index}`,
    );
    const answers = await Promise.all(guesses.map((password) => login(user.email, password, '10.3.0.1')));
    const checked = answers.filter((answer) => answer.status === 401 || answer.status === 200).length;
    expect(checked).toBeLessThanOrEqual(LOCK_AFTER);
    expect(answers.filter((answer) => answer.status === 429).length).toBe(40 - checked);
    const failures = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('record_id', '=', user.email)
      .where('action', '=', 'sign_in_failed')
      .execute();
    expect(failures.length).toBeLessThanOrEqual(LOCK_AFTER);
  });

  it('limits failed sign-ins per address with a message saying when to retry', async () => {
    let last: Answer | undefined;
    for (let attempt = 0; attempt <= 20; attempt++)
      last = await login(`nobody${attempt}@example.in`, 'guess', '10.2.0.1');
    if (!last) throw new Error('No sign-in was tried');
    expect(last.status).toBe(429);
    expect((last.body as { message: string }).message).toBe(
      'Too many failed sign-ins from this address. Try again in 15 minutes',
    );
    // Another address is not affected.
    const user = await createTestUser(t.db, 'viewer', 'Other Desk');
    expect((await login(user.email, TEST_PASSWORD, '10.2.0.2')).status).toBe(200);
  });

  it('changes one’s own password: the old one stops working, other sessions end, this one stays', async () => {
    const user = await createTestUser(t.db, 'billing', 'Changer');
    const other = await login(user.email, TEST_PASSWORD);
    const wrong = await withCookie(user.cookie, 'PUT', '/api/auth/password', {
      current_password: 'nope',
      new_password: 'a much longer secret',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['Current password is wrong'] });
    const failed = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('record_type', '=', 'user')
      .where('record_id', '=', String(user.id))
      .execute();
    expect(failed.map((entry) => entry.action)).toEqual(['password_failed']);
    const changed = await withCookie(user.cookie, 'PUT', '/api/auth/password', {
      current_password: TEST_PASSWORD,
      new_password: 'a much longer secret',
    });
    expect(changed.statusCode).toBe(204);
    expect((await withCookie(user.cookie, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await withCookie(other.cookie ?? '', 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(user.email, 'a much longer secret')).status).toBe(200);
  });

  it('counts wrong current passwords: the sixth guess is refused unchecked', async () => {
    const user = await createTestUser(t.db, 'viewer', 'Open Session');
    const guess = () =>
      withCookie(user.cookie, 'PUT', '/api/auth/password', {
        current_password: 'not it',
        new_password: 'a much longer secret',
      });
    for (let attempt = 1; attempt <= 5; attempt++) expect((await guess()).statusCode).toBe(422);
    const refused = await guess();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many wrong current passwords. Try again in 15 minutes');
  });

  it('logs out everywhere: every session of the user ends', async () => {
    const user = await createTestUser(t.db, 'viewer', 'Many Devices');
    const phone = await login(user.email, TEST_PASSWORD);
    const answer = await withCookie(user.cookie, 'POST', '/api/auth/logout-everywhere');
    expect(answer.statusCode).toBe(204);
    expect((await withCookie(user.cookie, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await withCookie(phone.cookie ?? '', 'GET', '/api/auth/me')).statusCode).toBe(401);
  });

  it('signs a deactivated user out at once and refuses their sign-in', async () => {
    const user = await createTestUser(t.db, 'billing', 'Left The Shop');
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { name: user.name, role: 'billing', active: false },
    });
    expect(off.json().active).toBe(false);
    expect((await withCookie(user.cookie, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
  });
});
