import { sql } from 'kysely';
import type { Db } from './database';
import { dialectOfDb } from './derived/index';

/** What pg_export_snapshot() answers, e.g. 00000003-0000001B-1: checked before it is written into SQL. */
const SNAPSHOT_ID = /^[0-9A-F]+-[0-9A-F]+-[0-9]+$/;

/**
 * Pairs taking a second connection at once. Each pair holds one pooled connection while it waits
 * for its second; with no limit, as many pairs as the pool has connections could each hold one
 * and wait for ever. Three pairs hold at most six of the pool's ten, so a pair always gets its
 * second once a plain read (which never waits holding one) gives one back.
 */
const MOST_PAIRS_AT_ONCE = 3;
let pairsRunning = 0;
const pairsWaiting: (() => void)[] = [];

async function pairTurn(): Promise<() => void> {
  if (pairsRunning >= MOST_PAIRS_AT_ONCE) await new Promise<void>((resolve) => pairsWaiting.push(resolve));
  else pairsRunning += 1;
  // A finished pair hands its turn straight to the next waiting one (the count stays the same).
  return () => {
    const next = pairsWaiting.shift();
    if (next) next();
    else pairsRunning -= 1;
  };
}

/**
 * Two reads run side by side that see the database as of one moment. On PostgreSQL each runs on a
 * pooled connection of its own, so the server works on both at once (a report's two halves finish
 * when the slower does), in two read-only REPEATABLE READ transactions, the second importing the
 * first's exported snapshot: a save committed in between is in both or in neither, so figures
 * taken from both (a balance and the months summed against it) agree. Inside a transaction, or on
 * SQLite (one connection, which would run them in turn anyway), they run one after the other in
 * what `db` is.
 */
export async function inOneSnapshot<A, B>(
  db: Db,
  first: (db: Db) => Promise<A>,
  second: (db: Db) => Promise<B>,
): Promise<[A, B]> {
  if (db.isTransaction || dialectOfDb(db) !== 'postgres') return [await first(db), await second(db)];
  const done = await pairTurn();
  try {
    return await readInOneSnapshot(db, first, second);
  } finally {
    done();
  }
}

async function readInOneSnapshot<A, B>(
  db: Db,
  first: (db: Db) => Promise<A>,
  second: (db: Db) => Promise<B>,
): Promise<[A, B]> {
  const readOnly = () => db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only');
  return readOnly().execute(async (one) => {
    const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(one);
    const snapshot = String(rows[0]?.snapshot);
    if (!SNAPSHOT_ID.test(snapshot)) throw new Error(`Unexpected snapshot id ${snapshot}`);
    return readOnly().execute(async (two) => {
      await sql.raw(`set transaction snapshot '${snapshot}'`).execute(two);
      return Promise.all([first(one), second(two)]);
    });
  });
}
