import os from 'node:os';
import path from 'node:path';

// The journeys run on two workers (two cores), and each worker has a Bahi server of its own on a
// SQLite file of its own. Several journeys change what the whole shop sees (the sample shop's
// wipe, filed periods, the books' start date, settings, users): with one server per worker they
// can never change it under a journey running at the same moment in the other worker, and no
// journey has to be marked serial. Within one worker the journeys run one after another on one
// database, as they did when the run had a single worker.

/** Workers, and so servers: E2E_WORKERS=1 runs everything on one server, as before. */
export const RUN_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The first server's port; the next servers take the ports 10, 20, … above it. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3199);

// Playwright evaluates the config in the runner and again in each worker: the files' names are
// fixed once through the environment so every process agrees on them, and global-teardown
// removes them.
process.env.BAHI_E2E_RUN ??= path.join(os.tmpdir(), `bahi-e2e-${process.pid}-${Date.now()}`);
const RUN_PREFIX = process.env.BAHI_E2E_RUN;

export type RunServer = {
  port: number;
  baseURL: string;
  /** The server's SQLite file (a journey may reach into it to set up what the API refuses). */
  databaseFile: string;
  /** Where the server's backups go. */
  backupDir: string;
  /** The owner's session on this server, saved by global-setup. */
  ownerStorage: string;
};

/** The server of the worker with this parallel index (0 … RUN_WORKERS - 1). */
export function runServer(index: number): RunServer {
  const port = FIRST_PORT + 10 * index;
  const databaseFile = `${RUN_PREFIX}-${index}.db`;
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    databaseFile,
    backupDir: `${databaseFile}-backups`,
    ownerStorage: `${RUN_PREFIX}-${index}-owner.json`,
  };
}

export function runServers(): RunServer[] {
  return Array.from({ length: RUN_WORKERS }, (_unused, index) => runServer(index));
}
