import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerInput, productInput } from '../../test-support/api-calls';
import { LOAD_SHOP, runInvoiceLoad, serverErrors } from '../../test-support/invoice-load';
import { callServer, type ServerProcess, startServerProcess } from '../../test-support/server-process';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';

// Two server processes on one SQLite file (two counters each running Bahi on a shared folder, or
// a server started twice), 50 writers, an outside program holding the write lock for moments,
// and a server killed with SIGKILL mid-write. Bounded to a few seconds; the longer run with its
// figures is bench/contention.ts (docs/performance.md).

const sqliteOnly = process.env.BAHI_TEST_DB === 'postgres';

describe.skipIf(sqliteOnly)('Two server processes on one SQLite file', () => {
  let dir: string;
  let filename: string;
  let servers: ServerProcess[] = [];
  let customerId: number;
  let productId: number;

  const start = () =>
    startServerProcess({ DATABASE_URL: `file:${filename}`, BAHI_BACKUP_DIR: path.join(dir, 'backups') });

  /**
   * Invoice numbers in the file, read by a connection of the test's own (as after a restart), and
   * SQLite's integrity check of it. A file that fails the check is copied aside with its log first
   * (it failed once in a full run, pages 264-265 "never used", and never alone since), and the
   * failure names the copy.
   */
  function invoiceNumbers(): { numbers: string[]; integrity: unknown } {
    const db = new SQLite(filename, { readonly: true });
    try {
      const rows = db.prepare('select invoice_number from invoices').all() as { invoice_number: string }[];
      const integrity = db.pragma('integrity_check', { simple: true });
      return { numbers: rows.map((row) => row.invoice_number), integrity: keptIfDamaged(integrity) };
    } finally {
      db.close();
    }
  }

  function keptIfDamaged(integrity: unknown): unknown {
    if (integrity === 'ok') return integrity;
    const kept = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-two-servers-damaged-'));
    fs.cpSync(dir, kept, { recursive: true });
    return `${String(integrity)}\n(the database folder is kept at ${kept})`;
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-two-servers-'));
    filename = path.join(dir, 'shop.db');
    const db = createDatabase({ kind: 'sqlite', filename });
    await migrateToLatest(db);
    await db.destroy();
    servers = [await start(), await start()];
    const [first] = servers as [ServerProcess];
    expect((await callServer(first, 'PUT', '/api/settings', LOAD_SHOP)).status).toBe(200);
    const customer = await callServer(
      first,
      'POST',
      '/api/customers',
      customerInput({ name: 'Counter Customer' }),
    );
    const product = await callServer(
      first,
      'POST',
      '/api/products',
      productInput({ mrp: 118, gst_rate: 18 }),
    );
    customerId = (customer.body as { id: number }).id;
    productId = (product.body as { id: number }).id;
    expect([customer.status, product.status]).toEqual([201, 201]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('50 writers and an outside writer: no 5xx, no duplicates, every acknowledged invoice present', async () => {
    let outsideHolds = 0;
    const outside = new SQLite(filename);
    outside.pragma('busy_timeout = 10000');
    // A DB browser saving something: the write lock held 200 ms, three times during the run.
    // A busy machine can delay the commit past the next tick: never begin inside an open hold.
    const holder = setInterval(() => {
      if (outsideHolds >= 3 || outside.inTransaction) return;
      outside.exec('begin immediate');
      outsideHolds += 1;
      setTimeout(() => {
        if (outside.open && outside.inTransaction) outside.exec('commit');
      }, 200);
    }, 700);
    const result = await runInvoiceLoad(servers, {
      writers: 50,
      durationMs: 3_000,
      customerId,
      productId,
      prefix: 'A',
    });
    clearInterval(holder);
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (outside.inTransaction) outside.exec('commit');
    outside.close();

    expect(serverErrors(result)).toBe(0);
    expect(result.failures).toEqual([]);
    expect(outsideHolds).toBe(3);
    expect(result.acknowledged.length).toBeGreaterThan(50);
    const { numbers, integrity } = invoiceNumbers();
    expect(integrity).toBe('ok');
    expect(numbers.length).toBe(new Set(numbers).size);
    const present = new Set(numbers);
    expect(result.acknowledged.filter((number) => !present.has(number))).toEqual([]);
    // Every request was answered, so nothing was saved that its writer was not told about.
    expect(numbers.filter((number) => number.startsWith('A')).length).toBe(result.acknowledged.length);
  }, 60_000);

  it('a server killed with SIGKILL mid-write loses no acknowledged invoice', async () => {
    const [survivor, victim] = servers as [ServerProcess, ServerProcess];
    setTimeout(() => victim.stop('SIGKILL'), 1_500);
    const result = await runInvoiceLoad([survivor, victim], {
      writers: 20,
      durationMs: 3_000,
      customerId,
      productId,
      prefix: 'K',
    });
    await victim.stop('SIGKILL');
    await survivor.stop('SIGKILL');

    expect(serverErrors(result)).toBe(0);
    // The victim's writers lost their connection (status 0); nothing else failed.
    expect(Object.keys(result.statuses).sort()).toEqual(['0', '201']);
    const { numbers, integrity } = invoiceNumbers();
    expect(integrity).toBe('ok');
    const present = new Set(numbers);
    expect(result.acknowledged.filter((number) => !present.has(number))).toEqual([]);
    expect(numbers.length).toBe(present.size);
  }, 60_000);
});
