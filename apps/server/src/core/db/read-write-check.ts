import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { type Db, dialectOf } from './database';

// Proves the database can be read and written right now: reads a row, then writes one and
// deletes it again in a transaction that commits, so nothing stays behind. Only a commit reaches
// the disk (a rolled-back write may never leave memory). The health call answers 503 and the
// server refuses to start when it fails, instead of passing while every save fails (a read-only
// file, a full disk).

/** Below this much free space next to a SQLite file, saves start failing: call the disk full. */
export const MIN_FREE_BYTES = 1024 * 1024;

/** An error shaped like SQLite's own, so it is described and answered as a full disk. */
class DiskNearlyFullError extends Error {
  readonly code = 'SQLITE_FULL';
}

/**
 * A tiny commit can still fit in space the write-ahead log already holds while a save of a few
 * pages no longer does, so for a SQLite file the free space of its disk is checked as well.
 */
async function checkFreeSpace(db: Db): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  const main = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(
    db,
  );
  const file = main.rows[0]?.file;
  if (!file) return; // in memory
  const disk = fs.statfsSync(path.dirname(file));
  const free = disk.bavail * disk.bsize;
  if (free < MIN_FREE_BYTES) {
    throw new DiskNearlyFullError(`${Math.floor(free / 1024)} KiB free beside ${file}`);
  }
}

export async function checkReadWrite(db: Db): Promise<void> {
  // First: on a full disk the write may fail as a plain I/O error, which says less.
  await checkFreeSpace(db);
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('settings').select('id').limit(1).execute();
    const key = `probe-${Date.now()}-${Math.random()}`;
    await trx
      .insertInto('idempotency_keys')
      .values({
        actor: 'health-check',
        key,
        route: 'GET /health',
        request_hash: '-',
        status: 200,
        response: '{}',
        created_at: new Date().toISOString(),
      })
      .execute();
    await trx
      .deleteFrom('idempotency_keys')
      .where('actor', '=', 'health-check')
      .where('key', '=', key)
      .execute();
  });
}
