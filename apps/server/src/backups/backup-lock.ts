import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// One backup at a time per folder, whichever process takes it (two servers on one database
// file, a server and `npm run backup`): a lock file created exclusively. A lock whose process
// has died (same machine) or that is older than a day is stale and taken over.

const LOCK_NAME = '.backup.lock';
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

type LockOwner = { pid: number; host: string; since: number };

function isStale(lockFile: string): boolean {
  const owner = readOwner(lockFile);
  // Unreadable: being written this instant, or left half-written by a crash long ago.
  if (!owner) return Date.now() - fs.statSync(lockFile).mtimeMs > 60_000;
  if (Date.now() - owner.since > STALE_AFTER_MS) return true;
  if (owner.host !== os.hostname()) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function readOwner(lockFile: string): LockOwner | null {
  try {
    return JSON.parse(fs.readFileSync(lockFile, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

/** Takes the folder's backup lock, or returns null while another live process holds it. */
export function tryLockBackups(dir: string): { release: () => void } | null {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, LOCK_NAME);
  const owner: LockOwner = { pid: process.pid, host: os.hostname(), since: Date.now() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify(owner), { flag: 'wx' });
      return { release: () => fs.rmSync(lockFile, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!isStale(lockFile)) return null;
      fs.rmSync(lockFile, { force: true });
    }
  }
  return null;
}
