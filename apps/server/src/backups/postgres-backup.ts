import fs from 'node:fs';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import { clientArguments, startClientProgram } from './postgres-tools';
import type { RowCounts, SnapshotResult } from './snapshot-check';

// A PostgreSQL backup is pg_dump's plain SQL, gzipped. The rows are counted in a repeatable-read
// transaction whose snapshot pg_dump then uses (--snapshot), so the counts and the dump describe
// the same moment while the app goes on saving. The check reads the written file back.

const DUMP_COMPLETE = '-- PostgreSQL database dump complete';
const COPY_LINE = /^COPY public\.("?)([^"\s]+)\1 .*FROM stdin;$/;

export async function countPostgresRows(client: pg.Client | pg.PoolClient): Promise<RowCounts> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: RowCounts = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from public."${name}"`);
    counts[name] = Number(rows[0]?.n);
  }
  return counts;
}

async function dumpSnapshot(connectionString: string, snapshot: string, target: string): Promise<void> {
  const { url, env } = clientArguments(connectionString);
  const dump = startClientProgram(
    'pg_dump',
    ['--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--dbname=${url}`],
    env,
  );
  dump.child.stdin.end();
  await Promise.all([
    pipeline(dump.child.stdout, zlib.createGzip(), fs.createWriteStream(target, { flags: 'wx' })),
    dump.finished,
  ]);
}

export type DumpContents = {
  counts: RowCounts;
  /** Whether pg_dump finished writing the file. */
  complete: boolean;
  /** The migrations the dumped database had applied (its schema). */
  migrations: string[];
};

/** Rows per table in a dump file, the migrations it lists, and whether pg_dump finished writing it. */
export async function readDumpCounts(file: string): Promise<DumpContents> {
  const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(zlib.createGunzip()) });
  const counts: RowCounts = {};
  const migrations: string[] = [];
  let table: string | null = null;
  let complete = false;
  for await (const line of lines) {
    if (table !== null) {
      if (line === '\\.') table = null;
      else {
        counts[table] = (counts[table] ?? 0) + 1;
        // COPY text format: the first column (name) up to the first tab.
        if (table === 'kysely_migration') migrations.push(line.split('\t')[0] ?? '');
      }
      continue;
    }
    const copy = COPY_LINE.exec(line);
    if (copy?.[2]) {
      table = copy[2];
      counts[table] = 0;
    } else if (line === DUMP_COMPLETE) {
      complete = true;
    }
  }
  return { counts, complete, migrations };
}

export async function snapshotPostgres(connectionString: string, target: string): Promise<SnapshotResult> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  let sourceCounts: RowCounts;
  try {
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    sourceCounts = await countPostgresRows(client);
    // The exported snapshot lives as long as this transaction: commit only after pg_dump is done.
    await dumpSnapshot(connectionString, String(rows[0]?.snapshot), target);
    await client.query('commit');
  } finally {
    await client.end();
  }
  const written = await readDumpCounts(target);
  const problems = written.complete ? [] : ['the file ends before pg_dump finished writing it'];
  return { sourceCounts, backupCounts: written.counts, problems };
}
