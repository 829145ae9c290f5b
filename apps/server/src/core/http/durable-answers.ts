import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Db, walFlusherOf } from '../db/database';
import { storageProblemOf } from '../db/storage-errors';
import { HttpError } from './errors';

/**
 * No answer leaves before the commits made so far are on the disk (core/db/wal-flush.ts): the
 * server's SQLite connection stops flushing inside each commit while the app is up, and every
 * answer waits here for one shared flush instead. PostgreSQL flushes inside its commits
 * (synchronous_commit) and an in-memory database has nothing to flush: no hook for them.
 *
 * Saves that share a commit (core/db/shared-commits.ts) can be seen by a read made before that
 * commit. Such an answer waits for the commit with the rest; should a shared commit fail while a
 * read (GET, HEAD) is under way, its answer is that failure rather than figures that may hold
 * saves the database never kept. A save's own answer follows its own commit: made in a group that
 * failed, it failed with it; committed, it is answered as such whatever a later group does, so
 * that nobody is told a kept invoice was refused and types it again.
 */
export function registerDurableAnswers(app: FastifyInstance, db: Db): void {
  const flusher = walFlusherOf(db);
  if (!flusher) return;
  const shared = flusher.shared;
  const failuresAtStart = new WeakMap<FastifyRequest, number>();
  app.addHook('onReady', async () => flusher.serverStarted());
  if (shared) {
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.method === 'GET' || request.method === 'HEAD')
        failuresAtStart.set(request, shared.failures);
      done();
    });
  }
  app.addHook('onSend', async (request, reply, payload) => {
    await flusher.flushed();
    // An error answer holds no figures; a read's good one made across a failed shared commit might.
    const failuresBefore = failuresAtStart.get(request);
    if (
      shared &&
      reply.statusCode < 400 &&
      failuresBefore !== undefined &&
      shared.failures !== failuresBefore
    ) {
      throw answerOfFailedCommit(shared.lastFailure);
    }
    return payload;
  });
  app.addHook('onClose', () => flusher.serverStopped());
}

export const FAILED_SHARED_COMMIT_MESSAGE =
  'Saves made at the same moment could not be kept, and this answer may have shown them; nothing was changed by it. Please try again.';

/** A disk's failure is answered as such (error-handler.ts); any other as the server's trouble. */
function answerOfFailedCommit(failure: unknown): unknown {
  if (storageProblemOf(failure)) return failure;
  return new HttpError(503, FAILED_SHARED_COMMIT_MESSAGE, undefined, { cause: failure });
}
