import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

// npx tsx bench/fsync-floor.ts [--seconds 5] [--dir /path/on/the/database/disk]
// The disk's floor for durable commits: how many times a second it can append a small write and
// flush it (fdatasync), as SQLite does for each commit under synchronous=FULL in WAL mode (the
// log's new pages, then one flush). One saving connection cannot commit faster than this, so POST
// /api/invoices under FULL is bounded by it however little CPU a save takes. Three runs: 4 KiB
// appends (one page), 64 KiB and 256 KiB (a 10-line invoice writes about 60 pages, 240 KiB, to
// the log of a large database). bench/sqlite-writer-floor.ts measures the whole commit in SQLite.

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, dir: { type: 'string', default: os.tmpdir() } },
});
const seconds = Number(values.seconds);

function flushesPerSecond(bytes: number): { perSecond: number; medianMs: number } {
  const dir = fs.mkdtempSync(path.join(values.dir, 'bahi-fsync-'));
  const file = path.join(dir, 'log');
  const fd = fs.openSync(file, 'w');
  const chunk = Buffer.alloc(bytes, 7);
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  try {
    while (performance.now() < end) {
      const start = performance.now();
      fs.writeSync(fd, chunk);
      fs.fdatasyncSync(fd);
      times.push(performance.now() - start);
    }
  } finally {
    fs.closeSync(fd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  times.sort((a, b) => a - b);
  return { perSecond: times.length / seconds, medianMs: times[Math.floor(times.length / 2)] ?? 0 };
}

console.log(
  `fsync floor in ${values.dir}, ${seconds} s each, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const bytes of [4096, 65536, 262144]) {
  const { perSecond, medianMs } = flushesPerSecond(bytes);
  console.log(
    `${String(bytes / 1024).padStart(3)} KiB append + fdatasync: ${perSecond.toFixed(0)}/s (median ${medianMs.toFixed(2)} ms)`,
  );
}
console.log(
  `load average after ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
