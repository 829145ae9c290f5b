import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { createDatabase, type Db, walFlusherOf } from '../core/db/database';
import type { SharedCommits } from '../core/db/shared-commits';

// A SQLite file whose connection shares commits as while a server answers on it
// (core/db/shared-commits.ts), with a table of notes to save into. A note may name a parent that
// does not exist: its foreign key is deferred, so such a save fails only at the shared commit.

export type ServedDatabase = { db: Db; shared: SharedCommits; filename: string };

const closing: (() => Promise<unknown>)[] = [];

/** Closes what the test made (the databases and anything passed to `closeAfterTest`) and removes their folders. */
export async function closeServedDatabases(): Promise<void> {
  for (const close of closing.splice(0)) await close();
}

/** Closed, in order, after the databases of the test. */
export function closeAfterTest(close: () => Promise<unknown>): void {
  closing.push(close);
}

export async function servedDatabase(): Promise<ServedDatabase> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-shared-'));
  const filename = path.join(directory, 'test.db');
  const db = createDatabase({ kind: 'sqlite', filename });
  await createNoteTables(db);
  const flusher = walFlusherOf(db);
  const shared = flusher?.shared;
  if (!flusher || !shared) throw new Error('A SQLite file has a flusher with shared commits');
  flusher.serverStarted();
  closing.push(async () => {
    await flusher.serverStopped();
    await db.destroy();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  return { db, shared, filename };
}

/** The notes and their parents; a note's parent is checked only when its transaction commits. */
export async function createNoteTables(db: Db): Promise<void> {
  await sql`create table parents (id integer primary key)`.execute(db);
  await sql`create table notes (body text not null,
    parent_id integer references parents (id) deferrable initially deferred)`.execute(db);
}

/** Saves a note in a transaction of its own. */
export function addNote(db: Db, body: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await addNoteIn(trx, body);
  });
}

/** Adds a note in the transaction `trx` is; with a parent that does not exist, its commit fails. */
export async function addNoteIn(trx: Db, body: string, parentId?: number): Promise<void> {
  await trx
    .insertInto('notes' as never)
    .values({ body, parent_id: parentId ?? null } as never)
    .execute();
}

/** A save whose note names no parent: its group's commit fails on the deferred foreign key. */
export function addOrphanNote(db: Db, parentId: number): Promise<void> {
  return db.transaction().execute((trx) => addNoteIn(trx, 'orphan', parentId));
}

/**
 * Waits (in microtasks, before the turn's commit) until a save has released its savepoint into
 * the open group and waits for the commit.
 */
export async function untilASaveWaits(shared: SharedCommits): Promise<void> {
  for (let tick = 0; tick < 10_000; tick++) {
    if ((shared.open?.saves ?? 0) > 0) return;
    await Promise.resolve();
  }
  throw new Error('No save joined a group');
}

/** What another connection sees: committed rows only. */
export function committedNotes(filename: string): string[] {
  const other = new SQLite(filename, { readonly: true });
  try {
    return (other.prepare('select body from notes order by body').all() as { body: string }[]).map(
      (row) => row.body,
    );
  } finally {
    other.close();
  }
}

/** Both saves of a group failed, neither is kept, and the connection goes on: the next save commits. */
export async function expectGroupLostThenNextKept(
  served: ServedDatabase,
  results: PromiseSettledResult<void>[],
): Promise<void> {
  expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  expect(committedNotes(served.filename)).toEqual([]);
  await addNote(served.db, 'next');
  expect(committedNotes(served.filename)).toEqual(['next']);
}
