import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, createDatabase, createScriptToken, migrateToLatest, parseDatabaseUrl } from '@bahi/server';

// The app's CPU per request for the invoice list's first page and an invoice's detail,
// through app.inject in this process (budgets 2.5 ms and 1 ms), 2,000 of each after 3,000 warm-up
// requests: the budgets are a warm server's, and after only 200 V8 was still optimising functions
// on its helper threads (157 TurboFan compilations, 0.9 s, over the next 3,000 signed-in calls;
// 57 after 3,000), which process.cpuUsage counts as the request's.
// Beside them, what every call pays whatever it reads: GET /api/auth/me (signed in, one tiny
// answer) and GET /api/health (public, but it commits a write), measured in the same run.
//   npx tsx bench/prof-invoice-calls.ts --database-url file:/tmp/bahi-bench.db
// To see where the time goes, PROFILE=<folder> writes a .cpuprofile of each call's measured
// requests alone (start-up and warm-up left out; node --cpu-prof would mostly show tsx compiling):
//   PROFILE=/tmp/prof ONLY=detail npx tsx bench/prof-invoice-calls.ts --database-url …
const url = process.argv[process.argv.indexOf('--database-url') + 1] ?? '';
const db = createDatabase(parseDatabaseUrl(url));
await migrateToLatest(db);
const app = await buildApp({ db });
const authorization = `Bearer ${await createScriptToken(db, 'prof')}`;
await app.ready();
const { count } = await db
  .selectFrom('invoices')
  .select((eb) => eb.fn.countAll<number>().as('count'))
  .executeTakeFirstOrThrow();
console.log(`$ npx tsx bench/prof-invoice-calls.ts --database-url ${url}`);
console.log(
  `${Number(count).toLocaleString('en-IN')} invoices; load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${os.cpus().length} CPUs`,
);
const last = await db
  .selectFrom('invoices')
  .select((eb) => eb.fn.max('id').as('id'))
  .executeTakeFirstOrThrow();
// The detail cycles over 100 invoices spread over the whole table, so the figure is a typical
// invoice's (1 to 15 lines), not whatever the newest one happens to hold.
const detailPaths = Array.from(
  { length: 100 },
  (_, k) => `/api/invoice/${1 + Math.floor((k * (Number(last.id) - 1)) / 99)}`,
);
const WARM_UP = 3000;
const only = process.env.ONLY; // 'me', 'health', 'list' or 'detail': one call alone, for a profile of it
for (const [name, paths] of [
  ['me', ['/api/auth/me']],
  ['health', ['/api/health']],
  ['list', ['/api/invoices?limit=50']],
  ['detail', detailPaths],
] as const) {
  if (only && name !== only) continue;
  const call = async (i: number) => {
    const r = await app.inject({
      url: paths[i % paths.length] ?? '',
      // As the web app asks: it accepts compressed answers (the list's is over 1 kB).
      headers: { authorization, 'accept-encoding': 'gzip, deflate, br' },
    });
    if (r.statusCode !== 200) throw new Error(r.body);
  };
  for (let i = 0; i < WARM_UP; i += 1) await call(i);
  const profiler = process.env.PROFILE ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const start = process.cpuUsage();
  const n = 2000;
  for (let i = 0; i < n; i += 1) await call(i);
  const used = process.cpuUsage(start);
  if (profiler && process.env.PROFILE) {
    const { profile } = await profiler.post('Profiler.stop');
    fs.mkdirSync(process.env.PROFILE, { recursive: true });
    fs.writeFileSync(path.join(process.env.PROFILE, `${name}.cpuprofile`), JSON.stringify(profile));
    profiler.disconnect();
  }
  console.log(name, ((used.user + used.system) / 1000 / n).toFixed(3), 'ms CPU per request');
}
await app.close();
await db.destroy();
