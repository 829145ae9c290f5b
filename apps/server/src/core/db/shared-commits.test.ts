import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { onSqliteProject } from '../../test-support/test-database';
import { FAILED_SHARED_COMMIT_MESSAGE, registerDurableAnswers } from '../http/durable-answers';
import { registerErrorHandler } from '../http/error-handler';
import { createDatabase, type Db, walFlusherOf } from './database';
import type { SharedCommits } from './shared-commits';

// While a server answers on a SQLite file, the saves of one turn of the event loop share a commit
// (shared-commits.ts). Each save must still learn its own outcome: kept only if the shared commit
// succeeded, undone alone if it failed itself.

const directories: string[] = [];
const closing: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
  for (const directory of directories.splice(0)) fs.rmSync(directory, { recursive: true, force: true });
});

type Served = { db: Db; shared: SharedCommits; filename: string };

/** A database file whose connection shares commits, as while a server answers on it. */
async function servedDatabase(): Promise<Served> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-shared-'));
  directories.push(directory);
  const filename = path.join(directory, 'test.db');
  const db = createDatabase({ kind: 'sqlite', filename });
  await sql`create table parents (id integer primary key)`.execute(db);
  await sql`create table notes (body text not null,
    parent_id integer references parents (id) deferrable initially deferred)`.execute(db);
  const flusher = walFlusherOf(db);
  const shared = flusher?.shared;
  if (!flusher || !shared) throw new Error('A SQLite file has a flusher with shared commits');
  flusher.serverStarted();
  closing.push(async () => {
    await flusher.serverStopped();
    await db.destroy();
  });
  return { db, shared, filename };
}

function addNote(db: Db, body: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('notes' as never)
      .values({ body } as never)
      .execute();
  });
}

/**
 * Waits (in microtasks, before the turn's commit) until a save has released its savepoint into
 * the open group and waits for the commit.
 */
async function untilASaveWaits(shared: SharedCommits): Promise<void> {
  for (let tick = 0; tick < 10_000; tick++) {
    if ((shared.open?.saves ?? 0) > 0) return;
    await Promise.resolve();
  }
  throw new Error('No save joined a group');
}

/** What another connection sees: committed rows only. */
function committedNotes(filename: string): string[] {
  const other = new SQLite(filename, { readonly: true });
  try {
    return (other.prepare('select body from notes order by body').all() as { body: string }[]).map(
      (row) => row.body,
    );
  } finally {
    other.close();
  }
}

test.runIf(onSqliteProject)(
  'saves begun in one turn share one commit, and each is done only once that commit is',
  async () => {
    const { db, shared, filename } = await servedDatabase();
    const before = { ...shared.committed };
    const seenWhenDone: string[][] = [];
    await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((body) =>
        addNote(db, body).then(() => seenWhenDone.push(committedNotes(filename))),
      ),
    );
    expect(shared.committed.groups - before.groups).toBe(1);
    expect(shared.committed.saves - before.saves).toBe(5);
    // Each save, when told it is done, is already there for any other connection.
    for (const seen of seenWhenDone) expect(seen).toEqual(['a', 'b', 'c', 'd', 'e']);
  },
);

test.runIf(onSqliteProject)(
  'a save that fails is undone alone; the others of its group are kept',
  async () => {
    const { db, filename } = await servedDatabase();
    const failing = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('notes' as never)
        .values({ body: 'half-made' } as never)
        .execute();
      throw new Error('refused after its first write');
    });
    const results = await Promise.allSettled([addNote(db, 'kept 1'), failing, addNote(db, 'kept 2')]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committedNotes(filename)).toEqual(['kept 1', 'kept 2']);
  },
);

test.runIf(onSqliteProject)(
  'a shared commit that fails fails every save of its group and keeps none of them',
  async () => {
    const { db, shared, filename } = await servedDatabase();
    // A note of a parent that does not exist: the deferred key is checked at the commit, which fails.
    const orphan = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('notes' as never)
        .values({ body: 'orphan', parent_id: 99 } as never)
        .execute();
    });
    const results = await Promise.allSettled([addNote(db, 'bystander'), orphan]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(committedNotes(filename)).toEqual([]);
    expect(shared.open).toBeNull();
    // The connection goes on: the next save commits.
    await addNote(db, 'next');
    expect(committedNotes(filename)).toEqual(['next']);
  },
);

test.runIf(onSqliteProject)(
  'a save waiting for its group fails with it when SQLite has ended the shared transaction',
  async () => {
    const { db, filename } = await servedDatabase();
    const first = addNote(db, 'first');
    const ender = db.transaction().execute(async (trx) => {
      // As SQLite does itself on some failures (a full disk): the whole transaction rolled back.
      await sql`rollback`.execute(trx);
      throw new Error('the disk is full');
    });
    const results = await Promise.allSettled([first, ender]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(committedNotes(filename)).toEqual([]);
    await addNote(db, 'after');
    expect(committedNotes(filename)).toEqual(['after']);
  },
);

test.runIf(onSqliteProject)(
  'a save whose changes cannot be undone alone takes its group with it, never half kept',
  async () => {
    const { db, filename } = await servedDatabase();
    const bystander = addNote(db, 'bystander');
    const stuck = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('notes' as never)
        .values({ body: 'half' } as never)
        .execute();
      // Its savepoint gone, its changes are part of the group's: rolling back to it fails.
      await sql.raw('release bahi_shared_commit').execute(trx);
      throw new Error('refused after its write');
    });
    const results = await Promise.allSettled([bystander, stuck]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(committedNotes(filename)).toEqual([]);
  },
);

test.runIf(onSqliteProject)(
  'waiting for the commits made so far waits for the open group, whose failure is counted',
  async () => {
    const { db, shared } = await servedDatabase();
    const flusher = walFlusherOf(db);
    const orphan = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('notes' as never)
        .values({ body: 'orphan', parent_id: 7 } as never)
        .execute();
    });
    orphan.catch(() => undefined);
    await untilASaveWaits(shared);
    const failuresBefore = shared.failures;
    const flushed = flusher?.flushed();
    // Not before the group has ended.
    expect(shared.failures).toBe(failuresBefore);
    await flushed;
    expect(shared.failures).toBe(failuresBefore + 1);
    expect(shared.open).toBeNull();
    await expect(orphan).rejects.toThrow(/FOREIGN KEY/);
  },
);

test.runIf(onSqliteProject)(
  'a write outside any transaction commits the open group first, then itself',
  async () => {
    const { db, shared, filename } = await servedDatabase();
    const inGroup = addNote(db, 'in a group');
    await untilASaveWaits(shared);
    await db
      .insertInto('notes' as never)
      .values({ body: 'on its own' } as never)
      .execute();
    await inGroup;
    expect(shared.open).toBeNull();
    expect(committedNotes(filename)).toEqual(['in a group', 'on its own']);
  },
);

test.runIf(onSqliteProject)('outside a server each transaction commits on its own', async () => {
  const { db, shared, filename } = await servedDatabase();
  await walFlusherOf(db)?.serverStopped();
  const before = { ...shared.committed };
  await Promise.all([addNote(db, 'x'), addNote(db, 'y')]);
  expect(shared.committed).toEqual(before);
  expect(committedNotes(filename)).toEqual(['x', 'y']);
  walFlusherOf(db)?.serverStarted();
});

let opened: TestApp | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

test.runIf(onSqliteProject)(
  "a read answered across a failed shared commit is answered with the failure, not the group's rows",
  async () => {
    opened = await createTestApp();
    const { app, db } = opened;
    await sql`create table parents (id integer primary key)`.execute(db);
    await sql`create table notes (body text,
      parent_id integer references parents (id) deferrable initially deferred)`.execute(db);
    // A customer saved in a group whose commit will fail (its other save breaks a deferred key).
    const doomed = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('customers')
        .values({ name: 'Never Kept Traders', address: 'Raipur', state_code: '22' } as never)
        .execute();
      await trx
        .insertInto('notes' as never)
        .values({ body: 'orphan', parent_id: 5 } as never)
        .execute();
    });
    const read = app.inject({ method: 'GET', url: '/api/customers?search=Never' });
    await expect(doomed).rejects.toThrow(/FOREIGN KEY/);
    const answer = await read;
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toBe(FAILED_SHARED_COMMIT_MESSAGE);
    const after = await app.inject({ method: 'GET', url: '/api/customers?search=Never' });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain('Never Kept Traders');
  },
);

/** A small server on the database with the app's durable answers: a read and a save, each held until the gate opens. */
async function heldServer(db: Db): Promise<{ app: ReturnType<typeof Fastify>; open: () => void }> {
  const app = Fastify();
  registerErrorHandler(app);
  registerDurableAnswers(app, db);
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  // A read taken before the failure, answered after it (as a report that writes a file would be).
  app.get('/slow', async () => {
    const notes = await db
      .selectFrom('notes' as never)
      .selectAll()
      .execute();
    await gate;
    return { notes };
  });
  // A save committed before the failure, answered after it.
  app.post('/save', async (_request, reply) => {
    await addNote(db, 'kept before');
    await gate;
    return reply.status(201).send({ saved: true });
  });
  await app.ready();
  closing.push(() => app.close());
  return { app, open };
}

test.runIf(onSqliteProject)(
  'a read still being answered when a shared commit fails is answered with the failure; a save already kept is not',
  async () => {
    const { db, filename } = await servedDatabase();
    const { app, open } = await heldServer(db);
    const read = app.inject({ method: 'GET', url: '/slow' });
    const save = app.inject({ method: 'POST', url: '/save' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(committedNotes(filename)).toEqual(['kept before']);
    const orphan = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('notes' as never)
        .values({ body: 'orphan', parent_id: 3 } as never)
        .execute();
    });
    await expect(orphan).rejects.toThrow(/FOREIGN KEY/);
    open();
    const readAnswer = await read;
    expect(readAnswer.statusCode).toBe(503);
    expect(readAnswer.json().message).toBe(FAILED_SHARED_COMMIT_MESSAGE);
    // Telling its maker the save failed would have it typed again.
    expect((await save).statusCode).toBe(201);
    // A read begun after the failure is answered as usual.
    expect((await app.inject({ method: 'GET', url: '/slow' })).statusCode).toBe(200);
  },
);
