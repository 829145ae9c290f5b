import type { Role } from '@bahi/domain/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { startSession } from '../auth/session-service';
import { insertUser } from '../auth/users/user-repository';
import type { Db } from '../core/db/database';
import { systemContext } from '../core/http/request-context';
import { SESSION_COOKIE } from '../core/http/session-cookie';

// API tests act as a signed-in owner unless they say otherwise: createTestApp makes an owner with
// a session, and the app's inject() carries its cookie and this server's Origin by default. A
// test calls anonymously, as another user or with an API token through injectAs.

/** The Origin of app.inject's requests (its Host header is localhost:80). */
export const TEST_ORIGIN = 'http://localhost:80';
export const TEST_PASSWORD = 'correct horse battery staple';

export type TestUser = {
  id: number;
  email: string;
  name: string;
  role: Role;
  password: string;
  cookie: string;
};

let testPasswordHash: Promise<string> | undefined;

/** A user of this role with a session of its own (straight through the services, no HTTP). */
export async function createTestUser(db: Db, role: Role, name = `Test ${role}`): Promise<TestUser> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.in`;
  const row = await insertUser(db, { email, name, role, password_hash: await testPasswordHash });
  const secret = await startSession(systemContext(db), Number(row.id));
  return {
    id: Number(row.id),
    email,
    name,
    role,
    password: TEST_PASSWORD,
    cookie: `${SESSION_COOKIE}=${encodeURIComponent(secret)}`,
  };
}

type Inject = (options: InjectOptions | string) => Promise<LightMyRequestResponse>;

const plainInjects = new WeakMap<FastifyInstance, Inject>();

/** Makes app.inject() act as this user by default (a request's own cookie or token wins). */
export function signInByDefault(app: FastifyInstance, user: TestUser): void {
  const plain: Inject = app.inject.bind(app) as unknown as Inject;
  plainInjects.set(app, plain);
  const asUser: Inject = (options) => {
    const request = typeof options === 'string' ? { url: options } : options;
    // A header the request names, even as undefined, is the request's own: undefined leaves it out.
    const own = (request.headers ?? {}) as Record<string, string | string[] | undefined>;
    const headers: Record<string, string | string[] | undefined> = {
      ...(!('cookie' in own) && !('authorization' in own) ? { cookie: user.cookie } : {}),
      ...(!('origin' in own) ? { origin: TEST_ORIGIN } : {}),
      ...own,
    };
    return plain({ ...request, headers: withoutUndefined(headers) });
  };
  (app as unknown as { inject: Inject }).inject = asUser;
}

function withoutUndefined(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | string[]
  >;
}

/** Who a request acts as: a user's session, an API token, or nobody. */
export type Caller = TestUser | { token: string } | null;

/** app.inject as someone else than the default owner (null: not signed in). */
export function injectAs(
  app: FastifyInstance,
  caller: Caller,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const plain = plainInjects.get(app) ?? (app.inject.bind(app) as unknown as Inject);
  const own = (options.headers ?? {}) as Record<string, string | string[] | undefined>;
  const headers: Record<string, string | string[] | undefined> = {
    ...(caller !== null && 'token' in caller ? { authorization: `Bearer ${caller.token}` } : {}),
    ...(caller !== null && !('token' in caller) ? { cookie: caller.cookie } : {}),
    ...(!('origin' in own) ? { origin: TEST_ORIGIN } : {}),
    ...own,
  };
  return plain({ ...options, headers: withoutUndefined(headers) });
}
