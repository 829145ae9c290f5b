import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { startChainCheckScheduler } from './audit/chain/chain-check-scheduler';
import { openFirstStart } from './auth/first-owner';
import { readBackupDir } from './backups/backup-config';
import { startBackupScheduler } from './backups/backup-scheduler';
import { claimDatabaseForServer } from './backups/postgres-claim';
import { parseDatabaseUrl, readConfig } from './core/config';
import { createDatabase } from './core/db/database';
import { assertGuardsInPlace } from './core/db/guards/guard-check';
import { migrateWithOwner } from './core/db/migration-role';
import { refreshPlannerStatistics, startPlannerStatisticsScheduler } from './core/db/planner-statistics';
import { checkReadWrite } from './core/db/read-write-check';
import { walCheckpointersStopped } from './core/db/wal-checkpointer';
import { defaultAllowedHosts } from './core/http/request-guards';
import { startUpFailureLine } from './start-up-failure';

// Days (invoice dates, "today", the date filters on created_at) are the shop's days. Bahi is made
// for Indian traders, so India time unless TZ says otherwise; Node reads TZ when it changes.
process.env.TZ ||= 'Asia/Kolkata';

const here = path.dirname(fileURLToPath(import.meta.url));
// BAHI_WEB_DIR points at another build of the web app (parallel test runs build their own).
const webDistDir = process.env.BAHI_WEB_DIR
  ? path.resolve(process.env.BAHI_WEB_DIR)
  : path.resolve(here, '../../web/dist');

async function main(): Promise<void> {
  const config = readConfig();
  const target = parseDatabaseUrl(config.databaseUrl);
  // On PostgreSQL the server holds a claim that `npm run restore` respects (backups/postgres-claim.ts);
  // on SQLite its open connection is that claim.
  const claim =
    target.kind === 'postgres' ? await claimDatabaseForServer(target.connectionString, console.warn) : null;
  const db = createDatabase(target);
  await migrateWithOwner(db, config.migrationDatabaseUrl);
  // An edit log whose guards were dropped could have been rewritten: refuse to serve it.
  await assertGuardsInPlace(db);
  // A read-only file or folder would otherwise start and then fail every save.
  await checkReadWrite(db);
  // The first reports are planned with statistics; without them the server still answers, slower.
  await refreshPlannerStatistics(db).catch((error: unknown) =>
    console.warn(
      `Database statistics not refreshed: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
  const allowedHosts =
    config.allowedHosts.length > 0 ? config.allowedHosts : defaultAllowedHosts(config.host);
  const linkHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const setupGate = await openFirstStart(
    db,
    process.env,
    (token) => `http://${linkHost}:${config.port}/setup?token=${token}`,
  );
  const backups = { dir: readBackupDir(), target };
  const app = await buildApp({
    db,
    webDistDir,
    logger: process.env.BAHI_LOG !== 'off',
    backups,
    allowedHosts,
    setupGate,
    timeouts: config.timeouts,
    trustProxy: config.trustProxy,
  });
  const serverLog = {
    info: (message: string) => app.log.info(message),
    error: (message: string) => app.log.error(message),
  };
  const scheduler = startBackupScheduler(db, backups, serverLog);
  const chainCheck = startChainCheckScheduler(db, backups.dir, serverLog);
  const statistics = startPlannerStatisticsScheduler(db, serverLog);
  const shutdown = async () => {
    scheduler.stop();
    chainCheck.stop();
    statistics.stop();
    await app.close();
    await db.destroy();
    // The SQLite checkpointer closes last and so leaves the file whole, without its log; a worker
    // stuck past two seconds is left behind (SQLite recovers the log on the next start).
    await Promise.race([walCheckpointersStopped(), new Promise((resolve) => setTimeout(resolve, 2000))]);
    await claim?.release();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  // Whoever started the server (a person, a script, the journeys' launcher) learns it is ready.
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`[bahi] Ready on http://${linkHost}:${port}`);
}

main().catch((error: unknown) => {
  let databaseUrl: string;
  try {
    databaseUrl = readConfig().databaseUrl;
  } catch (configError) {
    // A setting that cannot be read (PORT=abc, BAHI_HEADERS_TIMEOUT=soon): its own message is the line.
    console.error(`Bahi cannot start: ${(configError as Error).message}`);
    process.exit(1);
  }
  const line = startUpFailureLine(error, databaseUrl);
  if (line) console.error(line);
  else console.error(error);
  process.exit(1);
});
