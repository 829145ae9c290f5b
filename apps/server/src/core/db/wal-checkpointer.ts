import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// In WAL mode every commit appends the pages it changed to the log, and a checkpoint copies them
// back into the database file. SQLite checkpoints on the connection that commits, inside that
// commit: with a million invoices that was about a third of the time of saving one. A second
// connection on a worker thread checkpoints instead, ten times a second, beside the app's
// writes (PASSIVE: it never blocks a reader or a writer). The app's own connection keeps a high
// automatic checkpoint as a backstop, so the log stays bounded if this worker falls behind or dies.

/** Frames (pages) in the log before the app's own connection checkpoints regardless (~16 MB). */
export const BACKSTOP_CHECKPOINT_PAGES = 4000;
/**
 * How often the worker checkpoints. Each checkpoint copies every page the log holds once, however
 * many commits wrote it since the last one, and flushes the file: a hot page (a month's totals, a
 * product's balance) written by ten saves is copied once rather than ten times. Every 20 ms the
 * worker spent 1.0-1.4 ms of CPU per save on a 200,000-invoice file, every 100 ms 0.3-0.5 ms
 * (docs/performance.md). At 300 saves a second of about 100 pages each, 100 ms is about 3,000
 * frames: still under the backstop, which would checkpoint on the app's own thread.
 */
const INTERVAL_MS = 100;

// Plain JavaScript, run with eval: the same text works under tsx in development and under node.
// The file is opened at the first checkpoint, so a database closed within its first tenth of a
// second is never opened here. A failure is reported once, not ten times a second, until a
// checkpoint succeeds again or the failure changes.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
let db = null;
let reported = null;
const timer = setInterval(() => {
  try {
    if (db === null) {
      db = new Database(workerData.filename);
      db.pragma('busy_timeout = 1000');
    }
    db.pragma('wal_checkpoint(PASSIVE)');
    reported = null;
  } catch (error) {
    const warning = String(error && error.message);
    if (warning !== reported) parentPort.postMessage({ warning });
    reported = warning;
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  if (db !== null) db.close();
  parentPort.close();
});
`;

/** stop() asks the worker to close its connection and end; it does not wait for that. */
export type WalCheckpointer = { stop: () => void };

// Workers asked to stop that have not yet ended, so a caller can wait for their connections to close.
const stopping = new Set<Promise<void>>();
// Workers not yet asked to stop: each is a database of this process still open.
let running = 0;

/** How many checkpointers run, not yet asked to stop (the test suite checks each file leaves none). */
export function runningWalCheckpointers(): number {
  return running;
}

/**
 * Resolves once every checkpointer asked to stop has closed its connection and ended. Kysely's
 * destroy() cannot wait for it, so a caller about to reopen the same file, or a server shutting
 * down, waits here: the last connection to close is the one that checkpoints the log away.
 */
export async function walCheckpointersStopped(): Promise<void> {
  await Promise.all([...stopping]);
}

export function startWalCheckpointer(filename: string): WalCheckpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      filename,
      intervalMs: INTERVAL_MS,
    },
  });
  // A failed checkpoint is retried on the next tick and the backstop still holds: warn, go on.
  // Only the first of a run of the same failure reaches here (WORKER_SOURCE).
  worker.on('message', (message: { warning?: string }) => {
    if (message.warning) console.warn(`WAL checkpoint: ${message.warning}`);
  });
  worker.on('error', (error) => console.warn(`WAL checkpointer stopped: ${error.message}`));
  // While it runs the worker never keeps the process alive (a checkpoint cut short by exit is safe
  // in SQLite); once asked to stop, it does until it has closed.
  worker.unref();
  const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  running += 1;
  let stopAsked = false;
  return {
    stop: () => {
      if (stopAsked) return;
      stopAsked = true;
      running -= 1;
      const whenEnded = ended.then(() => {
        stopping.delete(whenEnded);
      });
      stopping.add(whenEnded);
      // Held until it has closed: a process awaiting walCheckpointersStopped() with nothing else
      // to do would otherwise end (exit code 0) with the promise still pending.
      worker.ref();
      worker.postMessage('stop');
    },
  };
}
