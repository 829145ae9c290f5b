import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, migrateToLatest } from '@bahi/server';
import pg from 'pg';
import { customerInput, productInput } from '../apps/server/src/test-support/api-calls';
import { LOAD_SHOP, runInvoiceLoad, serverErrors } from '../apps/server/src/test-support/invoice-load';
import {
  callServer,
  type ServerProcess,
  startServerProcess,
} from '../apps/server/src/test-support/server-process';
import { startRoundRobinProxy } from './lib/round-robin-proxy';

// npx tsx bench/scale-out.ts --admin-url postgres://postgres@127.0.0.1:5432/postgres
//   [--servers 2] [--writers 40] [--readers 10] [--seconds 30]
// Growing past one machine: several server processes on one PostgreSQL database behind one
// address (a round-robin proxy standing in for nginx). Everyone signs in once through that
// address; each request may land on any server, so the session, the idempotency keys and the
// invoice numbering must live in the database. Writers save invoices, readers page the invoice
// list and open the app, for a while: how many answers, how many errors (must be 0), duplicates
// and acknowledged invoices missing afterwards (must be 0).

const { values } = parseArgs({
  options: {
    'admin-url': { type: 'string', default: process.env.TEST_POSTGRES_URL ?? '' },
    servers: { type: 'string', default: '2' },
    writers: { type: 'string', default: '40' },
    readers: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '30' },
  },
});
if (!values['admin-url'])
  throw new Error('Give --admin-url (a PostgreSQL server Bahi may create a database on)');

const databaseName = `bahi_scale_${process.pid}`;
const adminUrl = new URL(values['admin-url']);
const databaseUrl = Object.assign(new URL(adminUrl.href), { pathname: `/${databaseName}` }).href;
const admin = new pg.Client({ connectionString: adminUrl.href });
await admin.connect();
await admin.query(`create database ${databaseName}`);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-scale-out-'));
const servers: ServerProcess[] = [];
let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>> | null = null;
try {
  const db = createDatabase({ kind: 'postgres', connectionString: databaseUrl });
  await migrateToLatest(db);
  await db.destroy();
  for (let i = 0; i < Number(values.servers); i++) {
    servers.push(
      await startServerProcess({ DATABASE_URL: databaseUrl, BAHI_BACKUP_DIR: path.join(dir, 'backups') }),
    );
  }
  proxy = await startRoundRobinProxy(servers.map((server) => server.baseUrl));
  // One sign-in through the shared address: its cookie must work on every server behind it.
  const signIn = await fetch(`${proxy.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { origin: proxy.baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@bahi.test', password: 'Contention-Test-Pass-2026' }),
  });
  if (!signIn.ok) throw new Error(`Sign-in through the proxy answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const front: ServerProcess = {
    baseUrl: proxy.baseUrl,
    child: servers[0]?.child as ServerProcess['child'],
    headers: { origin: proxy.baseUrl, cookie },
    stop: async () => undefined,
  };
  await callServer(front, 'PUT', '/api/settings', LOAD_SHOP);
  const customer = await callServer(
    front,
    'POST',
    '/api/customers',
    customerInput({ name: 'Scale Customer' }),
  );
  const product = await callServer(front, 'POST', '/api/products', productInput({ mrp: 118, gst_rate: 18 }));

  const durationMs = Number(values.seconds) * 1000;
  const deadline = Date.now() + durationMs;
  const reads: Record<number, number> = {};
  const reader = async () => {
    for (let i = 0; Date.now() < deadline; i++) {
      const url = i % 3 === 0 ? '/' : `/api/invoices?limit=50&offset=${(i % 5) * 50}`;
      const answer = await fetch(`${front.baseUrl}${url}`, { headers: front.headers });
      await answer.arrayBuffer();
      reads[answer.status] = (reads[answer.status] ?? 0) + 1;
    }
  };
  const startedAt = performance.now();
  const [result] = await Promise.all([
    runInvoiceLoad([front], {
      writers: Number(values.writers),
      durationMs,
      customerId: (customer.body as { id: number }).id,
      productId: (product.body as { id: number }).id,
      prefix: 'S',
    }),
    ...Array.from({ length: Number(values.readers) }, reader),
  ]);
  const elapsedS = (performance.now() - startedAt) / 1000;

  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  const numbers = (
    await check.query<{ invoice_number: string }>('select invoice_number from invoices')
  ).rows.map((row) => row.invoice_number);
  await check.end();
  const present = new Set(numbers);
  const readErrors = Object.entries(reads)
    .filter(([status]) => Number(status) !== 200)
    .reduce((sum, [, count]) => sum + count, 0);
  console.log(
    `${values.servers} servers behind one address, ${values.writers} writers, ${values.readers} readers, ${elapsedS.toFixed(1)} s, load average ${os.loadavg()[0]?.toFixed(2)}`,
  );
  console.log(`requests per server (proxy): ${proxy.served.join(', ')}`);
  console.log(
    `saves answered 201: ${result.acknowledged.length} (${(result.acknowledged.length / elapsedS).toFixed(0)}/s); answers by status: ${JSON.stringify(result.statuses)}; 5xx: ${serverErrors(result)}`,
  );
  console.log(`reads by status: ${JSON.stringify(reads)}; errors: ${readErrors}`);
  console.log(`duplicates: ${numbers.length - present.size}`);
  console.log(
    `acknowledged but missing: ${result.acknowledged.filter((number) => !present.has(number)).length}`,
  );
  if (result.failures.length > 0) console.log('first failures:', JSON.stringify(result.failures.slice(0, 3)));
} finally {
  await proxy?.close();
  await Promise.all(servers.map((server) => server.stop()));
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
  fs.rmSync(dir, { recursive: true, force: true });
}
