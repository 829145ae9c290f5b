import fs from 'node:fs/promises';
import type SQLite from 'better-sqlite3';
import type { SharedCommits } from './shared-commits';

// A save must be on the disk before it is answered: an acknowledged invoice survives a power cut.
// SQLite's synchronous=FULL does that inside each commit: the commit flushes the log (fsync) on
// the thread that runs it, Node's only one. At 1,000,000 invoices that flush was 2 of a save's
// 6 ms of statements, and the thread did nothing else meanwhile (docs/performance.md).
//
// While a server answers on a database, its connection runs at synchronous=NORMAL instead (the
// commit writes the log but does not flush it) and this flusher flushes the log on libuv's thread
// pool. No answer leaves the server before every commit made so far is on the disk (the server's
// onSend hook waits here), so a save is never acknowledged, and a read never shows one, that a
// power cut could still take. One flush covers every commit before it: saves answered together
// share it. Outside a server (the command line, scripts, tests of the use cases) commits flush
// themselves, as before.
//
// SQLite stays consistent either way: under NORMAL it flushes the log before each checkpoint, and
// a power cut can only lose commits not yet flushed, which nobody has been told about. A second
// server on the same file flushes its own commits only; an answer of one server may show, for a
// millisecond, a commit the other has not yet flushed.

/** Flushes a file's data to the disk; a log not there (removed by the last connection's close) has nothing to flush. */
async function flushFile(file: string): Promise<void> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'r');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return;
    throw error;
  }
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

export class WalFlusher {
  /** Commits (and writes committed on their own) on the connection so far. */
  #commits = 0;
  /** How many of them are known to be on the disk. */
  #flushed = 0;
  #flushing: Promise<void> | null = null;
  /** Servers answering on the database: while any is, commits leave their flush to this flusher. */
  #servers = 0;

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly logFile: string,
    /** The connection's shared commits: switched on with the server (shared-commits.ts). */
    readonly shared?: SharedCommits,
  ) {}

  /** Called by the connection after each statement that ended a transaction or wrote on its own. */
  noteCommit(): void {
    this.#commits += 1;
  }

  /** A server starts answering: commits from now on are flushed by flushed(). */
  serverStarted(): void {
    // Every commit so far flushed itself.
    if (this.#servers === 0) this.#flushed = this.#commits;
    this.#servers += 1;
    this.sqlite.pragma('synchronous = NORMAL');
    this.shared?.serverStarted();
  }

  /** A server stopped answering: once no other answers, each commit flushes itself again. */
  async serverStopped(): Promise<void> {
    this.#servers = Math.max(0, this.#servers - 1);
    this.shared?.serverStopped();
    // A group still open commits at the end of this turn: its commit is among those to flush.
    await this.shared?.settled().catch(() => undefined);
    if (this.#servers === 0 && this.sqlite.open) this.sqlite.pragma('synchronous = FULL');
    // The commits made while it answered and not yet flushed.
    await this.#flushThrough(this.#commits);
  }

  /**
   * Resolves once every commit made before the call is on the disk (at once if commits flush
   * themselves), after the commit group open now, if any, has ended. Whether that group failed
   * is for the caller to ask (SharedCommits.failures); a flush that fails rejects.
   */
  async flushed(): Promise<void> {
    if (this.#servers === 0) return;
    if (this.shared?.open) await this.shared.settled().catch(() => undefined);
    await this.#flushThrough(this.#commits);
  }

  async #flushThrough(needed: number): Promise<void> {
    // A flush already under way may have started before the last of those commits: wait for it,
    // then start the next, which every caller waiting meanwhile shares.
    while (this.#flushed < needed) {
      this.#flushing ??= this.#flushOnce().finally(() => {
        this.#flushing = null;
      });
      await this.#flushing;
    }
  }

  async #flushOnce(): Promise<void> {
    const through = this.#commits;
    await flushFile(this.logFile);
    this.#flushed = through;
  }
}
