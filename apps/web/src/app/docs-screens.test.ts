import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bareRoutes, publicRoutes, shellRoutes } from './routes';

// The docs name screens by their path (`/invoice/{id}`, `/backoffice/stocks`): every path a doc
// names in code type must be one the app has, so a screen renamed or removed cannot stay
// described. API calls, files and examples of bad addresses are told apart below.

const DOCS_DIR = path.resolve(import.meta.dirname, '../../../../docs');
const DOCS = ['product.md', 'api.md', 'architecture.md', 'gst-rules.md'];

/** Paths in backticks that are not the API's, a file's or a folder's: '/invoice/{id}', '/Invoices'. */
function screenPathsIn(text: string): string[] {
  const found = new Set<string>();
  for (const [, code = ''] of text.matchAll(/`([^`\n]+)`/g)) {
    for (const token of code.split(/,\s*|\s+/)) {
      if (!/^\/[A-Za-z]/.test(token) || token.startsWith('/api')) continue;
      // A file, a folder or a place on disk: '/etc/…', '/data/', 'x.ts'.
      if (
        /\.[a-z]{2,4}$/.test(token) ||
        token.endsWith('/') ||
        /^\/(etc|var|usr|tmp|dev|home|srv|opt|work|data)\b/.test(token)
      )
        continue;
      found.add(token.replace(/\?.*$/, '').replace(/#.*$/, ''));
    }
  }
  return [...found];
}

const routeObjects = [...shellRoutes, ...bareRoutes, ...publicRoutes].map((route) => ({ path: route.path }));

/** The app's router picks a route for it (paths match ignoring case; {id} stands for any value). */
function isScreen(documented: string): boolean {
  const concrete = documented.replace(/\{[^}]+\}/g, '1');
  return (matchRoutes(routeObjects, concrete)?.length ?? 0) > 0;
}

describe('screen paths named in the docs', () => {
  it('are screens the app has', () => {
    const missing: string[] = [];
    for (const doc of DOCS) {
      const text = fs.readFileSync(path.join(DOCS_DIR, doc), 'utf8');
      for (const screen of screenPathsIn(text)) if (!isScreen(screen)) missing.push(`${doc}: ${screen}`);
    }
    expect(missing).toEqual([]);
  });

  it('would notice a screen the app does not have', () => {
    expect(screenPathsIn('open `/reports/outstanding` or `/no-such-screen`')).toEqual([
      '/reports/outstanding',
      '/no-such-screen',
    ]);
    expect(isScreen('/reports/outstanding')).toBe(true);
    expect(isScreen('/invoice/{id}')).toBe(true);
    expect(isScreen('/no-such-screen')).toBe(false);
  });
});
