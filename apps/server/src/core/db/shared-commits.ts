import type SQLite from 'better-sqlite3';

// While a server answers on a SQLite file, the saves that reach the connection in one turn of the
// event loop share one commit. Each save runs in a savepoint of a write transaction that the
// first of them opens; releasing the savepoint keeps its changes in that transaction and hands
// the connection to the next save at once; the transaction commits when the turn's I/O has been
// handled (setImmediate). A commit writes every page it changed to the log, and the saves of one
// turn change many of the same pages (the day's and month's kept totals, the invoices' last
// pages, the edit log), so a page is written once for them all instead of once each
// (docs/performance.md). Nothing is acknowledged earlier: each save's own commit step resolves
// only once the shared commit has succeeded, and fails with it.
//
// What that asks of everything else:
// - a save that fails rolls back to its own savepoint; the others of the group are untouched
//   (should that undo fail, the whole group is rolled back and fails: never half a save);
// - if SQLite itself ended the transaction (a failed statement can roll the whole of it back),
//   every save of the group fails with that statement's error;
// - a read outside a transaction while a group is open sees the group's saves before they are
//   committed: every answer waits for the open group (wal-flush.ts), and a read's answer becomes
//   an error if the group fails (durable-answers.ts); a save's answer follows its own group only;
// - any other statement outside a transaction (a write on its own, a pragma) first commits the
//   open group, so that it commits on its own as it always has.
// Outside a server (the command line, scripts, tests of the use cases) each transaction commits
// on its own, as before.

/** The saves sharing one commit. */
export class CommitGroup {
  readonly committed: Promise<void>;
  /** Saves that have joined it (their savepoints released into it). */
  saves = 0;
  resolve!: () => void;
  reject!: (error: unknown) => void;
  commitScheduled = false;

  constructor() {
    this.committed = new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // A group nobody waited on (every save in it rolled back) must not surface as unhandled.
    this.committed.catch(() => undefined);
  }
}

/** Distinct statements whose kind is remembered before the memory is cleared. */
const KINDS_KEPT = 500;

/** Whether a connection's transactions share commits, and the group open on it now. */
export class SharedCommits {
  #servers = 0;
  readonly #reads = new Map<string, boolean>();
  #open: CommitGroup | null = null;
  #failures = 0;
  #lastFailure: unknown = null;
  /** Commits made for groups, and the saves they held: how many saves share a commit. */
  readonly committed = { groups: 0, saves: 0 };

  constructor(readonly sqlite: SQLite.Database) {}

  /** True while at least one server answers on the connection. */
  get enabled(): boolean {
    return this.#servers > 0;
  }

  serverStarted(): void {
    this.#servers += 1;
  }

  serverStopped(): void {
    this.#servers = Math.max(0, this.#servers - 1);
  }

  get open(): CommitGroup | null {
    return this.#open;
  }

  /** Starts a group on a transaction just begun. */
  opened(): CommitGroup {
    this.#open = new CommitGroup();
    return this.#open;
  }

  /** The group has committed: its saves are in the log (the flusher puts them on the disk). */
  ended(group: CommitGroup): void {
    if (this.#open === group) this.#open = null;
    this.committed.groups += 1;
    this.committed.saves += group.saves;
    group.resolve();
  }

  /** The group did not commit: none of its saves is in the database. */
  failed(group: CommitGroup, error: unknown): void {
    if (this.#open === group) this.#open = null;
    this.#failures += 1;
    this.#lastFailure = error;
    group.reject(error);
  }

  /** How many groups have failed so far: an answer compares it before and after it was made. */
  get failures(): number {
    return this.#failures;
  }

  get lastFailure(): unknown {
    return this.#lastFailure;
  }

  /** Whether a statement only reads (SQLite's own judgement, remembered per text). */
  isRead(sqlText: string): boolean {
    let read = this.#reads.get(sqlText);
    if (read === undefined) {
      if (this.#reads.size >= KINDS_KEPT) this.#reads.clear();
      read = this.sqlite.prepare(sqlText).readonly;
      this.#reads.set(sqlText, read);
    }
    return read;
  }

  /** Resolves once the group open now (if any) has committed; rejects if it failed. */
  async settled(): Promise<void> {
    const group = this.#open;
    if (group) await group.committed;
  }
}
