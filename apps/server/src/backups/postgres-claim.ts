import pg from 'pg';

// PostgreSQL keeps no file a restore could lock, and the server's pool may have no connection
// open at a quiet moment. So a running server holds one session with a shared advisory lock on
// a number of Bahi's own; a restore takes the same lock exclusively (refused while any server
// holds it) and keeps it to the end, so no server can start on a half-restored database. Both
// locks end with their session, so a crash leaves nothing behind.

const BAHI_LOCK_KEY = 0x62616869; // 'bahi'

export const POSTGRES_IN_USE = 'A Bahi server is using this database: stop it first';
export const RESTORE_RUNNING = 'A restore is running on this database: start the server when it has finished';

/** The server's claim on its database, held for as long as it runs. */
export async function claimDatabaseForServer(
  connectionString: string,
  warn: (message: string) => void,
): Promise<{ release: () => Promise<void> }> {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: 'bahi-server' });
    await next.connect();
    const { rows } = await next.query<{ ok: boolean }>('select pg_try_advisory_lock_shared($1) as ok', [
      BAHI_LOCK_KEY,
    ]);
    if (!rows[0]?.ok) {
      await next.end();
      throw new Error(RESTORE_RUNNING);
    }
    // The session can be cut (database restart): claim again once it is back.
    next.on('error', (error) => {
      warn(`PostgreSQL session holding the server's claim closed: ${error.message}`);
      const retry = () => {
        if (!stopped) connect().catch(() => setTimeout(retry, 5_000).unref());
      };
      setTimeout(retry, 1_000).unref();
    });
    client = next;
  };
  await connect();
  return {
    release: async () => {
      stopped = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/** The restore's exclusive claim: refused while a server holds its claim or another session is open. */
export async function claimDatabaseForRestore(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString, application_name: 'bahi-restore' });
  await client.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
      BAHI_LOCK_KEY,
    ]);
    if (!rows[0]?.ok) throw new Error(POSTGRES_IN_USE);
    const { rows: others } = await client.query<{ name: string }>(
      `select coalesce(nullif(application_name, ''), usename, 'a session') || ' (pid ' || pid || ')' as name
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    if (others.length > 0) {
      throw new Error(
        `Other sessions use this database: ${others.map((other) => other.name).join(', ')}; close them first`,
      );
    }
    return client;
  } catch (error) {
    await client.end();
    throw error;
  }
}
