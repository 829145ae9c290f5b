import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A feature imports from app/, api/, components/, lib/ and @bahi/domain, never another feature's
// files: what two features share lives in components/ or lib/ (docs/architecture.md, "Web layout").

const featuresDir = path.resolve(import.meta.dirname, '../features');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function crossFeatureImports(file: string): string[] {
  const feature = path.relative(featuresDir, file).split(path.sep)[0];
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map(
    (match) => match[1] ?? '',
  );
  return specifiers.filter((specifier) => {
    const target = path.relative(featuresDir, path.resolve(path.dirname(file), specifier));
    return !target.startsWith('..') && target.split(path.sep)[0] !== feature;
  });
}

describe('feature boundaries', () => {
  it('no feature imports another feature', () => {
    const offenders = sourceFiles(featuresDir).flatMap((file) =>
      crossFeatureImports(file).map((specifier) => `${path.relative(featuresDir, file)} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
