import { sql } from 'kysely';
import { parseDatabaseUrl } from '../config';
import { createDatabase, type Db, dialectOf } from './database';
import { migrateToLatest } from './migrate';

// On PostgreSQL the edit log's guards hold only against a role that does not own the tables: an
// owner may disable a trigger or drop it. So a shop can run the server under two roles
// (README, "PostgreSQL roles"): BAHI_MIGRATION_DATABASE_URL names the role that owns the schema and
// migrates it; DATABASE_URL names the app's role, which may read and write the books but only read
// and append to the edit log. At every start the owner grants the app's role exactly that, so
// tables a migration adds are covered too.

/**
 * Migrates the database. Without a migration URL the app's own connection does it (SQLite, or
 * PostgreSQL under one role); with one, the owner migrates and grants the app's role its rights.
 */
export async function migrateWithOwner(db: Db, migrationDatabaseUrl: string | undefined): Promise<void> {
  if (!migrationDatabaseUrl) {
    await migrateToLatest(db);
    return;
  }
  const target = parseDatabaseUrl(migrationDatabaseUrl);
  if (target.kind !== 'postgres' || dialectOf(db) !== 'postgres') {
    throw new Error(
      'BAHI_MIGRATION_DATABASE_URL is for PostgreSQL only, with DATABASE_URL on the same database',
    );
  }
  const owner = createDatabase(target);
  try {
    await migrateToLatest(owner);
    const appRole = await currentRole(db);
    if (appRole !== (await currentRole(owner))) await grantAppRole(owner, appRole);
  } finally {
    await owner.destroy();
  }
}

async function currentRole(db: Db): Promise<string> {
  const { rows } = await sql<{ role: string }>`select current_user as role`.execute(db);
  return rows[0]?.role as string;
}

/** The app's rights: the books read and written, the edit log read and appended to, nothing more. */
export async function grantAppRole(owner: Db, appRole: string): Promise<void> {
  const app = sql.id(appRole);
  await sql`grant usage on schema public to ${app}`.execute(owner);
  await sql`grant select, insert, update, delete on all tables in schema public to ${app}`.execute(owner);
  await sql`grant usage, select on all sequences in schema public to ${app}`.execute(owner);
  await sql`revoke update, delete, truncate, references, trigger on audit_log from ${app}`.execute(owner);
  await sql`revoke insert, update, delete on kysely_migration, kysely_migration_lock from ${app}`.execute(
    owner,
  );
}
