import fs from 'node:fs';
import path from 'node:path';
import { apiRoutes } from '@bahi/domain/contract';
import { describe, expect, it } from 'vitest';
import { WRITES_WITHOUT_ENTRY } from '../../test-support/edit-log-witness';

// Every test app checks that each successful write it answers left an edit-log entry
// (test-support/edit-log-witness.ts). That proves a write route only if some API test calls it:
// this walks the contract's write routes and fails naming any that no test file calls (by its
// method and its path, parameters filled in any way), so a new write route comes with a test, and
// with it the edit-log check.

const SRC = path.resolve(import.meta.dirname, '../..');

/**
 * Routes a test calls through a path it builds from parts (one helper for both parties or both
 * documents), which the pattern below cannot see: the test file that calls each one.
 */
const CALLED_THROUGH_BUILT_PATHS: Readonly<Record<string, string>> = {
  'POST /purchases/:id/refunds': 'refunds/refunds.test.ts',
  'POST /purchase-returns/:id/eway-bill/number': 'purchase-returns/purchase-return-eway.test.ts',
  'POST /purchase-returns/:id/eway-bill/cancel': 'purchase-returns/purchase-return-eway.test.ts',
  'POST /suppliers/:id/opening-balances': 'core/db/derived/party-balances.test.ts',
  'POST /suppliers/:id/on-account': 'on-account/on-account.test.ts',
  'POST /suppliers/:id/on-account/take-back': 'on-account/on-account.test.ts',
};

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** '/invoices/:id/email' as the tests write it: '/api/invoices/' + anything but a slash + '/email'. */
function pathPattern(routePath: string): RegExp {
  const parts = routePath
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/\'"`?\\s]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`/api${parts.join('/')}(?![\\w/-])`);
}

describe('edit log: every write route of the contract', () => {
  const texts = testFiles(SRC).map((file) => fs.readFileSync(file, 'utf8'));
  const writes = apiRoutes.filter((route) => route.method !== 'GET');

  it('is called by an API test (where the test app checks its edit-log entry), or says why it writes none', () => {
    const untested = writes
      .filter((route) => !(`${route.method} ${route.path}` in WRITES_WITHOUT_ENTRY))
      .filter((route) => !(`${route.method} ${route.path}` in CALLED_THROUGH_BUILT_PATHS))
      .filter((route) => {
        const pattern = pathPattern(route.path);
        return !texts.some((text) => text.includes(`'${route.method}'`) && pattern.test(text));
      })
      .map((route) => `${route.method} ${route.path}`);
    expect(untested).toEqual([]);
  });

  it('finds each route called through a built path in the test file named for it', () => {
    for (const [route, file] of Object.entries(CALLED_THROUGH_BUILT_PATHS)) {
      const [method = '', routePath = ''] = route.split(' ');
      const text = fs.readFileSync(path.join(SRC, file), 'utf8');
      expect(text, route).toContain(`'${method}'`);
      expect(text, route).toContain(routePath.split('/').at(-1));
      expect(text, route).toContain(routePath.split('/')[1]);
    }
  });

  it('lists a reason for each write route that writes no entry', () => {
    for (const reason of Object.values(WRITES_WITHOUT_ENTRY)) expect(reason.length).toBeGreaterThan(10);
  });
});
