import serverPackage from '../../package.json' with { type: 'json' };
import { migrations } from '../core/db/migrations/index';

// Every backup says which Bahi made it and the schema it holds (its latest migration), so a
// restore can refuse a backup from a newer Bahi before it touches anything: such a database has
// tables and rules this Bahi does not know, and migrating it back is impossible.

export const BAHI_VERSION: string = serverPackage.version;

/** The schema this Bahi writes: the name of its latest migration (names sort by time). */
export const SCHEMA_VERSION: string = Object.keys(migrations).sort().at(-1) ?? '';

/** Throws before anything changes when the backup's schema has migrations this Bahi lacks. */
export function refuseNewerBackup(applied: readonly string[], madeBy?: string): void {
  const unknown = applied.filter((name) => !(name in migrations)).sort();
  if (unknown.length === 0) return;
  const version = madeBy ? ` ${madeBy}` : '';
  throw new Error(
    `The backup was made by a newer Bahi${version} (schema ${unknown.at(-1)}; this Bahi ${BAHI_VERSION} knows schemas up to ${SCHEMA_VERSION}): update Bahi first. Nothing was changed`,
  );
}
