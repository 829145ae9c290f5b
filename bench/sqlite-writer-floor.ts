import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp, createDatabase, createScriptToken, migrateToLatest, parseDatabaseUrl } from '@bahi/server';
import SQLite from 'better-sqlite3';
import { useApiToken } from './lib/http-json';
import { runLoad } from './lib/load-loop';
import { postInvoices } from './lib/post-invoices';

// npx tsx bench/sqlite-writer-floor.ts --database-url file:/tmp/bahi-reports.db [--saves 2000]
//   [--concurrency 8] [--seed 1] [--statements 12 (how many of the costliest to list)]
// The floor the one SQLite writer sets for POST /api/invoices. Every save's statements run on the
// single connection that owns the database, one after another, so however little JavaScript a save
// needed, one server cannot answer more than 1000 / (statement time per save) saves a second. The
// app runs in this process (the statement timer must sit in its better-sqlite3) and is sent real
// 10-line invoices over HTTP; every statement's time inside better-sqlite3 is added up, the commit
// (the log's pages written and flushed under synchronous=FULL) apart. The invoices stay in the file.

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    saves: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '8' },
    seed: { type: 'string', default: '1' },
    statements: { type: 'string', default: '12' },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl?.startsWith('file:')) {
  console.error('Usage: sqlite-writer-floor.ts --database-url file:PATH [--saves N] [--concurrency N]');
  process.exit(2);
}

type Timing = { count: number; ms: number };
const timings = new Map<string, Timing>();
let timing = false;

/** Wraps the statement methods Kysely's SQLite driver calls, for every connection of this process. */
function timeStatements(): void {
  const probe = new SQLite(':memory:');
  const prototype = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, unknown>;
  probe.close();
  for (const method of ['run', 'get', 'all', 'iterate']) {
    const original = prototype[method] as (this: SQLite.Statement, ...args: unknown[]) => unknown;
    prototype[method] = function (this: SQLite.Statement, ...args: unknown[]) {
      if (!timing) return original.apply(this, args);
      const started = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        const key = this.source.replace(/\s+/g, ' ').slice(0, 60);
        const entry = timings.get(key) ?? { count: 0, ms: 0 };
        entry.count += 1;
        entry.ms += performance.now() - started;
        timings.set(key, entry);
      }
    };
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

timeStatements();
const db = createDatabase(parseDatabaseUrl(databaseUrl));
try {
  await migrateToLatest(db);
  const token = await createScriptToken(db, `writer floor ${process.pid}`);
  const app = await buildApp({ db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  useApiToken(token);
  const { lastDate } = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.max('date').as('lastDate'))
    .executeTakeFirstOrThrow();
  const post = await postInvoices(db, {
    baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    date: lastDate ?? new Date().toISOString().slice(0, 10),
    seed: Number(values.seed),
  });
  const concurrency = Number(values.concurrency);
  const saves = Number(values.saves);
  console.log(`SQLite writer floor on ${databaseUrl}, ${saves} saves ${concurrency} at a time`);
  console.log(`load average before ${loadAverage()}`);
  await runLoad({ concurrency, count: 20 * concurrency, task: post.warmUp });
  timing = true;
  const result = await runLoad({ concurrency, count: saves, task: post.send });
  timing = false;
  await app.close();

  const perSave = (ms: number) => ms / result.requests;
  const all = [...timings].sort((a, b) => b[1].ms - a[1].ms);
  const totalMs = all.reduce((sum, [, t]) => sum + t.ms, 0);
  const commitMs = timings.get('commit')?.ms ?? 0;
  console.log(`load average after ${loadAverage()}`);
  console.log(
    `saves: ${result.requests} (${result.perSecond.toFixed(0)}/s with the HTTP and JavaScript work)`,
  );
  console.log(
    `statements on the writer per save: ${perSave(totalMs).toFixed(3)} ms, of which the commit ${perSave(commitMs).toFixed(3)} ms`,
  );
  console.log(`one writer's floor: at most ${(1000 / perSave(totalMs)).toFixed(0)} saves/s`);
  console.log(
    `without the commit (as if many saves shared one): at most ${(1000 / perSave(totalMs - commitMs)).toFixed(0)} saves/s`,
  );
  console.log('statement (first 60 characters)                              per save   calls');
  for (const [key, t] of all.slice(0, Number(values.statements))) {
    console.log(
      `${key.padEnd(62)} ${perSave(t.ms).toFixed(3).padStart(7)} ms ${String(t.count).padStart(7)}`,
    );
  }
} finally {
  await db.destroy();
}
