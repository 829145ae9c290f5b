import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import { installPgResultShapes } from './pg-result-shapes';
import { rowMaker } from './row-literal';
import type { Database } from './schema';
import { SharedCommits } from './shared-commits';
import { WRITE_LOCK_WAIT_MS, WriteLockSqliteDialect } from './sqlite-write-lock';
import { BACKSTOP_CHECKPOINT_PAGES, startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer';
import { WalFlusher } from './wal-flush';

export type Db = Kysely<Database>;
export type DialectKind = DatabaseTarget['kind'];

// PostgreSQL returns BIGINT (int8), NUMERIC (e.g. SUM of BIGINT) and COUNT as strings to avoid
// precision loss. Our money is integer paise far below 2^53, so plain numbers are safe and keep
// both dialects returning the same JavaScript types. DATE stays a 'YYYY-MM-DD' string, as in SQLite.
const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_DATE = 1082;
pg.types.setTypeParser(PG_INT8, (value) => Number(value));
pg.types.setTypeParser(PG_NUMERIC, (value) => Number(value));
pg.types.setTypeParser(PG_DATE, (value) => value);
installPgResultShapes();

/** SQLite's own busy wait per attempt at the write lock (sqlite-write-lock.ts repeats it). */
const BUSY_TIMEOUT_MS = 5000;

export function createDatabase(target: DatabaseTarget): Db {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.connectionString, max: 10 });
    // An idle pooled connection can be closed by the server (restart, admin shutdown). Without a
    // listener that 'error' event would crash the process; the pool simply opens a new one.
    pool.on('error', (error) => console.warn(`PostgreSQL connection closed: ${error.message}`));
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool, onCreateConnection: askForParallelWorkersLater }),
    });
  }
  if (target.filename !== ':memory:') {
    fs.mkdirSync(path.dirname(target.filename), { recursive: true });
  }
  const sqlite = new SQLite(target.filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  const lockWaitMs = target.lockWaitMs ?? WRITE_LOCK_WAIT_MS;
  sqlite.pragma(`busy_timeout = ${Math.min(BUSY_TIMEOUT_MS, lockWaitMs)}`);
  // FULL: each commit reaches the disk (fsync of the log) before the save is answered, so an
  // acknowledged invoice survives a power cut; NORMAL could lose the last ones. Cost: docs/performance.md.
  // While a server answers on the database, its WalFlusher flushes instead (wal-flush.ts).
  sqlite.pragma('synchronous = FULL');
  // Up to 128 MiB of pages in memory (the default is 2 MiB): a save touches each product's last
  // page in several indexes, and with thousands of products those pages should stay cached.
  sqlite.pragma('cache_size = -131072');
  // A statement that fires triggers inside a transaction keeps the prior image of each page it
  // changes (its statement journal) so that it alone can be undone. A save's lines change about 60
  // pages, past the 64 kB that SQLite keeps in memory, so by default each save created, wrote page by
  // page and deleted a file under /var/tmp: about 150 system calls a save, 1.4 ms of its 8
  // (docs/performance.md). In memory those journals cost a copy; sorts and temporary tables
  // stay in memory too, sized by what they hold.
  sqlite.pragma('temp_store = MEMORY');
  if (target.filename === ':memory:') {
    return new Kysely<Database>({
      dialect: new WriteLockSqliteDialect({ database: withStatementCache(sqlite) }, lockWaitMs),
    });
  }
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
  // Started with Kysely's first connection, not here: Kysely closes only a database it has used
  // (destroy() of one never queried does nothing), and a checkpointer left running past its
  // file warns ten times a second.
  let checkpointer: WalCheckpointer | undefined;
  const shared = new SharedCommits(sqlite);
  const flusher = new WalFlusher(sqlite, `${target.filename}-wal`, shared);
  const database = withStatementCache(sqlite, {
    beforeClose: () => checkpointer?.stop(),
    onCommit: () => flusher.noteCommit(),
  });
  const onCreateConnection = async () => {
    checkpointer = startWalCheckpointer(target.filename);
  };
  const db = new Kysely<Database>({
    dialect: new WriteLockSqliteDialect({ database, onCreateConnection }, lockWaitMs, shared),
  });
  walFlushers.set(db, flusher);
  return db;
}

const walFlushers = new WeakMap<Db, WalFlusher>();

/** The flusher of a SQLite database file's log; none for PostgreSQL or an in-memory database. */
export function walFlusherOf(db: Db): WalFlusher | undefined {
  return walFlushers.get(db);
}

/**
 * PostgreSQL starts parallel workers for a read it costs above parallel_setup_cost (1,000 by
 * default). A statement's month (six small index reads of one party, 1,000 rows) went parallel
 * and spent 28 ms where 10 ms did without: starting workers costs more than such reads. Three
 * times the default leaves the returns' big reads parallel (GSTR-3B 67-85 ms either way at
 * 1,000,000 invoices) and keeps a higher value an administrator has set.
 */
const PARALLEL_SETUP_COST = 3000;

async function askForParallelWorkersLater(connection: DatabaseConnection): Promise<void> {
  await connection.executeQuery(
    CompiledQuery.raw(
      `select set_config('parallel_setup_cost',
        greatest(current_setting('parallel_setup_cost')::float8, ${PARALLEL_SETUP_COST})::text, false)`,
    ),
  );
}

const STATEMENT_CACHE_SIZE = 500;
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\s/i;

/**
 * Kysely asks SQLite to prepare every statement afresh on every query; preparing costs as much as
 * running a small query. The same SQL text always yields an equivalent statement, so keep the
 * most recently used ones. Kysely runs one statement at a time on its single connection, so
 * sharing is safe. SQLite re-prepares a cached statement itself when the schema changes, but the
 * column names its rows are made with are read once (rowsBuiltInJavaScript): a statement that
 * changes the schema (a migration's create, alter or drop) empties the cache as it runs.
 */
function withStatementCache(
  sqlite: SQLite.Database,
  { beforeClose, onCommit }: { beforeClose?: () => void; onCommit?: () => void } = {},
): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      beforeClose?.();
      sqlite.close();
    },
    prepare: (sqlText: string) => {
      const cached = statements.get(sqlText);
      if (cached) {
        // Re-insert so the map's order is least recently used first.
        statements.delete(sqlText);
        statements.set(sqlText, cached);
        return cached;
      }
      const prepared = sqlite.prepare(sqlText);
      const made = SCHEMA_CHANGE.test(sqlText)
        ? emptyingCacheAsItRuns(prepared, statements)
        : rowsBuiltInJavaScript(prepared);
      // Plain reads commit nothing; everything else may (a write on its own, COMMIT, DDL).
      const statement =
        onCommit && (!prepared.reader || !prepared.readonly) ? countingCommits(made, sqlite, onCommit) : made;
      if (statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      statements.set(sqlText, statement);
      return statement;
    },
  };
}

function emptyingCacheAsItRuns(statement: SQLite.Statement, cache: Map<string, unknown>): SqliteStatement {
  const plain = statement as unknown as SqliteStatement;
  return {
    reader: statement.reader,
    all: plain.all.bind(plain),
    iterate: plain.iterate.bind(plain),
    run: (parameters) => {
      cache.clear();
      return plain.run(parameters);
    },
  };
}

/**
 * A statement that may commit: after it has run with no transaction left open, it either ended
 * one (COMMIT; a ROLLBACK counts too, costing at most one needless flush) or wrote on its own.
 */
function countingCommits(
  statement: SqliteStatement,
  sqlite: SQLite.Database,
  onCommit: () => void,
): SqliteStatement {
  const after = <T>(result: T): T => {
    if (!sqlite.inTransaction) onCommit();
    return result;
  };
  return {
    reader: statement.reader,
    all: (parameters) => after(statement.all(parameters)),
    run: (parameters) => after(statement.run(parameters)),
    *iterate(parameters) {
      yield* statement.iterate(parameters);
      after(undefined);
    },
  };
}

/**
 * A statement whose rows are read from SQLite as arrays and made objects here. better-sqlite3
 * builds each row object in C++ one property at a time, which for the invoice list's 50 rows of 21
 * columns cost 0.4-0.9 ms against 0.3 ms this way (docs/performance.md). The objects are the same:
 * one property per result column, named as SQLite names it, in its order (a later column of the
 * same name wins, as before).
 */
function rowsBuiltInJavaScript(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement as unknown as SqliteStatement;
  const raw = statement.raw(true);
  const toRow = rowMaker(raw.columns().map((column) => column.name));
  return {
    reader: true,
    all: (parameters) => (raw.all(parameters) as unknown[][]).map(toRow),
    run: (parameters) => raw.run(parameters),
    *iterate(parameters) {
      for (const values of raw.iterate(parameters) as IterableIterator<unknown[]>) yield toRow(values);
    },
  };
}

/** Which SQL dialect a Kysely instance speaks, for the few queries that must differ. */
export function dialectOf(db: Db): DialectKind {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres') ? 'postgres' : 'sqlite';
}
