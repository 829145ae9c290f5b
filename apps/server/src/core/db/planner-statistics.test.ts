import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../test-support/server-process';
import { createTestDatabase, onSqliteProject } from '../../test-support/test-database';
import { createDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';
import { refreshPlannerStatistics } from './planner-statistics';

// SQLite plans a report from the statistics in sqlite_stat1, which nothing made on a shop's
// database until the server refreshed them: at start, and every hour for the tables that changed
// about tenfold since.

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function scratchDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-statistics-'));
  dirs.push(dir);
  return dir;
}

/** `count` customers more, made by SQL (the statistics care how many rows, not what they say). */
async function addCustomers(db: Db, count: number): Promise<void> {
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
    insert into customers (name, address, created_at)
    select 'Customer ' || i, 'Raipur', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' seconds') from n`.execute(
    db,
  );
}

/** The rows sqlite_stat1 counts for the customers' date index, or null without statistics. */
async function customersCounted(db: Db): Promise<number | null> {
  const { rows: tables } = await sql<{ n: number }>`select count(*) as n from sqlite_schema
    where name = 'sqlite_stat1'`.execute(db);
  if (Number(tables[0]?.n) === 0) return null;
  const { rows } = await sql<{ stat: string }>`select stat from sqlite_stat1
    where idx = 'customers_created_at'`.execute(db);
  return rows[0] ? Number(rows[0].stat.split(' ')[0]) : null;
}

describe.runIf(onSqliteProject)('planner statistics on SQLite', () => {
  it('are made for tables that have none, and made again once a table has grown tenfold', async () => {
    const db = createDatabase({ kind: 'sqlite', filename: path.join(scratchDir(), 'bahi.db') });
    await migrateToLatest(db);
    await addCustomers(db, 300);
    expect(await customersCounted(db)).toBeNull();

    await refreshPlannerStatistics(db);
    expect(await customersCounted(db)).toBe(300);
    // A little more changes nothing: refreshing every hour costs next to nothing.
    await addCustomers(db, 30);
    await refreshPlannerStatistics(db);
    expect(await customersCounted(db)).toBe(300);
    await addCustomers(db, 3000);
    await refreshPlannerStatistics(db);
    expect(await customersCounted(db)).toBe(3330);
    await db.destroy();
  });

  it('are made when the server starts', async () => {
    const dir = scratchDir();
    const filename = path.join(dir, 'bahi.db');
    const db = createDatabase({ kind: 'sqlite', filename });
    await migrateToLatest(db);
    await addCustomers(db, 500);
    await db.destroy();

    const server = await startServerProcess({
      DATABASE_URL: `file:${filename}`,
      BAHI_BACKUP_DIR: path.join(dir, 'backups'),
    });
    await server.stop();
    const reader = createDatabase({ kind: 'sqlite', filename });
    expect(await customersCounted(reader)).toBe(500);
    await reader.destroy();
  });
});

describe.runIf(!onSqliteProject)('planner statistics on PostgreSQL', () => {
  it('are left to autovacuum: refreshing does nothing and fails nothing', async () => {
    const { db, destroy } = await createTestDatabase();
    await expect(refreshPlannerStatistics(db)).resolves.toBeUndefined();
    await destroy();
  });
});
