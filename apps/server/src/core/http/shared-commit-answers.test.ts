import Fastify from 'fastify';
import { afterEach, expect, test } from 'vitest';
import {
  addNote,
  addNoteIn,
  addOrphanNote,
  closeAfterTest,
  closeServedDatabases,
  committedNotes,
  createNoteTables,
  servedDatabase,
} from '../../test-support/served-database';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { onSqliteProject } from '../../test-support/test-database';
import type { Db } from '../db/database';
import { FAILED_SHARED_COMMIT_MESSAGE, registerDurableAnswers } from './durable-answers';
import { registerErrorHandler } from './error-handler';

// Saves that share a commit (core/db/shared-commits.ts) can be read before that commit. A read's
// answer must never show rows a failed shared commit did not keep; a save's answer follows its
// own commit only, so a kept invoice is never reported refused (durable-answers.ts).

let opened: TestApp | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
  await closeServedDatabases();
});

test.runIf(onSqliteProject)(
  "a read answered across a failed shared commit is answered with the failure, not the group's rows",
  async () => {
    opened = await createTestApp();
    const { app, db } = opened;
    await createNoteTables(db);
    // A customer saved in a group whose commit will fail (its other save breaks a deferred key).
    const doomed = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('customers')
        .values({ name: 'Never Kept Traders', address: 'Raipur', state_code: '22' } as never)
        .execute();
      await addNoteIn(trx, 'orphan', 5);
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
  closeAfterTest(() => app.close());
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
    await expect(addOrphanNote(db, 3)).rejects.toThrow(/FOREIGN KEY/);
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
