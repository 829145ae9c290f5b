// What went wrong with the storage under the database, in words a shopkeeper can act on. The codes
// are SQLite's (better-sqlite3 names them SQLITE_*), PostgreSQL's SQLSTATE and Node's file errors.

export type StorageProblem =
  | 'disk-full'
  | 'read-only'
  | 'cannot-open'
  | 'damaged'
  | 'io'
  | 'busy'
  | 'unreachable';

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/** The storage problem behind an error, or undefined when the error is something else. */
export function storageProblemOf(error: unknown): StorageProblem | undefined {
  const code = codeOf(error);
  // SQLite extended codes carry the primary one as prefix: SQLITE_READONLY_DIRECTORY, SQLITE_IOERR_WRITE.
  if (code === 'SQLITE_FULL' || code === '53100' || code === 'ENOSPC') return 'disk-full';
  if (code.startsWith('SQLITE_READONLY') || code === '25006' || code === 'EROFS') return 'read-only';
  if (code.startsWith('SQLITE_CANTOPEN') || code === 'EACCES' || code === 'EPERM' || code === '42501') {
    return 'cannot-open';
  }
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB' || code === 'XX001') return 'damaged';
  if (code.startsWith('SQLITE_IOERR') || code === '58030' || code === 'EIO') return 'io';
  // Another program (a DB browser, a backup tool) held SQLite's lock past the busy wait.
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
  if (isUnreachable(error, code)) return 'unreachable';
  return undefined;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/**
 * PostgreSQL cannot be reached or is shutting down: a refused or broken connection (Node's codes;
 * pg's own "Connection terminated" errors carry none), SQLSTATE class 08 (connection exception),
 * 57P01 to 57P03 (the server shut down or is starting).
 */
function isUnreachable(error: unknown, code: string): boolean {
  if (NETWORK_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /^Connection terminated|timeout exceeded when trying to connect/.test(message);
}

const CAUSES: Record<StorageProblem, string> = {
  'disk-full': 'the disk is full',
  'read-only': 'the database or its folder is read-only',
  'cannot-open': 'the database file or its folder cannot be opened (permissions)',
  damaged: 'the database file is damaged',
  io: 'the disk could not be read or written',
  busy: 'another program is holding the database locked; close it (a DB browser, a copy in progress) and try again',
  unreachable:
    'the PostgreSQL server cannot be reached or is shutting down; check that it runs and try again',
};

/** 'the disk is full (database or disk is full)': the cause and the underlying message. */
export function describeStorageProblem(error: unknown): string | undefined {
  const problem = storageProblemOf(error);
  if (!problem) return undefined;
  const message = error instanceof Error ? error.message : String(error);
  return `${CAUSES[problem]} (${message})`;
}

/** The answer of a save that failed because the disk is full (507 Insufficient Storage). */
export const DISK_FULL_MESSAGE = 'The disk is full: free space and save again';
