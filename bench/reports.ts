import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { financialYearOf } from '@bahi/domain';
import { buildApp, createDatabase, createScriptToken, migrateToLatest, parseDatabaseUrl } from '@bahi/server';
import { sql } from 'kysely';
import { injectAnswer } from './lib/inject-answer';

/** The API token every request of the benchmark carries (an owner's, made on its own database). */
let authorization = '';

// Reports, returns and party balances over a big database: the HSN summary of one month and of a
// financial year under 100 ms, the dashboard under 100 ms, the stock report of a month under
// 50 ms, a page of customers under 20 ms, the heaviest customer's balance under 5 ms, the
// outstanding report under 100 ms, its open invoices and a month's statement under 20 ms and a
// year's under 100 ms, GSTR-1 of each of the last two months under 500 ms and GSTR-3B under 100 ms
// (medians). SQLite (file:) or PostgreSQL (postgres://), both migrated first.
//   npx tsx bench/generate-data.ts --database-url file:/tmp/bahi-reports.db --invoices 1000000
//   npx tsx bench/reports.ts --database-url file:/tmp/bahi-reports.db [--requests 30] [--date YYYY-MM-DD]
//     [--only 'Stock,FY'] (only the scenarios whose names contain one of these)
// Requests go through app.inject: the whole Fastify pipeline (query validation, the queries,
// response serialization) without a socket, the answer read as bytes (lib/inject-answer.ts).
// --date is the dashboard's day (default: the last invoice date); the month is the one before it
// and the financial year the one before its own.

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    requests: { type: 'string', default: '30' },
    date: { type: 'string' },
    // Comma-separated parts of scenario names: only those run (e.g. 'Stock,FY').
    only: { type: 'string' },
  },
});
const databaseUrl = values['database-url'];
const requests = Number(values.requests);
if (!databaseUrl || !Number.isSafeInteger(requests) || requests < 1) {
  console.error(
    'Usage: reports.ts --database-url file:PATH|postgres://… [--requests N] [--date YYYY-MM-DD] [--only a,b]',
  );
  process.exit(2);
}

const WARM_UP = 3;

function median(sortedValues: number[]): number {
  const middle = Math.floor(sortedValues.length / 2);
  return sortedValues.length % 2
    ? (sortedValues[middle] ?? 0)
    : ((sortedValues[middle - 1] ?? 0) + (sortedValues[middle] ?? 0)) / 2;
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** Wall and CPU time per request; on a shared machine the wall time also counts waiting for a CPU. */
async function timeRequests(app: App, url: string) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let run = 0; run < requests + WARM_UP; run += 1) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const answer = await injectAnswer(app, url, { authorization });
    const elapsed = performance.now() - start;
    const used = process.cpuUsage(cpuStart);
    bytes = answer.bytes;
    if (run >= WARM_UP) {
      wall.push(elapsed);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { wall: median(wall), p95: wall[Math.ceil(wall.length * 0.95) - 1] ?? 0, cpu: median(cpu), bytes };
}

function previousMonth(date: string): { from: string; to: string } {
  const first = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  const last = new Date(first.getTime() - 86_400_000);
  const to = last.toISOString().slice(0, 10);
  return { from: `${to.slice(0, 7)}-01`, to };
}

async function main(): Promise<void> {
  const target = parseDatabaseUrl(databaseUrl ?? '');
  if (target.kind === 'sqlite' && !fs.existsSync(target.filename)) {
    throw new Error(`${target.filename} does not exist: fill it first with bench/generate-data.ts`);
  }
  const db = createDatabase(target);
  await migrateToLatest(db);
  const latest = await db
    .selectFrom('invoices')
    .select((eb) => [eb.fn.max('date').as('date'), eb.fn.countAll<number>().as('invoices')])
    .executeTakeFirstOrThrow();
  const day = values.date ?? String(latest.date);
  // The busiest complete periods before the last day: the month before it, the year before its one.
  const month = previousMonth(day);
  const lastYear = financialYearOf(
    financialYearOf(day).startDate.replace(/^(\d{4})/, (y) => String(Number(y) - 1)),
  );
  const fy = { from: lastYear.startDate, to: lastYear.endDate };
  const lines = async (range: { from: string; to: string }) => {
    const { rows } = await sql<{ n: number }>`select count(*) as n from invoice_items
      where invoice_date between ${range.from} and ${range.to}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  };
  // The customer with the most invoices (the generator's big retailer) and the return period.
  const { rows: heaviest } = await sql<{ id: number; n: number }>`select customer_id as id, count(*) as n
    from invoices group by customer_id order by count(*) desc limit 1`.execute(db);
  const heavy = { id: Number(heaviest[0]?.id ?? 1), invoices: Number(heaviest[0]?.n ?? 0) };
  const periodOf = (range: { from: string }) => `${range.from.slice(5, 7)}${range.from.slice(0, 4)}`;
  const period = periodOf(month);
  const monthBefore = previousMonth(month.from);
  const app = await buildApp({ db });
  authorization = `Bearer ${await createScriptToken(db, 'bench')}`;
  await app.ready();

  const query = (range: { from: string; to: string }) => `from=${range.from}&to=${range.to}`;
  const scenarios = [
    {
      name: `HSN summary, month ${month.from}..${month.to}`,
      url: `/api/hsn-summary?${query(month)}`,
      limit: 100,
      lines: await lines(month),
    },
    {
      name: `HSN summary, FY ${fy.from}..${fy.to}`,
      url: `/api/hsn-summary?${query(fy)}`,
      limit: 100,
      lines: await lines(fy),
    },
    { name: `Dashboard for ${day}`, url: `/api/dashboard?date=${day}`, limit: 100, lines: 0 },
    { name: 'HSN summary B2B, month', url: `/api/hsn-summarybtob?${query(month)}`, limit: 0, lines: 0 },
    { name: 'HSN summary B2C, month', url: `/api/hsn-summarybtoc?${query(month)}`, limit: 0, lines: 0 },
    { name: 'Product report, month', url: `/api/product-report?${query(month)}`, limit: 0, lines: 0 },
    { name: 'Product report, FY', url: `/api/product-report?${query(fy)}`, limit: 0, lines: 0 },
    { name: 'Stock report, month', url: `/api/stock-report?${query(month)}`, limit: 50, lines: 0 },
    { name: 'Customers, page 1', url: '/api/customers?limit=50', limit: 20, lines: 0 },
    {
      name: `Balance of customer ${heavy.id} (${heavy.invoices.toLocaleString('en-IN')} invoices)`,
      url: `/api/customers/${heavy.id}/balance`,
      limit: 5,
      lines: 0,
    },
    {
      name: 'Outstanding report, customers',
      url: '/api/outstanding-report?party=customers',
      limit: 100,
      lines: 0,
    },
    {
      name: 'Outstanding report, customers by due date',
      url: '/api/outstanding-report?party=customers&age_by=due_date',
      limit: 100,
      lines: 0,
    },
    {
      name: `Open invoices of customer ${heavy.id}`,
      url: `/api/customers/${heavy.id}/open-invoices`,
      limit: 20,
      lines: 0,
    },
    {
      name: `Statement of customer ${heavy.id}, month ${month.from}..${month.to}`,
      url: `/api/customers/${heavy.id}/statement?${query(month)}`,
      limit: 20,
      lines: 0,
    },
    {
      name: `Statement of customer ${heavy.id}, FY ${fy.from}..${fy.to}`,
      url: `/api/customers/${heavy.id}/statement?${query(fy)}`,
      limit: 100,
      lines: 0,
    },
    { name: `GSTR-1 ${period}`, url: `/api/gstr1?period=${period}`, limit: 500, lines: await lines(month) },
    {
      name: `GSTR-1 ${periodOf(monthBefore)}`,
      url: `/api/gstr1?period=${periodOf(monthBefore)}`,
      limit: 500,
      lines: await lines(monthBefore),
    },
    { name: `GSTR-3B ${period}`, url: `/api/gstr3b?period=${period}`, limit: 100, lines: 0 },
  ].filter((scenario) => !values.only || values.only.split(',').some((part) => scenario.name.includes(part)));
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const where =
    target.kind === 'sqlite' ? target.filename : `PostgreSQL ${new URL(target.connectionString).pathname}`;
  console.log(`\n$ npx tsx bench/reports.ts ${process.argv.slice(2).join(' ')}`);
  console.log(`${Number(latest.invoices).toLocaleString('en-IN')} invoices in ${where}`);
  console.log(
    `${requests} requests each after ${WARM_UP} warm-up, ${os.cpus().length} CPUs, load ${load}, Node ${process.version}`,
  );
  console.log('scenario | invoice lines | median ms | p95 ms | median CPU ms | response kB | target');
  let failed = false;
  for (const scenario of scenarios) {
    const result = await timeRequests(app, scenario.url);
    const verdict = scenario.limit
      ? result.wall < scenario.limit
        ? `< ${scenario.limit} ms: met`
        : `< ${scenario.limit} ms: MISSED`
      : '—';
    if (scenario.limit && result.wall >= scenario.limit) failed = true;
    const figures = [result.wall, result.p95, result.cpu].map((value) => value.toFixed(1));
    console.log(
      [scenario.name, scenario.lines || '—', ...figures, (result.bytes / 1024).toFixed(1), verdict].join(
        ' | ',
      ),
    );
  }
  await app.close();
  await db.destroy();
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
