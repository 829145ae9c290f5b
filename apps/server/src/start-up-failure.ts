import fs from 'node:fs';
import path from 'node:path';
import { parseDatabaseUrl } from './core/config';
import { GuardsMissingError } from './core/db/guards/guard-check';
import { MIN_FREE_BYTES } from './core/db/read-write-check';
import { describeStorageProblem, storageProblemOf } from './core/db/storage-errors';

// When the server cannot start because of where its data lives (a read-only database file or
// folder, a full disk, a folder it may not create), the person starting it gets one line saying
// so, not a stack trace; the exit code is non-zero either way.

function isFolderCreation(error: unknown): error is NodeJS.ErrnoException {
  return (error as NodeJS.ErrnoException | null)?.syscall === 'mkdir';
}

function sqliteFolder(databaseUrl: string): string | undefined {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.kind !== 'sqlite' || target.filename === ':memory:') return undefined;
  return path.dirname(target.filename);
}

/** The SQLite file's folder when its disk is full (SQLite may only say "disk I/O error"). */
function fullFolder(databaseUrl: string): string | undefined {
  const folder = sqliteFolder(databaseUrl);
  if (!folder || !fs.existsSync(folder)) return undefined;
  const disk = fs.statfsSync(folder);
  return disk.bavail * disk.bsize < MIN_FREE_BYTES ? folder : undefined;
}

/** The SQLite file's folder when it may not be written (SQLite only says "unable to open"). */
function unwritableFolder(databaseUrl: string): string | undefined {
  const folder = sqliteFolder(databaseUrl);
  if (!folder) return undefined;
  try {
    fs.accessSync(folder, fs.constants.W_OK);
    return undefined;
  } catch {
    return folder;
  }
}

/** One line for a start-up failure caused by storage, or undefined for anything else. */
export function startUpFailureLine(error: unknown, databaseUrl: string): string | undefined {
  const where = databaseUrl.replace(/\/\/[^@/]*@/, '//');
  if (error instanceof GuardsMissingError) return `Bahi cannot start: ${error.message} Database: ${where}.`;
  if (isFolderCreation(error)) {
    return `Bahi cannot start: the data folder ${error.path ?? ''} cannot be created (${error.code}). Check DATABASE_URL (${where}) and the folder's permissions.`;
  }
  const cause = describeStorageProblem(error);
  if (!cause) return undefined;
  const problem = storageProblemOf(error);
  const full = problem === 'io' || problem === 'cannot-open' ? fullFolder(databaseUrl) : undefined;
  if (full) {
    return `Bahi cannot start: the disk is full (${cause}; less than 1 MiB free in ${full}). Database: ${where}. Free space and start again.`;
  }
  const folder =
    problem === 'cannot-open' || problem === 'read-only' ? unwritableFolder(databaseUrl) : undefined;
  if (folder) {
    return `Bahi cannot start: the data folder ${folder} is read-only or not writable (${cause}). Database: ${where}. Fix this and start again.`;
  }
  return `Bahi cannot start: ${cause}. Database: ${where}. Fix this and start again.`;
}
