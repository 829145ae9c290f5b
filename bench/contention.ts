import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, migrateToLatest } from '@bahi/server';
import SQLite from 'better-sqlite3';
import { customerInput, productInput } from '../apps/server/src/test-support/api-calls';
import { LOAD_SHOP, runInvoiceLoad, serverErrors } from '../apps/server/src/test-support/invoice-load';
import {
  callServer,
  type ServerProcess,
  startServerProcess,
} from '../apps/server/src/test-support/server-process';

// npx tsx bench/contention.ts [--servers 2] [--writers 50] [--seconds 30]
// Several server processes (main.ts, as the shop runs it) on one SQLite file, many writers saving
// invoices over HTTP for a while: how many saves, how many 5xx (must be 0), duplicates (must be
// 0), acknowledged invoices missing afterwards (must be 0). apps/server/src/db/two-servers.test.ts
// is the short version in the test suite.

const { values } = parseArgs({
  options: {
    servers: { type: 'string', default: '2' },
    writers: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '30' },
  },
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-contention-'));
const filename = path.join(dir, 'shop.db');
const servers: ServerProcess[] = [];
try {
  const db = createDatabase({ kind: 'sqlite', filename });
  await migrateToLatest(db);
  await db.destroy();
  for (let i = 0; i < Number(values.servers); i++) {
    servers.push(
      await startServerProcess({
        DATABASE_URL: `file:${filename}`,
        BAHI_BACKUP_DIR: path.join(dir, 'backups'),
      }),
    );
  }
  const [first] = servers as [ServerProcess];
  await callServer(first, 'PUT', '/api/settings', LOAD_SHOP);
  const customer = await callServer(
    first,
    'POST',
    '/api/customers',
    customerInput({ name: 'Counter Customer' }),
  );
  const product = await callServer(first, 'POST', '/api/products', productInput({ mrp: 118, gst_rate: 18 }));
  const startedAt = performance.now();
  const result = await runInvoiceLoad(servers, {
    writers: Number(values.writers),
    durationMs: Number(values.seconds) * 1000,
    customerId: (customer.body as { id: number }).id,
    productId: (product.body as { id: number }).id,
    prefix: 'C',
  });
  const elapsedS = (performance.now() - startedAt) / 1000;
  await Promise.all(servers.map((server) => server.stop()));
  const check = new SQLite(filename, { readonly: true });
  const numbers = (
    check.prepare('select invoice_number from invoices').all() as { invoice_number: string }[]
  ).map((row) => row.invoice_number);
  const integrity = check.pragma('integrity_check', { simple: true });
  check.close();
  const present = new Set(numbers);
  console.log(`${values.servers} servers, ${values.writers} writers, ${elapsedS.toFixed(1)} s`);
  console.log(
    `saves answered 201: ${result.acknowledged.length} (${(result.acknowledged.length / elapsedS).toFixed(0)}/s)`,
  );
  console.log(`answers by status: ${JSON.stringify(result.statuses)}; 5xx: ${serverErrors(result)}`);
  console.log(`duplicates: ${numbers.length - present.size}`);
  console.log(
    `acknowledged but missing: ${result.acknowledged.filter((number) => !present.has(number)).length}`,
  );
  console.log(`integrity_check: ${integrity}`);
} finally {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  fs.rmSync(dir, { recursive: true, force: true });
}
