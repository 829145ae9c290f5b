import path from 'node:path';
import type { Plugin } from 'vite';
import * as contract from '../../packages/domain/src/contract/index';
import * as roles from '../../packages/domain/src/contract/roles';

// The web app calls the API through the typed contract, but at run time a call needs only its
// method, path, answer kind (JSON or file) and roles: the request and answer schemas are there for
// the compiler and the server. Bundled as it is, the contract brings zod and every shared schema
// into the first visit (about 74 kB gzipped). So the production build replaces the module
// '@bahi/domain/contract' with one generated from it here: every route description without its
// schemas, the role tables and fillPath as they are. Types still come from the real contract, and
// tests and `vite` dev use it unchanged. A build importing anything left out (a schema, a route
// factory) fails with a missing export, never silently at run time.

const RUNTIME_ID = '\0bahi-contract-runtime';
const contractDir = path.resolve(import.meta.dirname, '../../packages/domain/src/contract');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isSchema(value: unknown): boolean {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

function isRoute(value: object): value is { method: string; path: string } {
  return 'method' in value && 'path' in value && 'success' in value;
}

/** What the web client reads of a route: method, path, answer kind, idempotency and roles. */
function runtimeRoute(route: Record<string, unknown>): Json {
  const success = route.success as Record<string, unknown>;
  const kept: Record<string, Json> = {
    method: String(route.method),
    path: String(route.path),
    success: Object.fromEntries(
      ['status', 'file', 'refused']
        .filter((key) => success[key] !== undefined)
        .map((key) => [key, success[key] as Json]),
    ),
    roles: route.roles as Json,
  };
  if (route.idempotent) kept.idempotent = true;
  return kept;
}

/** A value of the contract without schemas or functions; undefined when nothing is left. */
export function runtimeValue(value: unknown): Json | undefined {
  if (typeof value === 'function' || isSchema(value) || value === undefined) return undefined;
  if (value === null || typeof value !== 'object') return value as Json;
  if (Array.isArray(value)) return value.map(runtimeValue).filter((item) => item !== undefined);
  if (isRoute(value)) return runtimeRoute(value as Record<string, unknown>);
  const entries = Object.entries(value)
    .map(([key, item]) => [key, runtimeValue(item)] as const)
    .filter(([, item]) => item !== undefined);
  return Object.fromEntries(entries) as Json;
}

export function contractRuntimeSource(): string {
  const lines = [
    `export * from ${JSON.stringify(path.join(contractDir, 'roles.ts'))};`,
    `export { fillPath } from ${JSON.stringify(path.join(contractDir, 'path.ts'))};`,
  ];
  for (const [name, value] of Object.entries(contract)) {
    if (name in roles || name === 'fillPath') continue;
    const kept = runtimeValue(value);
    if (kept !== undefined) lines.push(`export const ${name} = ${JSON.stringify(kept)};`);
  }
  return `${lines.join('\n')}\n`;
}

export function contractRuntime(): Plugin {
  return {
    name: 'bahi-contract-runtime',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === '@bahi/domain/contract' ? RUNTIME_ID : null),
    load: (id) => (id === RUNTIME_ID ? contractRuntimeSource() : null),
  };
}
