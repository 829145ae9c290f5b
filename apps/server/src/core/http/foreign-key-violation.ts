/**
 * True when the database refused a write because of a foreign key, in either dialect. Deletes
 * check references first for a friendly message; this catches a reference added at the same moment.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
