import { sql } from 'kysely';
import { type ServerLog, startPeriodicTask } from '../periodic-task';
import { type Db, dialectOf } from './database';

// SQLite chooses how to read a query (which index, which table first) from the statistics ANALYZE
// leaves in sqlite_stat1. Nothing made them on a shop's database: its migrations analyse three
// indexes of an empty file, and SQLite never analyses by itself. Without them GSTR-1 of a month at
// 1,000,000 invoices took 2.4 s against 0.4-0.5 s with them (docs/performance.md): the benchmark's
// generator had analysed its databases, the shop's never were.
//
// SQLite's own advice for a long-lived connection is PRAGMA optimize: on opening with 0x10002 (look
// at every table) and then from time to time. It analyses only the tables never analysed or grown
// or shrunk about tenfold since, each on at most `analysis_limit` rows of each index: 1.4 s the
// first time on the 1,000,000-invoice file, a few milliseconds once done. PostgreSQL needs none of
// this: its autovacuum analyses tables as they change.

/** Rows of each index ANALYZE reads: estimates good enough to choose a plan, in a second at 1,000,000 invoices. */
const ANALYSIS_LIMIT = 1000;
const REFRESH_EVERY_MS = 60 * 60_000;

/** SQLite: statistics for the tables that lack them or changed about tenfold since they were made. */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await sql.raw(`pragma analysis_limit = ${ANALYSIS_LIMIT}`).execute(db);
  await sql`pragma optimize = 0x10002`.execute(db);
}

/** While the server runs: the statistics refreshed every hour, as the tables grow. */
export function startPlannerStatisticsScheduler(db: Db, log: ServerLog): { stop: () => void } {
  return startPeriodicTask(
    {
      name: 'Refreshing the database statistics',
      firstAfterMs: REFRESH_EVERY_MS,
      everyMs: REFRESH_EVERY_MS,
      run: () => refreshPlannerStatistics(db),
    },
    log,
  );
}
