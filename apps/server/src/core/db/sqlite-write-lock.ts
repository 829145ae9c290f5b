import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

// Kysely opens every SQLite transaction with a plain BEGIN, which is DEFERRED: the transaction
// reads first and asks for the write lock only at its first write. If another connection (a
// second server on the same file, a DB browser) committed in between, SQLite cannot upgrade the stale read snapshot and fails at once with SQLITE_BUSY: the busy
// timeout never applies. BEGIN IMMEDIATE takes the write lock before the first read, so the
// transaction waits its turn (busy timeout) and then sees the latest data. Every transaction of
// the app goes through this driver, so no service has to remember.

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

class WriteLockSqliteDriver extends SqliteDriver {
  readonly #waitMs: number;

  constructor(config: SqliteDialectConfig, waitMs: number) {
    super(config);
    this.#waitMs = waitMs;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await beginImmediate(connection, this.#waitMs);
  }

  /**
   * After some failures (a full disk, an I/O error) SQLite has already rolled the transaction
   * back itself; Kysely's ROLLBACK would then fail with "cannot rollback - no transaction is
   * active" and that error would replace the real one in the answer and the log.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } catch (error) {
      if (!(error instanceof Error && error.message.includes('no transaction is active'))) throw error;
    }
  }
}

/** Kysely's SQLite dialect whose transactions take the write lock up front. */
export class WriteLockSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #waitMs: number;

  constructor(config: SqliteDialectConfig, waitMs = WRITE_LOCK_WAIT_MS) {
    super(config);
    this.#config = config;
    this.#waitMs = waitMs;
  }

  override createDriver(): Driver {
    return new WriteLockSqliteDriver(this.#config, this.#waitMs);
  }
}
