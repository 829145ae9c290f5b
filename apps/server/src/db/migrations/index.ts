import type { Migration } from 'kysely';

// Every migration, keyed by its timestamp-prefixed name. Kysely runs them in name order.
// Migrations are written once and never edited after they land: add a new one instead.
export const migrations: Record<string, Migration> = {};
