import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureServerBuilt, serverEntry } from '../scripts/lib/build-server.mjs';

// How soon the compiled server (what `npm start` runs) answers /api/health on a database that
// already exists and is migrated, and how much memory it holds once idle. Each start is a new
// process, timed from spawn to the first 200 of /api/health, as a shop's restart is.
// Run: npx tsx bench/server-start.ts [--database-url file:/tmp/bahi-bench.db] [--starts 5]

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const STARTS = Number(option('starts', '5'));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-start-'));
const databaseUrl = option('database-url', `file:${path.join(scratch, 'bahi.db')}`);
const PORT = 3490;

async function healthy(baseUrl: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Resident memory of a process in MiB, from /proc (Linux). */
function residentMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

async function startOnce(): Promise<{ ms: number; idleMiB: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      BAHI_BACKUP_DIR: path.join(scratch, 'backups'),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      BAHI_LOG: 'off',
      INITIAL_ADMIN_EMAIL: 'owner@bahi.test',
      INITIAL_ADMIN_PASSWORD: 'Start-Bench-Pass-2026',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await healthy(`http://127.0.0.1:${PORT}`, child);
  const ms = performance.now() - started;
  // Idle: after start-up work settles (the first request served, timers armed).
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idleMiB = residentMiB(child.pid ?? 0);
  child.kill('SIGTERM');
  await exited;
  return { ms, idleMiB };
}

await ensureServerBuilt();
const loadBefore = os.loadavg()[0] ?? 0;
// The first start creates (or migrates) the database; the ones after it start on it as it is.
const first = await startOnce();
const runs: { ms: number; idleMiB: number }[] = [];
for (let index = 0; index < STARTS; index += 1) runs.push(await startOnce());
const times = runs.map((run) => run.ms).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
console.log(`database: ${databaseUrl}`);
console.log(`first start (creates/migrates the database): ${first.ms.toFixed(0)} ms`);
console.log(
  `start on the existing database, spawn to healthy: median ${median.toFixed(0)} ms, ` +
    `slowest ${(times.at(-1) ?? Number.NaN).toFixed(0)} ms over ${STARTS} starts`,
);
console.log(`idle resident memory: ${runs.map((run) => run.idleMiB.toFixed(0)).join(', ')} MiB`);
console.log(`load average (1 min) before: ${loadBefore.toFixed(2)}, after: ${os.loadavg()[0]?.toFixed(2)}`);
fs.rmSync(scratch, { recursive: true, force: true });
