import { spawn } from 'node:child_process';

// pg_dump and psql come from PostgreSQL's client package (Debian: postgresql-client; README,
// "Backups"). They are given the connection URL without its password, which goes in PGPASSWORD
// so that it does not show in the machine's process list.

export function clientArguments(connectionString: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(connectionString);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Starts a PostgreSQL client program; a missing program is reported with how to install it. */
export function startClientProgram(program: 'pg_dump' | 'psql', args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(program, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const finished = new Promise<void>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${program} was not found: install PostgreSQL's client (apt-get install postgresql-client)`,
            )
          : error,
      ),
    );
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
  return { child, finished };
}
