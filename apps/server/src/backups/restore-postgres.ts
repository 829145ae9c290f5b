import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { clientArguments, startClientProgram } from './postgres-tools';
import type { RowCounts } from './snapshot-check';

// A PostgreSQL backup is restored by psql in one transaction: the public schema is dropped and
// created afresh, the dump runs, and a last statement checks that every table holds the rows the
// backup lists before the transaction commits. Any error or a failed check rolls everything back
// (ON_ERROR_STOP), so the database is either the backup's, checked, or what it was. Run as the
// database's owner.

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A statement that raises (so the restore's transaction rolls back) unless each table holds its rows. */
export function rowCountCheck(expected: RowCounts): string {
  const checks = Object.entries(expected).map(([table, rows]) => {
    const label = table.replaceAll("'", "''");
    return [
      `  select count(*) into found from public.${quoteIdentifier(table)};`,
      `  if found <> ${Math.trunc(rows)} then`,
      `    raise exception 'Restore check failed: % holds % rows, the backup %', '${label}', found, ${Math.trunc(rows)};`,
      '  end if;',
    ].join('\n');
  });
  return `do $restore_check$\ndeclare found bigint;\nbegin\n${checks.join('\n')}\nend\n$restore_check$;\n`;
}

export async function loadDumpIntoDatabase(
  connectionString: string,
  dumpFile: string,
  expected: RowCounts,
): Promise<void> {
  const { url, env } = clientArguments(connectionString);
  const psql = startClientProgram(
    'psql',
    ['--no-psqlrc', '--quiet', '--single-transaction', '-v', 'ON_ERROR_STOP=1', `--dbname=${url}`, '-f', '-'],
    env,
  );
  psql.child.stdout.resume();
  const freshSchema = Readable.from(['drop schema public cascade;\ncreate schema public;\n']);
  const input = psql.child.stdin;
  await Promise.all([
    (async () => {
      await pipeline(freshSchema, input, { end: false });
      await pipeline(fs.createReadStream(dumpFile), zlib.createGunzip(), input, { end: false });
      // pg_dump leaves search_path empty; the check names its tables in full.
      await pipeline(Readable.from([rowCountCheck(expected)]), input);
    })(),
    psql.finished,
  ]);
}
