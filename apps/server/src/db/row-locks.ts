import { type Db, dialectOf } from './database';

// Settling money against a document reads what is already settled and then writes more, so two
// writers must not interleave on one document. PostgreSQL gets row locks (SELECT … FOR UPDATE),
// taken in id order so two writers never wait on each other in a circle. SQLite needs none: every
// write transaction takes the whole database's write lock when it begins (db/sqlite-write-lock.ts).

type Lockable<Q> = { forUpdate(): Q };

export function lockedForUpdate<Q extends Lockable<Q>>(db: Db, query: Q): Q {
  return dialectOf(db) === 'postgres' ? query.forUpdate() : query;
}
