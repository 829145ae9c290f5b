/**
 * True when the database refused a write because of a UNIQUE constraint, in either dialect.
 * Repositories check uniqueness first for a friendly message; this catches the race in which
 * two requests pass that check at the same moment.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
