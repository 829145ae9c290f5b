import { createDatabase, type Db, migrateToLatest, parseDatabaseUrl } from '@bahi/server';
import { Migrator, sql } from 'kysely';
// @bahi/server exports migrateToLatest only; migrating to a given step needs the list itself.
import { migrations } from '../../apps/server/src/core/db/migrations/index';

// The schema comes from the real migrations only, in two steps. First up to the migration that
// creates the tables the generator writes; after the bulk load, the rest. Later migrations (the
// report layout: derived columns, running totals, their triggers and indexes) then fill their
// data from the loaded rows in one set-based pass each, exactly as on a real upgrade, instead of
// firing row triggers 25 million times during the load.

/** The last migration the generator's tables need. */
export const BASE_MIGRATION = '2026-11-22T0600-invoices-purchases-stock';

export type Seller = { stateCode: string; invoicePrefix: string; gstRateIds: Map<number, number> };

/**
 * Migrates a new database up to BASE_MIGRATION and checks it holds nothing yet. A database
 * already past it is migrated to the latest instead (the load then runs under every trigger,
 * correct but several times slower): Kysely would otherwise migrate it down.
 */
async function migrateToBase(db: Db): Promise<{ partial: boolean }> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const known = await migrator.getMigrations();
  if (known.some((migration) => migration.name > BASE_MIGRATION && migration.executedAt)) {
    await migrateToLatest(db);
    return { partial: false };
  }
  const { error } = await migrator.migrateTo(BASE_MIGRATION);
  if (error) throw new Error(`Database migration failed: ${String(error)}`, { cause: error });
  return { partial: true };
}

async function assertEmpty(db: Db): Promise<void> {
  for (const table of ['customers', 'suppliers', 'products', 'invoices', 'purchases'] as const) {
    const { count } = await db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) {
      throw new Error(
        `The database already has ${table}: give a new SQLite file or an empty PostgreSQL database`,
      );
    }
  }
}

async function readSeller(db: Db): Promise<Seller> {
  const settings = await db
    .selectFrom('settings')
    .select(['state_code', 'invoice_prefix'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  const rates = await db.selectFrom('gst_rates').select(['id', 'rate_bp']).execute();
  return {
    stateCode: settings.state_code,
    invoicePrefix: settings.invoice_prefix,
    gstRateIds: new Map(rates.map((rate) => [rate.rate_bp / 100, rate.id])),
  };
}

/** Step one, before the load: the base schema, an empty database, and the seller it belongs to. */
export async function prepareSchema(databaseUrl: string): Promise<Seller & { partial: boolean }> {
  const db = createDatabase(parseDatabaseUrl(databaseUrl));
  try {
    const { partial } = await migrateToBase(db);
    await assertEmpty(db);
    return { ...(await readSeller(db)), partial };
  } finally {
    await db.destroy();
  }
}

/**
 * Step two, after the load: every later migration over the loaded rows, one at a time, so that
 * each one taking a second or more is named with its time (they are most of the generator's).
 */
export async function completeSchema(
  databaseUrl: string,
  onProgress?: (message: string) => void,
): Promise<void> {
  const db = createDatabase(parseDatabaseUrl(databaseUrl));
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    for (;;) {
      const started = performance.now();
      const { error, results } = await migrator.migrateUp();
      const step = results?.[0];
      if (error) {
        const name = step ? ` (${step.migrationName})` : '';
        throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
      }
      if (!step) break;
      const seconds = (performance.now() - started) / 1000;
      if (seconds >= 1) onProgress?.(`  ${step.migrationName}: ${seconds.toFixed(1)} s`);
    }
  } finally {
    await db.destroy();
  }
}
