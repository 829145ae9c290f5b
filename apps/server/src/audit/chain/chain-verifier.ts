import type { Db } from '../../core/db/database';
import { CHAIN_START, entryHash, HASHED_COLUMNS } from '../../core/edit-log/entry-hash';
import type { ChainHead } from './chain-head-note';

// Walks the edit log in id order and checks each entry twice: its hash is the hash of its content
// and link (else its content was changed), and its link is the hash of the entry before it (else an
// entry before it was removed, or its hash rewritten). The first broken entry is reported: after a
// break every later link is suspect, and the owner needs the place where it started.

const PAGE = 1000;

export type ChainCheck =
  | { ok: true; count: number; head: { id: number; hash: string } | null }
  | { ok: false; count: number; brokenId: number; message: string };

/**
 * `seen`: the newest entry an earlier check found (chain-head-note.ts); it must still be there with
 * the same hash, or the log lost its newest entries (or was rewritten from that entry on).
 */
export async function verifyChain(db: Db, seen: ChainHead | null = null): Promise<ChainCheck> {
  let previous: { id: number; hash: string } | null = null;
  let count = 0;
  let seenFound = false;
  for (;;) {
    const page = await entriesAfter(db, previous?.id ?? 0);
    for (const entry of page) {
      const broken = brokenLink(entry, previous);
      if (broken) return { ok: false, count, brokenId: entry.id, message: broken };
      if (seen && entry.id === seen.id) {
        if (entry.hash !== seen.hash) {
          return { ok: false, count, brokenId: entry.id, message: rewrittenSince(seen) };
        }
        seenFound = true;
      }
      previous = { id: entry.id, hash: entry.hash as string };
      count += 1;
    }
    if (page.length < PAGE) break;
  }
  if (seen && !seenFound) return { ok: false, count, brokenId: seen.id, message: removedSince(seen) };
  return { ok: true, count, head: previous };
}

function removedSince(seen: ChainHead): string {
  return `Entry ${seen.id}, the newest when the log was checked at ${seen.checked_at}, is gone: the newest entries were removed.`;
}

function rewrittenSince(seen: ChainHead): string {
  return `Entry ${seen.id} is not the entry the check at ${seen.checked_at} saw: the log was rewritten from there on.`;
}

type ChainedRow = Awaited<ReturnType<typeof entriesAfter>>[number];

function entriesAfter(db: Db, afterId: number) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'prev_hash', 'hash', ...HASHED_COLUMNS])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(PAGE)
    .execute();
}

/** Why this entry breaks the chain, or null when it holds. */
function brokenLink(entry: ChainedRow, previous: { id: number; hash: string } | null): string | null {
  if (!entry.hash || !entry.prev_hash)
    return `Entry ${entry.id} carries no hash: it was not written by Bahi.`;
  if (entryHash(entry, entry.prev_hash) !== entry.hash) {
    return `Entry ${entry.id} was changed after it was written: its content no longer matches its hash.`;
  }
  const expected = previous?.hash ?? CHAIN_START;
  if (entry.prev_hash === expected) return null;
  if (!previous) {
    return `Entry ${entry.id} is the first left but does not start the chain: the entries before it were removed.`;
  }
  const gap = entry.id - previous.id - 1;
  const between = gap > 0 ? ` (ids ${previous.id + 1} to ${entry.id - 1} are missing)` : '';
  return `Entry ${entry.id} does not follow entry ${previous.id}: an entry between them was removed${between}, or entry ${previous.id} was rewritten.`;
}

/** The check's result in one line, as verify-log prints it and the daily check logs it. */
export function describeChainCheck(check: ChainCheck): string {
  if (check.ok) return `Edit log intact: ${check.count} entries, each linked to the one before.`;
  return `Edit log broken at entry ${check.brokenId}: ${check.message} ${check.count} entries before it are intact.`;
}
