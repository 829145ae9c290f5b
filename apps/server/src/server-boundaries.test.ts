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
  it('core imports no feature, and no feature imports another', () => {
    expect(forbiddenImports().map((item) => `${item.file} → ${item.specifier}`)).toEqual([]);
  });
});
