import fs from 'node:fs';
import path from 'node:path';
import { ACCESS, ROLE_LABELS, ROLES } from '@bahi/domain/contract';
import { describe, expect, it } from 'vitest';

// The role matrix lives in one table in code (ACCESS, packages/domain/src/contract/roles.ts) and
// is printed in docs/product.md ("Users and roles"); this keeps the two the same.

const productDoc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../docs/product.md'), 'utf8');

/** The rows of the docs' table: access level → the roles marked yes, in column order. */
function documentedMatrix(): Record<string, string[]> {
  const rows: Record<string, string[]> = {};
  for (const line of productDoc.split('\n')) {
    const cells = line.match(/^\| `(\w+)` \|(.*)\|$/);
    if (!cells?.[1] || !cells[2]) continue;
    const marks = cells[2].split('|').map((cell) => cell.trim());
    rows[cells[1]] = ROLES.filter((_role, index) => marks[index] === 'yes');
  }
  return rows;
}

describe('the role matrix in docs/product.md', () => {
  it('is printed exactly as ACCESS holds it', () => {
    const inCode = Object.fromEntries(Object.entries(ACCESS).map(([level, roles]) => [level, [...roles]]));
    expect(documentedMatrix()).toEqual(inCode);
    expect(productDoc).toContain(`| access level | ${ROLES.map((role) => ROLE_LABELS[role]).join(' | ')} |`);
  });
});
