import os from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp, createDatabase, createScriptToken, migrateToLatest, parseDatabaseUrl } from '@bahi/server';

// CPU per request of the returns (GSTR-1 upload file, its preview, GSTR-3B) for one period, through
// app.inject in this process, to find where their time goes:
//   npx tsx bench/prof-returns.ts --database-url file:/tmp/bahi-bench.db --period 102026 [--requests 5]
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/prof-returns.ts --database-url … --only gstr1
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    period: { type: 'string', default: '102026' },
    requests: { type: 'string', default: '5' },
    only: { type: 'string' },
  },
});
const url = values['database-url'] ?? '';
const db = createDatabase(parseDatabaseUrl(url));
await migrateToLatest(db);
const app = await buildApp({ db });
const authorization = `Bearer ${await createScriptToken(db, 'prof')}`;
await app.ready();
console.log(`$ npx tsx bench/prof-returns.ts ${process.argv.slice(2).join(' ')}`);
console.log(
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${os.cpus().length} CPUs`,
);
const calls = [
  ['gstr1', `/api/gstr1?period=${values.period}`],
  ['gstr1-preview', `/api/gstr1/preview?period=${values.period}`],
  ['gstr3b', `/api/gstr3b?period=${values.period}`],
] as const;
for (const [name, path] of calls) {
  if (values.only && !values.only.split(',').includes(name)) continue;
  const n = Number(values.requests);
  await app.inject({ url: path, headers: { authorization } });
  const start = process.cpuUsage();
  let bytes = 0;
  for (let i = 0; i < n; i += 1) {
    const r = await app.inject({ url: path, headers: { authorization } });
    if (r.statusCode !== 200) throw new Error(r.body);
    bytes = r.body.length;
  }
  const used = process.cpuUsage(start);
  const ms = ((used.user + used.system) / 1000 / n).toFixed(1);
  console.log(name, ms, 'ms CPU per request,', (bytes / 1024).toFixed(1), 'kB');
}
await app.close();
await db.destroy();
