import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { parseDatabaseUrl, readConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

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
  const db = createDatabase(parseDatabaseUrl(config.databaseUrl));
  await migrateToLatest(db);
  const app = await buildApp({ db, webDistDir, logger: process.env.BAHI_LOG !== 'off' });
  const shutdown = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
