import { Worker } from 'node:worker_threads';
import type { SnapshotResult } from './snapshot-check';

type WorkerAnswer = {
  result?: {
    sourceCounts: Record<string, number>;
    backupCounts: Record<string, number>;
    integrity: string[];
  };
  error?: string;
};

/**
 * Copies a consistent snapshot of the SQLite database at `source` into the new file `target`
 * while the app goes on saving, then reads the copy back: integrity check and row counts. The work
 * runs on a worker thread with connections of its own (sqlite-backup-worker.mjs).
 */
export function snapshotSqlite(source: string, target: string): Promise<SnapshotResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sqlite-backup-worker.mjs', import.meta.url), {
      workerData: { source, target },
    });
    worker.once('message', ({ result, error }: WorkerAnswer) => {
      if (!result) return reject(new Error(`SQLite backup failed: ${error}`));
      const problems = result.integrity.filter((line) => line !== 'ok');
      resolve({ sourceCounts: result.sourceCounts, backupCounts: result.backupCounts, problems });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`SQLite backup worker stopped with code ${code}`));
    });
  });
}
