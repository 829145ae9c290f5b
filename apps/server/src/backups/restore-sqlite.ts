import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import type { Database } from '../core/db/schema';
import { WriteLockSqliteDialect } from '../core/db/sqlite-write-lock';
import { checkSnapshot, type RowCounts } from './snapshot-check';

// Restoring an SQLite backup happens inside the current database file, holding its exclusive
// lock from the first check to the end:
// - the lock is the proof nobody else uses the file: every open connection (a server, even an
//   idle one, its checkpointer, a DB browser) holds a shared lock on a WAL database, so taking
//   the exclusive lock fails while any exists; and while it is held no server can start on it;
// - the current contents are copied aside (VACUUM INTO) before anything changes;
// - the backup is copied in by one transaction: every table, index, view and trigger of the file
//   replaced by the backup's. A power cut or an error midway leaves the file as it was.
// The lock goes with the process, so a restore that is killed leaves nothing to clean up.

export const SQLITE_IN_USE =
  'The database file is in use (a Bahi server, or another program such as a DB browser, has it open): stop it first';

export type SqliteRestoreTarget = { connection: SQLite.Database; release: () => void };

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Opens the database file for a restore, or throws SQLITE_IN_USE while anyone else has it open. */
export function lockSqliteForRestore(filename: string): SqliteRestoreTarget {
  if (!fs.existsSync(filename)) fs.writeFileSync(filename, '');
  const connection = new SQLite(filename);
  try {
    connection.pragma('busy_timeout = 0');
    connection.pragma('locking_mode = EXCLUSIVE');
    connection.exec('begin exclusive; commit');
  } catch (error) {
    connection.close();
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) throw new Error(SQLITE_IN_USE);
    throw error;
  }
  return { connection, release: () => connection.close() };
}

type SchemaObject = { type: string; name: string; sql: string | null };

/** Tables a virtual table (the FTS5 product search) keeps its index in: created with it, never by hand. */
function shadowTables(connection: SQLite.Database, schema: 'main' | 'backup'): Set<string> {
  const rows = connection
    .prepare("select name from pragma_table_list where schema = ? and type = 'shadow'")
    .all(schema) as { name: string }[];
  return new Set(rows.map((row) => row.name));
}

function isVirtual(table: SchemaObject): boolean {
  return /^create\s+virtual\s+table/i.test(String(table.sql));
}

/**
 * Replaces everything in the locked database by the backup's contents, in one transaction that
 * checks the copy before it commits (integrity, and every table of the books holding the backup's
 * rows): a copy that fails its check is rolled back, leaving the database as it was.
 */
export function copyBackupIn(connection: SQLite.Database, backupFile: string): void {
  connection.pragma('foreign_keys = OFF');
  connection.prepare('attach database ? as backup').run(backupFile);
  try {
    const current = connection
      .prepare(
        "select type, name from main.sqlite_master where name not like 'sqlite_%' and type in ('table','view','trigger')",
      )
      .all() as SchemaObject[];
    const incoming = connection
      .prepare(
        "select type, name, sql from backup.sqlite_master where name not like 'sqlite_%' and sql is not null",
      )
      .all() as SchemaObject[];
    const currentShadows = shadowTables(connection, 'main');
    const incomingShadows = shadowTables(connection, 'backup');
    const ofType = (type: string) =>
      incoming.filter((object) => object.type === type && !incomingShadows.has(object.name));
    const hasSequence = connection
      .prepare("select 1 from backup.sqlite_master where name = 'sqlite_sequence'")
      .get();
    connection.transaction(() => {
      for (const type of ['trigger', 'view', 'table']) {
        for (const object of current.filter((item) => item.type === type && !currentShadows.has(item.name))) {
          connection.exec(`drop ${type} if exists main.${quote(object.name)}`);
        }
      }
      // Rows first, then indexes and views, and triggers last so they do not fire on the copy.
      // A virtual table is made empty and rebuilt from its content table once the rows are in.
      const tables = ofType('table');
      for (const table of tables) {
        connection.exec(String(table.sql));
        if (isVirtual(table)) continue;
        connection.exec(`insert into main.${quote(table.name)} select * from backup.${quote(table.name)}`);
      }
      for (const table of tables.filter(isVirtual)) {
        connection.exec(`insert into main.${quote(table.name)} (${quote(table.name)}) values ('rebuild')`);
      }
      if (hasSequence) {
        connection.exec('delete from main.sqlite_sequence');
        connection.exec('insert into main.sqlite_sequence select * from backup.sqlite_sequence');
      }
      for (const type of ['index', 'view', 'trigger']) {
        for (const object of ofType(type)) connection.exec(String(object.sql));
      }
      checkCopy(connection);
    })();
  } finally {
    connection.exec('detach database backup');
  }
  connection.pragma('foreign_keys = ON');
}

/** Throws (so the copy's transaction rolls back) unless the copy holds the backup's books. */
function checkCopy(connection: SQLite.Database): void {
  const problems = integrityProblems(connection);
  const expected = sqliteRowCounts(connection, 'backup');
  const found = sqliteRowCounts(connection, 'main');
  const check = checkSnapshot({ sourceCounts: expected, backupCounts: found, problems });
  if (!check.ok)
    throw new Error(`The copy of the backup failed its check (${check.message}); nothing was changed`);
}

/** integrity_check's findings (empty when it found nothing wrong). */
export function integrityProblems(connection: SQLite.Database, schema = 'main'): string[] {
  const rows = connection.pragma(`${schema}.integrity_check`) as { integrity_check: string }[];
  return rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
}

/**
 * Rows per table of the books: ordinary tables only. A virtual table (the FTS5 product search) and
 * the shadow tables it keeps its index in are left out: they are rebuilt from the products on a
 * restore, and their internal row counts then differ from the backup's without anything lost.
 */
export function sqliteRowCounts(connection: SQLite.Database, schema: 'main' | 'backup' = 'main'): RowCounts {
  const tables = connection
    .prepare(
      "select name from pragma_table_list where schema = ? and type = 'table' and name not like 'sqlite_%' order by name",
    )
    .all(schema) as { name: string }[];
  const counts: RowCounts = {};
  for (const { name } of tables) {
    const row = connection.prepare(`select count(*) as n from ${schema}.${quote(name)}`).get() as {
      n: number;
    };
    counts[name] = row.n;
  }
  return counts;
}

/** The app's Kysely over the restore's own connection, to migrate while the lock is held. */
export function kyselyOver(connection: SQLite.Database): Kysely<Database> {
  return new Kysely<Database>({ dialect: new WriteLockSqliteDialect({ database: connection }) });
}
