import crypto from 'node:crypto';

// The edit log is a hash chain: each entry carries the hash of the entry before it (prev_hash) and
// the hash of its own content together with that link (hash). Changing, inserting or removing an
// entry anywhere but at the very end breaks the link of the entry after it, and verify-log
// (chain-verifier.ts) names that entry. The id is left out of the content: the chain's order is
// the ids' order, and the links already pin each entry to its place.

/** The link the first entry carries: there is no entry before it. */
export const CHAIN_START = '0'.repeat(64);

/** The columns an entry's hash covers, in the order they are serialised. Never reorder. */
export const HASHED_COLUMNS = [
  'at',
  'day',
  'user_id',
  'user_name',
  'token_name',
  'ip',
  'user_agent',
  'request_id',
  'record_type',
  'record_id',
  'action',
  'before',
  'after',
] as const;

export type HashedContent = {
  [Column in (typeof HASHED_COLUMNS)[number]]?: string | number | null;
};

/**
 * SHA-256 (hex) of the canonical serialisation: a JSON array of the previous hash, then each
 * hashed column's value in HASHED_COLUMNS order (null for an absent one). Every column is text or
 * an integer, which JSON writes one way only, so both databases give the same bytes.
 */
export function entryHash(content: HashedContent, prevHash: string): string {
  const canonical = JSON.stringify([prevHash, ...HASHED_COLUMNS.map((column) => content[column] ?? null)]);
  return crypto.createHash('sha256').update(canonical, 'utf8').digest('hex');
}
