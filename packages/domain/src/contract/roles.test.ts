import { describe, expect, it } from 'vitest';
import { apiRoutes } from './index';
import { ACCESS, type AccessLevel, accessLevelOf, PUBLIC } from './roles';

// Every route names a row of the one role matrix (ACCESS) or is public; only a few are public.
// docs/product.md prints the same table (apps/server/src/auth/role-matrix-docs.test.ts).

describe('the role matrix', () => {
  it('names a row of ACCESS (or PUBLIC) for every route', () => {
    const levels = new Set<AccessLevel | typeof PUBLIC>([...(Object.keys(ACCESS) as AccessLevel[]), PUBLIC]);
    for (const route of apiRoutes) expect(levels).toContain(accessLevelOf(route.roles));
  });

  it('leaves only health, sign-in and first-start setup public', () => {
    const open = apiRoutes
      .filter((route) => route.roles === PUBLIC)
      .map((route) => `${route.method} ${route.path}`);
    expect(open.sort()).toEqual(['GET /auth/setup', 'GET /health', 'POST /auth/login', 'POST /auth/setup']);
  });
});
