import type { CompiledQuery, DatabaseConnection, QueryResult } from 'kysely';
import type { CommitGroup } from './shared-commits';

/**
 * One use of the single connection: a query, or a transaction from its begin to its end. Its
 * own object, because a save that shares a commit gives the connection back before its
 * transaction is over for Kysely (shared-commits.ts).
 */
export class Lease implements DatabaseConnection {
  inTransaction = false;
  /** The commit group its transaction joined, if commits are shared. */
  group: CommitGroup | null = null;
  released = false;
  /** The last statement's failure: what the group's other saves fail with if it ended the transaction. */
  lastError: unknown = null;

  constructor(
    private readonly connection: DatabaseConnection,
    private readonly beforeStatement: (lease: Lease, query: CompiledQuery) => Promise<void> | undefined,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const before = this.beforeStatement(this, query);
    return before ? before.then(() => this.#run<R>(query)) : this.#run<R>(query);
  }

  /** Kysely's SQLite connection runs the statement at once and throws its failure as it comes. */
  #run<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return this.connection.executeQuery<R>(query);
    } catch (error) {
      this.lastError = error;
      throw error;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.connection.streamQuery<R>(query, chunkSize);
  }
}

/** Kysely's lock on its one connection (not exported by Kysely). */
export class ConnectionMutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}
