import fs from 'node:fs';
import path from 'node:path';

// The chain shows an entry changed or removed in its middle, but not its newest entries removed:
// what is left still links up. So each check that finds the chain whole writes down the newest
// entry it saw, in a file beside the backups, off the database; the next check (and verify-log)
// requires that entry to be still there, unchanged. Someone who can alter the database but not
// the server's files can no longer cut the log's tail unseen.

export type ChainHead = { id: number; hash: string; checked_at: string };

const FILE = 'edit-log-head.json';

export function chainHeadFile(dir: string): string {
  return path.join(dir, FILE);
}

/** The newest entry an earlier check saw, or null when no check has written one (or it is unreadable). */
export function readChainHead(dir: string): ChainHead | null {
  try {
    const head = JSON.parse(fs.readFileSync(chainHeadFile(dir), 'utf8')) as Partial<ChainHead>;
    if (typeof head.id !== 'number' || typeof head.hash !== 'string' || typeof head.checked_at !== 'string') {
      return null;
    }
    return { id: head.id, hash: head.hash, checked_at: head.checked_at };
  } catch {
    return null;
  }
}

/** Writes the note whole or not at all (a new file renamed over the old one). */
export function writeChainHead(dir: string, head: ChainHead): void {
  fs.mkdirSync(dir, { recursive: true });
  const file = chainHeadFile(dir);
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(head)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}
