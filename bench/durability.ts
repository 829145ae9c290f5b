import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { settingsInputSchema } from '@bahi/domain/schemas';
import { createDatabase, migrateToLatest } from '@bahi/server';
import { sql } from 'kysely';
import { systemContext } from '../apps/server/src/core/http/request-context';
import { changeSettings } from '../apps/server/src/settings/settings-service';
import { LOAD_SHOP } from '../apps/server/src/test-support/invoice-load';
import { startSalesLoad } from '../apps/server/src/test-support/sales-load';

// npx tsx bench/durability.ts [--seconds 10] [--writers 8] [--dir /tmp]
// What synchronous=FULL costs on SQLite: invoices saved through the invoice use case (pricing,
// numbering, one transaction each) by concurrent loops for a fixed time, once with FULL (the
// app's setting: every commit is flushed to the disk before it is answered) and once with NORMAL
// (the log is flushed only at checkpoints: a power cut can lose the last commits). Each run gets
// a fresh database file in --dir, which should be on the disk the shop's database lives on.

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    writers: { type: 'string', default: '8' },
    dir: { type: 'string', default: os.tmpdir() },
  },
});
const seconds = Number(values.seconds);
const writers = Number(values.writers);

async function run(synchronous: 'FULL' | 'NORMAL'): Promise<number> {
  const dir = fs.mkdtempSync(path.join(values.dir, 'bahi-durability-'));
  const db = createDatabase({ kind: 'sqlite', filename: path.join(dir, 'bench.db') });
  try {
    await migrateToLatest(db);
    await changeSettings(systemContext(db), settingsInputSchema.parse(LOAD_SHOP));
    await sql.raw(`pragma synchronous = ${synchronous}`).execute(db);
    const load = await startSalesLoad(db, writers);
    const startedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    await load.stop();
    return load.acknowledged.length / ((performance.now() - startedAt) / 1000);
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const full = await run('FULL');
const normal = await run('NORMAL');
console.log(`synchronous=FULL:   ${full.toFixed(0)} invoices/s (${(1000 / full).toFixed(2)} ms each)`);
console.log(`synchronous=NORMAL: ${normal.toFixed(0)} invoices/s (${(1000 / normal).toFixed(2)} ms each)`);
console.log(
  `FULL costs ${(1000 / full - 1000 / normal || 0).toFixed(2)} ms per invoice (${((1 - full / normal) * 100).toFixed(0)}% fewer per second)`,
);
