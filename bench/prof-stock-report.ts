import os from 'node:os';
import { createDatabase, migrateToLatest, parseDatabaseUrl } from '@bahi/server';
import { findBatchStockOfProducts } from '../apps/server/src/documents/batches/batch-repository';
import { findStockFigures } from '../apps/server/src/reports/stock-report-repository';

// The stock report's statements one by one, CPU per call in this process (better-sqlite3 runs in
// it, so the CPU column includes the database's), to see which part of the report costs what.
//   npx tsx bench/prof-stock-report.ts --database-url file:/tmp/bahi-1m.db --from 2026-10-01 --to 2026-10-31
const arg = (name: string): string =>
  (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined) ?? '';
if (!arg('--database-url') || !arg('--from') || !arg('--to')) {
  console.error(
    'Usage: prof-stock-report.ts --database-url file:PATH|postgres://… --from YYYY-MM-DD --to YYYY-MM-DD',
  );
  process.exit(2);
}
const db = createDatabase(parseDatabaseUrl(arg('--database-url')));
await migrateToLatest(db);
const range = { from: arg('--from'), to: arg('--to') };
console.log(
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, range ${range.from}..${range.to}`,
);
const parts: [string, () => Promise<unknown>][] = [
  ['figures', () => findStockFigures(db, range)],
  ['batches', () => findBatchStockOfProducts(db, 'all', { asOf: range.to })],
];
for (const [name, run] of parts) {
  for (let i = 0; i < 3; i += 1) await run();
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const start = process.cpuUsage();
    const began = performance.now();
    await run();
    wall.push(performance.now() - began);
    const used = process.cpuUsage(start);
    cpu.push((used.user + used.system) / 1000);
  }
  cpu.sort((a, b) => a - b);
  wall.sort((a, b) => a - b);
  // On PostgreSQL the database's own time is in the wall figure only.
  console.log(`${name}: median ${cpu[10]?.toFixed(1)} ms CPU, ${wall[10]?.toFixed(1)} ms wall`);
}
await db.destroy();
