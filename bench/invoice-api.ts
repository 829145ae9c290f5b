import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { createDatabase, parseDatabaseUrl } from '@bahi/server';
import { startAppProcess } from './lib/app-process';
import { runInvoiceScenarios } from './lib/invoice-scenarios';

// npx tsx bench/invoice-api.ts --database-url file:/tmp/bahi-bench.db [--month YYYY-MM]
//   [--requests 200] [--post-seconds 10] [--concurrency 8] [--seed 1]
// Runs the real app in a child process on 127.0.0.1 (a free port) over a generated database and
// times the invoice calls over HTTP. The POST scenario adds invoices (numbered B…) to that database.

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    month: { type: 'string' },
    requests: { type: 'string', default: '200' },
    'post-seconds': { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '8' },
    seed: { type: 'string', default: '1' },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) {
  console.error(
    'Usage: invoice-api.ts --database-url URL [--month YYYY-MM] [--requests N] [--post-seconds S]',
  );
  process.exit(2);
}

// The app migrates the database when it starts; the benchmark's own connection opens after that.
const app = await startAppProcess(databaseUrl);
const db = createDatabase(parseDatabaseUrl(databaseUrl));
try {
  const { lastDate } = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.max('date').as('lastDate'))
    .executeTakeFirstOrThrow();
  if (!lastDate) throw new Error('The database has no invoices: run bench/generate-data.ts first');
  // Default: the last complete month, a full month of invoices as a user would filter it.
  const lastMonth = new Date(`${lastDate.slice(0, 7)}-01T00:00:00Z`);
  lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
  const scenarios = await runInvoiceScenarios({
    app,
    db,
    month: values.month ?? lastMonth.toISOString().slice(0, 7),
    postDate: lastDate,
    requests: Number(values.requests),
    postSeconds: Number(values['post-seconds']),
    postConcurrency: Number(values.concurrency),
    seed: Number(values.seed),
  });
  const cores = availableParallelism();
  for (const { name, target, result, cpuMsPerRequest, driverCpuMsPerRequest, passed } of scenarios) {
    const figures = [
      `median ${result.medianMs.toFixed(2)} ms`,
      `p95 ${result.p95Ms.toFixed(2)} ms`,
      `${result.perSecond.toFixed(0)}/s over ${result.requests} requests`,
      `app CPU ${cpuMsPerRequest.toFixed(2)} ms per request`,
      `driver CPU ${driverCpuMsPerRequest.toFixed(2)} ms`,
      // Both processes share this machine's cores: no run here can go faster than this.
      `CPU ceiling on ${cores} cores ${((cores * 1000) / (cpuMsPerRequest + driverCpuMsPerRequest)).toFixed(0)}/s`,
    ];
    console.log(`${passed ? 'PASS' : 'MISS'}  ${name}: ${figures.join(', ')} (target ${target})`);
  }
} finally {
  await db.destroy();
  await app.stop();
}
