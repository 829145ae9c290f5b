import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's folders and who may import whom (docs/architecture.md, "Server layout"):
// - core/ (request context, errors, transactions, router, database, edit log, the shop's
//   settings) imports no other folder of ours: every feature stands on it, it stands on nothing.
// - documents/ (the shared GST-document module), e-documents/ (the settings and print marks e-way
//   bills and e-invoices share with the documents they belong to) and pdf/ (PDF rendering) are
//   shared by the document features; they import core/ and each other, never a feature.
// - A feature (any other folder) imports core/, documents/, pdf/, @bahi/domain and packages,
//   never another feature's files: what two features share moves into documents/ or core/, or
//   is handed in where the app is wired.
// - The composition root wires everything and may import anything: the files directly in src/
//   (app.ts, api-routes.ts, main.ts, ...) and test-support/. Tests (*.test.ts) may too.

const SRC = import.meta.dirname;
const CORE = 'core';
const SHARED = new Set(['documents', 'e-documents', 'pdf']);
const COMPOSITION_ROOT = new Set(['test-support']);

/**
 * Imports between features not yet untangled, each a known debt: file (under src/) and the
 * specifier it imports. Do not add to it; move the shared query into documents/ or core/, or hand
 * the function in from api-routes.ts. A line that no longer matches an import fails the test, so
 * the list only shrinks.
 */
const NOT_YET_UNTANGLED: ReadonlyArray<readonly [string, string]> = [
  ['e-invoices/e-invoice-batch.ts', '../eway-bills/eway-bill-repository'],
  ['e-invoices/e-invoice-batch.ts', '../eway-bills/eway-bill-service'],
  ['e-invoices/e-invoice-service.ts', '../eway-bills/eway-bill-service'],
  ['eway-bills/eway-bill-service.ts', '../invoices/invoice-service'],
  ['imports/import-categories.ts', '../catalogue/categories/category-service'],
  ['invoices/invoice-save.ts', '../e-invoices/e-invoice-service'],
  ['invoices/invoice-status-change.ts', '../e-invoices/e-invoice-service'],
  ['invoices/invoice-save.ts', '../vouchers/voucher-service'],
];

function productionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The top folder of a path under src/, or null for a file directly in src/ or outside it. */
function areaOf(file: string): string | null {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts[0] === '..' || parts.length === 1) return null;
  return parts[0] ?? null;
}

function mayImport(from: string, to: string): boolean {
  if (from === to || COMPOSITION_ROOT.has(from)) return true;
  if (from === CORE) return false;
  if (to === CORE) return true;
  if (SHARED.has(from)) return SHARED.has(to);
  return SHARED.has(to);
}

type Import = { file: string; specifier: string };

function forbiddenImports(): Import[] {
  return productionFiles(SRC).flatMap((full) => {
    const from = areaOf(full);
    if (from === null) return [];
    const text = fs.readFileSync(full, 'utf8');
    const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map(
      (match) => match[1] ?? '',
    );
    return specifiers
      .filter((specifier) => {
        const target = path.resolve(path.dirname(full), specifier);
        // Outside src/ (the package's own package.json) is not a folder of ours.
        if (path.relative(SRC, target).startsWith('..')) return false;
        const to = areaOf(target) ?? 'the composition root';
        return !mayImport(from, to);
      })
      .map((specifier) => ({ file: path.relative(SRC, full).split(path.sep).join('/'), specifier }));
  });
}

describe('server folder boundaries', () => {
  const found = forbiddenImports();
  const known = (item: Import) =>
    NOT_YET_UNTANGLED.some(([file, specifier]) => file === item.file && specifier === item.specifier);

  it('core imports no feature, and no feature imports another', () => {
    expect(found.filter((item) => !known(item)).map((item) => `${item.file} → ${item.specifier}`)).toEqual(
      [],
    );
  });

  it('the list of imports not yet untangled only names imports that still exist', () => {
    const stale = NOT_YET_UNTANGLED.filter(
      ([file, specifier]) => !found.some((item) => item.file === file && item.specifier === specifier),
    );
    expect(stale).toEqual([]);
  });
});
