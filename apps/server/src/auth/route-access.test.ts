import { apiRoutes, PUBLIC, ROLES, type Role, type RouteSpec, roleMay } from '@bahi/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../app';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestUser, injectAs, type TestUser } from '../test-support/test-session';

// Walks every route the app registered (from Fastify's own route table, not a hand-kept list):
// without a session each answers 401 (Swagger UI sends the browser to sign in), except the public
// calls; with a session each answers 403 exactly for the roles the contract's role matrix leaves
// out, and something else (never 401, 403 or 5xx) for the roles it names.

const SIGN_OUT = new Set(['POST /api/auth/logout', 'POST /api/auth/logout-everywhere']);

function contractRouteOf(method: string, url: string): RouteSpec | undefined {
  return apiRoutes.find(
    (route) => (method === 'HEAD' ? 'GET' : method) === route.method && `/api${route.path}` === url,
  );
}

/** A concrete address for a registered URL: path parameters become 1, wildcards a file. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'index.html');
}

/** The request of a walk: writes carry an empty JSON object, which no call takes as valid input. */
function request(method: string, url: string) {
  const writes = method === 'POST' || method === 'PUT';
  return { method: method as 'GET', url: concrete(url), ...(writes ? { payload: {} } : {}) };
}

describe('every route answers 401 without a session and 403 for a role that may not', () => {
  let t: TestApp;
  const users = new Map<Role, TestUser>();
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) users.set(role, await createTestUser(t.db, role, `Walker ${role}`));
  });
  afterAll(async () => t.close());

  const apiRoutesOf = () => routesOf(t.app).filter((route) => route.url.startsWith('/api'));

  it('registers every call of the contract, and more (Swagger UI, the OpenAPI JSON)', () => {
    const registered = new Set(apiRoutesOf().map((route) => `${route.method} ${route.url}`));
    for (const route of apiRoutes) expect(registered).toContain(`${route.method} /api${route.path}`);
    expect(registered).toContain('GET /api/openapi.json');
  });

  it('refuses every non-public route to a request without a session', async () => {
    const failures: string[] = [];
    for (const { method, url } of apiRoutesOf()) {
      const contract = contractRouteOf(method, url);
      const response = await injectAs(t.app, null, request(method, url));
      const label = `${method} ${url}`;
      if (contract?.roles === PUBLIC) {
        if (response.statusCode === 401 || response.statusCode === 403)
          failures.push(`${label} is public, got ${response.statusCode}`);
      } else if (url.startsWith('/api/docs')) {
        if (response.statusCode !== 302 || !String(response.headers.location).startsWith('/login')) {
          failures.push(`${label}: expected a redirect to sign in, got ${response.statusCode}`);
        }
      } else if (response.statusCode !== 401) {
        failures.push(`${label}: expected 401, got ${response.statusCode}`);
      } else if (method !== 'HEAD' && typeof response.json().message !== 'string') {
        failures.push(`${label}: 401 without a message`);
      }
    }
    expect(failures).toEqual([]);
  });

  // About a thousand requests, each allowed one really run: minutes on a busy machine.
  it('answers each role as the role matrix says', async () => {
    const failures: string[] = [];
    for (const { method, url } of apiRoutesOf()) {
      const contract = contractRouteOf(method, url);
      for (const role of ROLES) {
        const label = `${method} ${url} as ${role}`;
        // Signing out ends the session it is made with: those calls get a session of their own.
        const caller = SIGN_OUT.has(`${method} ${url}`)
          ? await createTestUser(t.db, role, `Leaver ${role} ${Math.random().toString(36).slice(2)}`)
          : users.get(role);
        const response = await injectAs(t.app, caller ?? null, request(method, url));
        const allowed = contract === undefined || roleMay(contract.roles, role);
        if (allowed && [401, 403].includes(response.statusCode)) {
          failures.push(`${label}: allowed, got ${response.statusCode} ${response.body}`);
        } else if (!allowed && response.statusCode !== 403) {
          failures.push(`${label}: expected 403, got ${response.statusCode}`);
        } else if (response.statusCode >= 500) {
          failures.push(`${label}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
