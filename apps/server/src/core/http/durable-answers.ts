import type { FastifyInstance } from 'fastify';
import { type Db, walFlusherOf } from '../db/database';

/**
 * No answer leaves before the commits made so far are on the disk (core/db/wal-flush.ts): the
 * server's SQLite connection stops flushing inside each commit while the app is up, and every
 * answer waits here for one shared flush instead. PostgreSQL flushes inside its commits
 * (synchronous_commit) and an in-memory database has nothing to flush: no hook for them.
 */
export function registerDurableAnswers(app: FastifyInstance, db: Db): void {
  const flusher = walFlusherOf(db);
  if (!flusher) return;
  app.addHook('onReady', async () => flusher.serverStarted());
  app.addHook('onSend', async (_request, _reply, payload) => {
    await flusher.flushed();
    return payload;
  });
  app.addHook('onClose', () => flusher.serverStopped());
}
