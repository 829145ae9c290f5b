import { createDatabase, type Db, migrateToLatest, parseDatabaseUrl } from '@bahi/server';
import { Migrator, sql } from 'kysely';
// @bahi/server exports migrateToLatest only; migrating to a given step needs the list itself.
import { migrations } from '../../apps/server/src/core/db/migrations/index';

// The schema comes from the real migrations only, in two steps. First up to the migration that
// creates the tables the generator writes; after the bulk load, the rest. Later migrations (the
// report layout: derived columns, running totals, their triggers and indexes) then fill their
// data from the loaded rows in one set-based pass each, exactly as on a real upgrade, instead of
// firing row triggers 25 million times during the load. Two things are the generator's own, not
// an upgrade's: those migrations run without a flush at each commit, and the lines' product index
// is built once after the last of them rather than kept up to date through each (below).

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
 * Indexes over the invoice lines keyed by product, which later migrations would otherwise update
 * in random order for each of the 8,000,000 lines they rewrite (the quantities × 1000 took 105 s
 * at 1,000,000 invoices with it, 35 s without). Set aside as soon as a migration creates them and
 * built once, by one sort, after the last, from the definition the latest migration gave them.
 * SQLite only: PostgreSQL's migrations rewrite each table whole.
 */
const INDEXES_BUILT_LAST = ['invoice_items_product_date'];

/** Drops those of INDEXES_BUILT_LAST that a migration has just created, and notes their names. */
async function setAsideIndexes(db: Db, aside: Set<string>): Promise<void> {
  for (const name of INDEXES_BUILT_LAST) {
    const { rows } = await sql<{ name: string }>`select name from sqlite_master
      where type = 'index' and name = ${name}`.execute(db);
    if (rows.length === 0) continue;
    aside.add(name);
    await sql`drop index ${sql.id(name)}`.execute(db);
  }
}

/**
 * The definitions the latest migrations give these indexes, read from an empty database migrated
 * to the latest. Not the text read when they were dropped: a later migration may rename a column
 * they hold (quantity → quantity_milli), and SQLite rewrites only the indexes that exist.
 */
async function latestDefinitions(names: ReadonlySet<string>): Promise<Map<string, string>> {
  const empty = createDatabase({ kind: 'sqlite', filename: ':memory:' });
  try {
    await migrateToLatest(empty);
    const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
      where type = 'index'`.execute(empty);
    return new Map(rows.filter((row) => names.has(row.name)).map((row) => [row.name, row.sql]));
  } finally {
    await empty.destroy();
  }
}

async function buildIndexesSetAside(
  db: Db,
  aside: ReadonlySet<string>,
  onProgress?: (message: string) => void,
): Promise<void> {
  if (aside.size === 0) return; // nothing set aside (always so on PostgreSQL)
  const definitions = await latestDefinitions(aside);
  // Lets SQLite's sorter use a second core while it builds them.
  await sql`pragma threads = 2`.execute(db);
  for (const name of aside) {
    const definition = definitions.get(name);
    if (!definition) continue; // the latest schema has no such index
    const started = performance.now();
    await sql.raw(definition).execute(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    onProgress?.(`  index ${name} built after the migrations: ${seconds} s`);
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
  const target = parseDatabaseUrl(databaseUrl);
  const db = createDatabase(target);
  const aside = new Set<string>();
  try {
    // Without a flush at each commit: a later migration that writes row by row outside a
    // transaction (the purchases' bill keys: 100,000 updates at 1,000,000 invoices) otherwise waits
    // for the disk 100,000 times, 0.4-0.6 ms each against 0.04-0.05 ms. A generator stopped half
    // way is run again on a new file, so nothing here needs to survive a power cut.
    if (target.kind === 'sqlite') await sql`pragma synchronous = off`.execute(db);
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
      if (target.kind === 'sqlite') await setAsideIndexes(db, aside);
      const seconds = (performance.now() - started) / 1000;
      if (seconds >= 1) onProgress?.(`  ${step.migrationName}: ${seconds.toFixed(1)} s`);
    }
    await buildIndexesSetAside(db, aside, onProgress);
  } finally {
    await db.destroy();
  }
}
