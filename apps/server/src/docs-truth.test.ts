import fs from 'node:fs';
import path from 'node:path';
import { apiRoutes } from '@bahi/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from './app';
import { createTestApp, type TestApp } from './test-support/test-app';

// The docs must describe the app as it is: every API call a doc names is one the server
// registers, every call of the contract is in docs/api.md, and every environment variable a doc
// names is one the code reads. (Screen paths: apps/web/src/app/docs-screens.test.ts.)

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOCS = ['docs/product.md', 'docs/api.md', 'docs/architecture.md', 'docs/gst-rules.md', 'README.md'];
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** '/api/invoices/{id}?x=1' and '/api/invoices/:id' alike: '/api/invoices/:', lower case. */
function shape(url: string): string {
  return url
    .replace(/[?#].*$/, '')
    .replace(/\{[^}]*\}|:[A-Za-z_]+/g, ':')
    .replace(/\/$/, '')
    .toLowerCase();
}

const METHOD = '(?:GET|POST|PUT|PATCH|DELETE|HEAD)';
/** 'GET/PUT/DELETE' or 'GET`/`PUT' before an address, then the address: '/api/…' or '…/{id}'. */
const MENTION = new RegExp(
  `(?:(${METHOD}(?:\\s*\`?\\s*/\\s*\`?\\s*${METHOD})*)\\s+)?(/api(?:/[^\\s\`'"|;)\\]]*)?|…/[^\\s\`'"|;)\\]]*)`,
  'g',
);

/** '{a,b}' and '{a|b}' stand for either address; '{id}', '{number or id}' for a parameter. */
function expand(url: string): string[] {
  const group = /\{([^}]*[,|][^}]*)\}/.exec(url);
  if (!group) return [url];
  const [whole, inner = ''] = group;
  return inner.split(/[,|]/).flatMap((choice) => expand(url.replace(whole, choice.trim())));
}

export type ApiMention = { methods: string[]; url: string };

/** API calls a text names, a line at a time: '…/{id}' continues the addresses named before it. */
export function apiMentions(text: string): ApiMention[] {
  const found: ApiMention[] = [];
  for (const written of text.split('\n')) {
    // '{number or id}' is one parameter; '{a|b}' the same choice as '{a,b}'.
    const line = written
      .replace(/\{[^},|]*\s[^},|]*\}/g, '{param}')
      .replace(/\{([^}\s]*\|[^}\s]*)\}/g, (_whole, inner: string) => `{${inner.replaceAll('|', ',')}}`);
    let bases: string[] = [];
    for (const match of line.matchAll(MENTION)) {
      const methods = match[1] ? (match[1].match(new RegExp(METHOD, 'g')) ?? []) : [];
      const raw = (match[2] ?? '').replace(/[.:,]+$/, '');
      const urls = raw.startsWith('…') ? bases.map((base) => `${base}${raw.slice(1)}`) : expand(raw);
      if (!raw.startsWith('…')) bases = urls;
      for (const url of urls) found.push({ methods, url });
    }
  }
  return found;
}

/** Environment variables a text names in code type: `DATABASE_URL`, `BAHI_LOG=off`. */
export function envMentions(text: string): string[] {
  const found = new Set<string>();
  for (const [, name = ''] of text.matchAll(/`([A-Z][A-Z0-9]*_[A-Z0-9_]+)(?:=[^`]*)?`/g)) found.add(name);
  return [...found];
}

/** Every source file's text the app, its scripts and its tests are made of. */
function sourceText(): string {
  const parts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|mjs|js|json|sh)$/.test(entry.name)) parts.push(fs.readFileSync(full, 'utf8'));
    }
  };
  for (const dir of ['apps', 'packages', 'scripts', 'e2e', 'bench']) walk(path.join(ROOT, dir));
  return parts.join('\n');
}

/** Calls the docs show as wrong on purpose: the 404 and 405 answers' examples. */
const WRONG_ON_PURPOSE = new Set(['GET /api/nothing', 'DELETE /api/settings']);

describe('the docs and the app agree', () => {
  let t: TestApp;
  let registered: { method: string; shape: string }[];
  beforeAll(async () => {
    t = await createTestApp();
    registered = routesOf(t.app)
      .filter((route) => route.url.startsWith('/api'))
      .map((route) => ({ method: route.method, shape: shape(route.url) }));
  });
  afterAll(async () => t.close());

  const known = (method: string | null, url: string) =>
    registered.some(
      (route) =>
        (method === null || route.method === method) &&
        (route.shape === shape(url) ||
          (route.shape.endsWith('/*') && shape(url).startsWith(route.shape.slice(0, -1)))),
    );

  it('names only API calls the server has', () => {
    const unknown: string[] = [];
    for (const doc of DOCS) {
      for (const { methods, url } of apiMentions(read(doc))) {
        // '/api' alone, or '/api/...' standing for all of it.
        if (url === '/api' || url.endsWith('/...') || url.endsWith('…')) continue;
        for (const method of methods.length > 0 ? methods : [null]) {
          if (WRONG_ON_PURPOSE.has(`${method} ${url}`)) continue;
          if (!known(method, url)) unknown.push(`${doc}: ${method ?? '(any)'} ${url}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('has every call of the contract in docs/api.md', () => {
    const documented = apiMentions(read('docs/api.md'));
    const missing = apiRoutes
      .filter(
        (route) =>
          !documented.some(
            (mention) =>
              (mention.methods.length === 0 || mention.methods.includes(route.method)) &&
              shape(mention.url) === shape(`/api${route.path}`),
          ),
      )
      .map((route) => `${route.method} /api${route.path}`);
    expect(missing).toEqual([]);
  });

  it('names only environment variables the code reads', () => {
    const code = sourceText();
    const unknown = DOCS.flatMap((doc) =>
      envMentions(read(doc))
        .filter((name) => !new RegExp(`\\b${name}\\b`).test(code))
        .map((name) => `${doc}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('holds no merge conflict markers a merge left behind', () => {
    const markers = /^(?:<{7}|>{7}) |^={7}$/m;
    const docs = fs.readdirSync(path.join(ROOT, 'docs')).map((name) => `docs/${name}`);
    expect(
      [...docs.filter((file) => file.endsWith('.md')), 'README.md'].filter((doc) => markers.test(read(doc))),
    ).toEqual([]);
  });

  it('would notice a call or a variable the app does not have', () => {
    expect(known('GET', '/api/invoices/{id}')).toBe(true);
    expect(known('GET', '/api/no-such-call')).toBe(false);
    expect(known('DELETE', '/api/health')).toBe(false);
    expect(envMentions('set `BAHI_NO_SUCH_SETTING=1` and `DATABASE_URL`')).toEqual([
      'BAHI_NO_SUCH_SETTING',
      'DATABASE_URL',
    ]);
  });
});
