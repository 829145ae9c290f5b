import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { clientArguments, startClientProgram } from './postgres-tools';

// A PostgreSQL backup is restored by psql in one transaction: the public schema is dropped and
// created afresh, then the dump runs. Any error rolls everything back (ON_ERROR_STOP), so the
// database is either the backup's or what it was. Run as the database's owner.

export async function loadDumpIntoDatabase(connectionString: string, dumpFile: string): Promise<void> {
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
      await pipeline(fs.createReadStream(dumpFile), zlib.createGunzip(), input);
    })(),
    psql.finished,
  ]);
}
