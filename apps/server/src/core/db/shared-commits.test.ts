import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import {
  addNote,
  addNoteIn,
  addOrphanNote,
  closeServedDatabases,
  committedNotes,
  expectGroupLostThenNextKept,
  servedDatabase,
  untilASaveWaits,
} from '../../test-support/served-database';
import { onSqliteProject } from '../../test-support/test-database';
import { walFlusherOf } from './database';

// While a server answers on a SQLite file, the saves of one turn of the event loop share a commit
// (shared-commits.ts). Each save must still learn its own outcome: kept only if the shared commit
// succeeded, undone alone if it failed itself. What the answers say is in
// core/http/shared-commit-answers.test.ts.

afterEach(closeServedDatabases);

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
      await addNoteIn(trx, 'half-made');
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
    const served = await servedDatabase();
    const results = await Promise.allSettled([addNote(served.db, 'bystander'), addOrphanNote(served.db, 99)]);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(served.shared.open).toBeNull();
    await expectGroupLostThenNextKept(served, results);
  },
);

test.runIf(onSqliteProject)(
  'a save waiting for its group fails with it when SQLite has ended the shared transaction',
  async () => {
    const served = await servedDatabase();
    const first = addNote(served.db, 'first');
    const ender = served.db.transaction().execute(async (trx) => {
      // As SQLite does itself on some failures (a full disk): the whole transaction rolled back.
      await sql`rollback`.execute(trx);
      throw new Error('the disk is full');
    });
    await expectGroupLostThenNextKept(served, await Promise.allSettled([first, ender]));
  },
);

test.runIf(onSqliteProject)(
  'a save whose changes cannot be undone alone takes its group with it, never half kept',
  async () => {
    const served = await servedDatabase();
    const bystander = addNote(served.db, 'bystander');
    const stuck = served.db.transaction().execute(async (trx) => {
      await addNoteIn(trx, 'half');
      // Its savepoint gone, its changes are part of the group's: rolling back to it fails.
      await sql.raw('release bahi_shared_commit').execute(trx);
      throw new Error('refused after its write');
    });
    await expectGroupLostThenNextKept(served, await Promise.allSettled([bystander, stuck]));
  },
);

test.runIf(onSqliteProject)(
  'waiting for the commits made so far waits for the open group, whose failure is counted',
  async () => {
    const { db, shared } = await servedDatabase();
    const orphan = addOrphanNote(db, 7);
    orphan.catch(() => undefined);
    await untilASaveWaits(shared);
    const failuresBefore = shared.failures;
    const flushed = walFlusherOf(db)?.flushed();
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
    await addNoteIn(db, 'on its own');
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
