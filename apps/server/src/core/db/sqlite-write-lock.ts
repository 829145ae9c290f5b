import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import type { CommitGroup, SharedCommits } from './shared-commits';
import { ConnectionMutex, Lease } from './sqlite-lease';

// Kysely opens every SQLite transaction with a plain BEGIN, which is DEFERRED: the transaction
// reads first and asks for the write lock only at its first write. If another connection (a
// second server on the same file, a DB browser) committed in between, SQLite cannot upgrade the stale read snapshot and fails at once with SQLITE_BUSY: the busy
// timeout never applies. BEGIN IMMEDIATE takes the write lock before the first read, so the
// transaction waits its turn (busy timeout) and then sees the latest data. Every transaction of
// the app goes through this driver, so no service has to remember.
//
// While a server answers, the transactions begun in one turn of the event loop share one commit
// (shared-commits.ts): the first begins the write transaction, each runs in a savepoint of it,
// and the transaction commits when the turn's I/O has been handled.

/** How long a transaction waits in all for the write lock before it fails. */
export const WRITE_LOCK_WAIT_MS = 30_000;
/** Pause between attempts once SQLite's own busy wait (busy_timeout) has run out. */
const RETRY_PAUSE_MS = 25;

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * Starts a write transaction. SQLite's busy handler waits up to busy_timeout inside BEGIN
 * IMMEDIATE, blocking the thread; should that run out (another process held the lock the whole
 * time), the attempt is repeated after yielding to the event loop, up to WRITE_LOCK_WAIT_MS.
 */
export async function beginImmediate(
  connection: DatabaseConnection,
  waitMs = WRITE_LOCK_WAIT_MS,
): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      return;
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
  }
}

const SAVEPOINT = 'bahi_shared_commit';

/** Kysely's SQLite driver, its transactions begun IMMEDIATE and, in a server, sharing commits. */
class WriteLockSqliteDriver implements Driver {
  /** Kysely's own driver: it opens the database and makes the one connection. */
  readonly #kysely: SqliteDriver;
  readonly #waitMs: number;
  readonly #shared: SharedCommits | undefined;
  #connection: DatabaseConnection | undefined;
  readonly #mutex = new ConnectionMutex();

  constructor(config: SqliteDialectConfig, waitMs: number, shared: SharedCommits | undefined) {
    this.#kysely = new SqliteDriver(config);
    this.#waitMs = waitMs;
    this.#shared = shared;
  }

  async init(): Promise<void> {
    await this.#kysely.init();
    // Kysely's driver hands out its one connection under its own lock; this driver takes it once
    // and hands out leases of it under its lock instead.
    this.#connection = await this.#kysely.acquireConnection();
  }

  savepoint: Driver['savepoint'] = (connection, name, compile) =>
    this.#kysely.savepoint(connection, name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, name, compile) =>
    this.#kysely.rollbackToSavepoint(connection, name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) =>
    this.#kysely.releaseSavepoint(connection, name, compile);

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return new Lease(this.#theConnection(), this.#beforeStatement);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (lease.released) return;
    lease.released = true;
    this.#mutex.unlock();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    const shared = this.#shared;
    if (!shared?.enabled) {
      await beginImmediate(lease, this.#waitMs);
      lease.inTransaction = true;
      return;
    }
    let group = shared.open;
    if (group && !shared.sqlite.inTransaction) {
      // SQLite ended the group's transaction on a failed statement outside any save.
      shared.failed(group, lease.lastError ?? new Error('The shared transaction was rolled back'));
      group = null;
    }
    if (!group) {
      await beginImmediate(lease, this.#waitMs);
      group = shared.opened();
    }
    lease.inTransaction = true;
    lease.group = group;
    try {
      await lease.executeQuery(CompiledQuery.raw(`savepoint ${SAVEPOINT}`));
    } catch (error) {
      // Kysely rolls back only a transaction that has begun: the group must still end this turn.
      lease.inTransaction = false;
      this.#scheduleCommit(group);
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    const group = lease.group;
    if (!group || !this.#shared) {
      await lease.executeQuery(CompiledQuery.raw('commit'));
      lease.inTransaction = false;
      return;
    }
    await lease.executeQuery(CompiledQuery.raw(`release ${SAVEPOINT}`));
    lease.inTransaction = false;
    group.saves += 1;
    this.#scheduleCommit(group);
    // The next save may use the connection while this one waits for the shared commit.
    await this.releaseConnection(lease);
    await group.committed;
  }

  /**
   * After some failures (a full disk, an I/O error) SQLite has already rolled the transaction
   * back itself; Kysely's ROLLBACK would then fail with "cannot rollback - no transaction is
   * active" and that error would replace the real one in the answer and the log.
   */
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    // Its shared commit failed: nothing of it is left, and the connection is no longer its own.
    if (lease.released) return;
    const group = lease.group;
    const shared = this.#shared;
    if (group && shared) {
      if (shared.sqlite.inTransaction) {
        // The group may hold other saves, or none: either way it ends with this turn.
        this.#scheduleCommit(group);
        try {
          await lease.executeQuery(CompiledQuery.raw(`rollback to ${SAVEPOINT}`));
          await lease.executeQuery(CompiledQuery.raw(`release ${SAVEPOINT}`));
        } catch (error) {
          // Its changes could not be undone alone: none of the group is kept, never half a save.
          if (shared.sqlite.inTransaction) shared.sqlite.exec('rollback');
          if (shared.open === group) shared.failed(group, error);
        }
        lease.inTransaction = false;
      } else if (shared.open === group) {
        // SQLite ended the whole transaction on a failed statement: the group's other saves went with it.
        shared.failed(group, lease.lastError ?? new Error('The shared transaction was rolled back'));
      }
      return;
    }
    lease.inTransaction = false;
    try {
      await lease.executeQuery(CompiledQuery.raw('rollback'));
    } catch (error) {
      if (!(error instanceof Error && error.message.includes('no transaction is active'))) throw error;
    }
  }

  async destroy(): Promise<void> {
    const group = this.#shared?.open;
    // A group still open holds saves waiting for their commit: commit it before closing.
    if (group) await this.#commitGroup(group);
    await this.#kysely.destroy();
  }

  /** The group commits when this turn's I/O has been handled, with every save that joined it by then. */
  #scheduleCommit(group: CommitGroup): void {
    if (group.commitScheduled) return;
    group.commitScheduled = true;
    setImmediate(() => void this.#commitGroup(group));
  }

  /** Commits a group once no save holds the connection; every save of it learns the outcome. */
  async #commitGroup(group: CommitGroup): Promise<void> {
    await this.#mutex.lock();
    try {
      if (this.#shared?.open === group) await this.#commitOpenGroup(this.#shared, group);
    } finally {
      this.#mutex.unlock();
    }
  }

  /** Commits the open group, by whoever holds the connection; a failed commit leaves nothing of it. */
  async #commitOpenGroup(shared: SharedCommits, group: CommitGroup): Promise<void> {
    try {
      await this.#theConnection().executeQuery(CompiledQuery.raw('commit'));
      shared.ended(group);
    } catch (error) {
      if (shared.sqlite.inTransaction) shared.sqlite.exec('rollback');
      shared.failed(group, error);
    }
  }

  #theConnection(): DatabaseConnection {
    if (!this.#connection) throw new Error('The SQLite driver is not initialised');
    return this.#connection;
  }

  /**
   * Outside a transaction, a statement that may write commits the open group first, so that it
   * commits on its own as it always has; a read may see the group (its answer waits for it).
   */
  readonly #beforeStatement = (lease: Lease, query: CompiledQuery): Promise<void> | undefined => {
    const shared = this.#shared;
    const group = shared?.open;
    if (!group || !shared || lease.inTransaction || shared.isRead(query.sql)) return undefined;
    return this.#commitOpenGroup(shared, group);
  };
}

/** Kysely's SQLite dialect whose transactions take the write lock up front. */
export class WriteLockSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #waitMs: number;
  readonly #shared: SharedCommits | undefined;

  constructor(config: SqliteDialectConfig, waitMs = WRITE_LOCK_WAIT_MS, shared?: SharedCommits) {
    super(config);
    this.#config = config;
    this.#waitMs = waitMs;
    this.#shared = shared;
  }

  override createDriver(): Driver {
    return new WriteLockSqliteDriver(this.#config, this.#waitMs, this.#shared);
  }
}
