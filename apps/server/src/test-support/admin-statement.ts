import pg from 'pg';

/** Runs one statement (CREATE or DROP DATABASE) on the PostgreSQL server's admin database. */
export async function runAdminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
