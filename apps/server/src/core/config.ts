import path from 'node:path';
import { readServerTimeouts, type ServerTimeouts } from './http/server-timeouts';

export type ServerConfig = {
  port: number;
  host: string;
  databaseUrl: string;
  /**
   * PostgreSQL: the role that owns the tables and runs the migrations (BAHI_MIGRATION_DATABASE_URL),
   * when DATABASE_URL's role is only the app's (db/migration-role.ts); undefined: DATABASE_URL does both.
   */
  migrationDatabaseUrl: string | undefined;
  /** Host names the server answers to (BAHI_ALLOWED_HOSTS, comma-separated); empty: the default. */
  allowedHosts: string[];
  /** How long clients may take (BAHI_HEADERS_TIMEOUT, BAHI_REQUEST_TIMEOUT, …; http/server-timeouts.ts). */
  timeouts: ServerTimeouts;
  /**
   * The reverse proxies whose X-Forwarded-* headers are believed (BAHI_TRUST_PROXY: addresses,
   * subnets or 'loopback', comma-separated), or false: then a request's protocol and address are
   * the connection's own.
   */
  trustProxy: string | false;
};

const DEFAULT_DATABASE_URL = 'file:./data/bahi.db';

/**
 * Reads PORT, HOST, DATABASE_URL, BAHI_MIGRATION_DATABASE_URL, BAHI_ALLOWED_HOSTS, BAHI_TRUST_PROXY and the timeouts (see
 * README, "Configuration").
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    migrationDatabaseUrl: env.BAHI_MIGRATION_DATABASE_URL || undefined,
    allowedHosts: (env.BAHI_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ''),
    timeouts: readServerTimeouts(env),
    trustProxy: env.BAHI_TRUST_PROXY?.trim() || false,
  };
}

export type DatabaseTarget =
  | {
      kind: 'sqlite';
      filename: string;
      /** How long a write waits for another program's lock on the file before it fails (503). */
      lockWaitMs?: number;
    }
  | { kind: 'postgres'; connectionString: string };

/** postgres://… selects PostgreSQL; file:PATH (or a bare path, or :memory:) selects SQLite. */
export function parseDatabaseUrl(url: string, cwd = process.cwd()): DatabaseTarget {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return { kind: 'postgres', connectionString: url };
  }
  const filename = url.startsWith('file:') ? url.slice('file:'.length) : url;
  if (filename === ':memory:') return { kind: 'sqlite', filename };
  return { kind: 'sqlite', filename: path.resolve(cwd, filename) };
}

const DEFAULT_BACKUP_DIR = './data/backups';

/**
 * BAHI_BACKUP_DIR (default ./data/backups), resolved against the folder the server starts in: the
 * backups, and the note of the edit log's newest checked entry, are kept there, off the database.
 */
export function readBackupDir(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return path.resolve(cwd, env.BAHI_BACKUP_DIR || DEFAULT_BACKUP_DIR);
}
