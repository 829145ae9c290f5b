import os from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp, createDatabase, createScriptToken, migrateToLatest, parseDatabaseUrl } from '@bahi/server';

// What keeping a filed GSTR-1 per document costs, on a copy of a large database (it writes):
//   npx tsx bench/prof-gstr1-filing.ts --database-url file:/tmp/<copy>.db --period 102026 --next 112026
// Times (CPU of this process, and wall) the migrations, the next period's preview with nothing
// filed, marking the period's GSTR-1 filed (it keeps every document it reported), unlocking it (the
// owner), and the next period's preview again, which then compares the unlocked month with the
// books to find amendments.
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    period: { type: 'string', default: '102026' },
    next: { type: 'string', default: '112026' },
    'filed-on': { type: 'string', default: '2026-11-11' },
  },
});
const load = () =>
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${os.cpus().length} CPUs`;
async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const result = await work();
  const used = process.cpuUsage(cpu);
  console.log(
    `${label.padEnd(34)} cpu ${((used.user + used.system) / 1000).toFixed(0).padStart(6)} ms  wall ${(performance.now() - wall).toFixed(0).padStart(6)} ms  (${load()})`,
  );
  return result;
}

console.log(`$ npx tsx bench/prof-gstr1-filing.ts ${process.argv.slice(2).join(' ')}`);
const db = createDatabase(parseDatabaseUrl(values['database-url'] ?? ''));
await timed('migrations', () => migrateToLatest(db));
const app = await buildApp({ db });
const authorization = `Bearer ${await createScriptToken(db, 'prof')}`;
await app.ready();
const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const answer = await app.inject({ method, url, payload, headers: { authorization } });
  if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
  return answer.json() as Record<string, unknown>;
};
const preview = `/api/gstr1/preview?period=${values.next}`;
await timed(`preview ${values.next}, nothing filed`, () => send('GET', preview));
const filing = await timed(`mark GSTR-1 ${values.period} filed`, () =>
  send('POST', '/api/returns/filings', {
    return_type: 'GSTR1',
    period: values.period,
    filed_on: values['filed-on'],
    arn: 'AA2210260123456',
  }),
);
await timed('unlock it', () =>
  send('POST', `/api/returns/filings/${filing.id}/unlock`, { reason: 'bench: amendments' }),
);
await timed(`preview ${values.next}, ${values.period} unlocked`, () => send('GET', preview));
await app.close();
await db.destroy();
