import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp, createDatabase, createScriptToken, migrateToLatest, parseDatabaseUrl } from '@bahi/server';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { randomInvoiceBody } from './lib/post-invoices';
import { Random } from './lib/random';

// npx tsx bench/save-pages.ts --database-url file:/tmp/copy-of-bench.db [--saves 100]
// How many pages of the SQLite file one save of a 10-line invoice changes, and in which table or
// index: each changed page is written to the log at the commit (4 KiB each), which is most of
// what a commit costs besides its flush. The saves go through the real app (app.inject), one at a
// time, with the log's checkpoints held off so the log keeps every page written; the log's
// frames are then mapped to their tables and indexes with SQLite's dbstat table. The invoices stay
// in the file: give it a copy.

const { values } = parseArgs({
  options: { 'database-url': { type: 'string' }, saves: { type: 'string', default: '100' } },
});
const url = values['database-url'] ?? '';
const saves = Number(values.saves);
if (!url.startsWith('file:') || !Number.isSafeInteger(saves) || saves < 1) {
  console.error('Usage: save-pages.ts --database-url file:PATH [--saves N]');
  process.exit(2);
}
const file = url.slice('file:'.length);
const WAL_HEADER_BYTES = 32;
const FRAME_HEADER_BYTES = 24;

const db = createDatabase(parseDatabaseUrl(url));
await migrateToLatest(db);
const app = await buildApp({ db });
const authorization = `Bearer ${await createScriptToken(db, 'save pages')}`;
const products = await db
  .selectFrom('products')
  .innerJoin('gst_rates', 'gst_rates.id', 'products.gst_rate_id')
  .select(['products.id', 'products.mrp', 'gst_rates.rate_bp'])
  .execute();
const { customers, date } = await db
  .selectFrom('invoices')
  .select((eb) => [eb.fn.max('customer_id').as('customers'), eb.fn.max('date').as('date')])
  .executeTakeFirstOrThrow();
const random = new Random(7);
const run = Date.now().toString(36).slice(-5).toUpperCase();
const post = async (number: string) => {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/invoices',
    headers: { authorization },
    payload: randomInvoiceBody(random, products, Number(customers ?? 1), String(date), number),
  });
  if (answer.statusCode !== 201) throw new Error(answer.body);
};

for (let i = 0; i < 20; i += 1) await post(`P${run}-W${i}`);
await sql`pragma wal_checkpoint(truncate)`.execute(db);
await sql`pragma wal_autocheckpoint = 0`.execute(db);
// A reader holding the empty log's snapshot: the app's checkpointer (a worker beside it) can then
// copy nothing back, so the log is never restarted over the frames being counted.
const pin = new SQLite(file);
pin.exec('begin');
pin.prepare('select count(*) from settings').get();
for (let i = 0; i < saves; i += 1) await post(`P${run}-${i}`);
// Read before closing: the last connection to close checkpoints the log away.
const log = fs.readFileSync(`${file}-wal`);
pin.exec('commit');
pin.close();
const pageSize = log.readUInt32BE(8);
await app.close();
await db.destroy();

const owners = new Map<number, string>();
const reader = new SQLite(file, { readonly: true });
for (const row of reader.prepare('select name, pageno from dbstat').iterate() as Iterable<{
  name: string;
  pageno: number;
}>) {
  owners.set(row.pageno, row.name);
}
reader.close();
const frames = new Map<string, number>();
const distinct = new Map<string, Set<number>>();
let total = 0;
for (
  let at = WAL_HEADER_BYTES;
  at + FRAME_HEADER_BYTES + pageSize <= log.length;
  at += FRAME_HEADER_BYTES + pageSize
) {
  const page = log.readUInt32BE(at);
  const owner = owners.get(page) ?? '(free or new)';
  frames.set(owner, (frames.get(owner) ?? 0) + 1);
  distinct.set(owner, (distinct.get(owner) ?? new Set()).add(page));
  total += 1;
}
console.log(`$ npx tsx bench/save-pages.ts --database-url ${url} --saves ${saves}`);
console.log(
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; page size ${pageSize} bytes`,
);
console.log(`${(total / saves).toFixed(1)} pages written to the log per save`);
console.log('per save | distinct pages over all saves | table or index');
for (const [owner, count] of [...frames].sort((a, b) => b[1] - a[1])) {
  console.log(
    `${(count / saves).toFixed(2).padStart(8)} | ${String(distinct.get(owner)?.size ?? 0).padStart(6)} | ${owner}`,
  );
}
