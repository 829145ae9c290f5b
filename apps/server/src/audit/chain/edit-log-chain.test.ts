import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../../core/config';
import type { Db } from '../../core/db/database';
import { assertGuardsInPlace, missingGuards } from '../../core/db/guards/guard-check';
import { CHAIN_START } from '../../core/edit-log/entry-hash';
import { BUILT_SERVER_ARGS, builtCliArgs } from '../../test-support/built-server';
import { placeholderWebFolder } from '../../test-support/placeholder-web';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { checkChainNow } from './chain-check-scheduler';
import { readChainHead } from './chain-head-note';
import { verifyChain } from './chain-verifier';

// The edit log is a hash chain: every write links its entry to the one before, also when many
// write at once; verify-log (and the daily check) names the first entry that was changed or that
// follows a removed one; SQLite refuses REPLACE; the server refuses a database without its guards.

/** Node's arguments for `npm run verify-log` and for the server, both as built. */
const VERIFY_LOG = builtCliArgs('verify-log');
const MAIN = BUILT_SERVER_ARGS;

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

async function shopWithLog(writes = 6): Promise<TestApp> {
  const t = await createTestApp();
  apps.push(t);
  for (let i = 0; i < writes; i++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      payload: { name: `Shelf ${i}` },
    });
    expect(response.statusCode).toBe(201);
  }
  return t;
}

/** What someone with a database prompt does: lift the guards, then change the log by hand. */
async function tamper(t: TestApp, statement: ReturnType<typeof sql>): Promise<void> {
  if (t.dialect === 'postgres') {
    await sql`alter table audit_log disable trigger audit_log_refuses_change`.execute(t.db);
  } else {
    await sql`drop trigger audit_log_refuses_update`.execute(t.db);
    await sql`drop trigger audit_log_refuses_delete`.execute(t.db);
  }
  await statement.execute(t.db);
}

async function ids(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('audit_log').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

function run(
  nodeArgs: readonly string[],
  target: DatabaseTarget,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const url = target.kind === 'postgres' ? target.connectionString : `file:${target.filename}`;
  const child = spawn(process.execPath, [...nodeArgs], {
    env: { ...process.env, ...env, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += String(chunk);
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

// The note of the newest checked entry is read from the test's own backups folder.
const runVerifyLog = (t: TestApp) => run(VERIFY_LOG, t.target, { BAHI_BACKUP_DIR: t.backupDir });
const quiet = { info: () => {}, error: () => {} };

describe('the edit log as a hash chain', () => {
  it('links every entry to the one before, from the chain start, and verify-log says so', async () => {
    const t = await shopWithLog();
    const rows = await t.db.selectFrom('audit_log').select(['prev_hash', 'hash']).orderBy('id').execute();
    expect(rows[0]?.prev_hash).toBe(CHAIN_START);
    for (let i = 1; i < rows.length; i++) expect(rows[i]?.prev_hash).toBe(rows[i - 1]?.hash);
    expect(await verifyChain(t.db)).toMatchObject({ ok: true, count: rows.length });
    const cli = await runVerifyLog(t);
    expect(cli.output.trim()).toBe(`Edit log intact: ${rows.length} entries, each linked to the one before.`);
    expect(cli.code).toBe(0);
  });

  it('stays one chain when 30 writers log at once', async () => {
    const t = await shopWithLog(0);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/categories', payload: { name: `Rack ${i}` } }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 201));
    const check = await verifyChain(t.db);
    expect(check.ok).toBe(true);
    expect(check.count).toBe((await ids(t.db)).length);
  });

  it('names a changed entry: verify-log exits 1 with its id, and the daily check logs the break', async () => {
    const t = await shopWithLog();
    const forged = (await ids(t.db))[3] as number;
    await tamper(t, sql`update audit_log set user_name = 'Someone else' where id = ${forged}`);
    const check = await verifyChain(t.db);
    expect(check).toMatchObject({ ok: false, brokenId: forged });
    const cli = await runVerifyLog(t);
    expect(cli.code).toBe(1);
    expect(cli.output).toContain(
      `Edit log broken at entry ${forged}: Entry ${forged} was changed after it was written`,
    );

    const errors: string[] = [];
    await checkChainNow(t.db, t.backupDir, { info: () => {}, error: (message) => errors.push(message) });
    expect(errors).toEqual([expect.stringContaining(`broken at entry ${forged}`)]);
    const logged = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('record_type', '=', 'edit_log')
      .executeTakeFirstOrThrow();
    expect(logged).toMatchObject({ action: 'check_failed', record_id: String(forged), user_name: 'System' });
  });

  it('names the entry after a removed one, with the missing id', async () => {
    const t = await shopWithLog();
    const all = await ids(t.db);
    const removed = all[2] as number;
    await tamper(t, sql`delete from audit_log where id = ${removed}`);
    const check = await verifyChain(t.db);
    expect(check).toMatchObject({ ok: false, brokenId: all[3], count: 2 });
    expect(check.ok || check.message).toContain(`ids ${removed} to ${removed} are missing`);
    const cli = await runVerifyLog(t);
    expect(cli.code).toBe(1);
    expect(cli.output).toContain(`Edit log broken at entry ${all[3]}`);
  });

  it('notes the newest entry at each whole check, and names it when the newest entries are removed later', async () => {
    const t = await shopWithLog();
    const all = await ids(t.db);
    const newest = all.at(-1) as number;
    expect(await checkChainNow(t.db, t.backupDir, quiet)).toMatchObject({ ok: true });
    expect(readChainHead(t.backupDir)).toMatchObject({ id: newest });
    await tamper(t, sql`delete from audit_log where id >= ${all.at(-2) as number}`);
    // What is left links up: only the note shows the tail is gone.
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
    const check = await verifyChain(t.db, readChainHead(t.backupDir));
    expect(check).toMatchObject({ ok: false, brokenId: newest });
    expect(check.ok || check.message).toContain('the newest entries were removed');
    const cli = await runVerifyLog(t);
    expect(cli.code).toBe(1);
    expect(cli.output).toContain(
      `Edit log broken at entry ${newest}: Entry ${newest}, the newest when the log was checked`,
    );
  });

  it('names the first entry left when the oldest ones were removed', async () => {
    const t = await shopWithLog();
    const first = (await ids(t.db))[0] as number;
    await tamper(t, sql`delete from audit_log where id = ${first}`);
    expect(await verifyChain(t.db)).toMatchObject({ ok: false, brokenId: first + 1 });
  });
});

describe('the guards the server starts with', () => {
  it('holds every guard on a migrated database', async () => {
    const t = await shopWithLog(0);
    expect(await missingGuards(t.db)).toEqual([]);
    await expect(assertGuardsInPlace(t.db)).resolves.toBeUndefined();
  });

  it('refuses to start when a guard was dropped or disabled', async () => {
    const t = await shopWithLog(0);
    if (t.dialect === 'postgres') {
      await sql`alter table audit_log disable trigger audit_log_refuses_change`.execute(t.db);
      expect(await missingGuards(t.db)).toEqual(['audit_log_refuses_change']);
    } else {
      await sql`drop trigger audit_log_refuses_replace`.execute(t.db);
      expect(await missingGuards(t.db)).toEqual(['audit_log_refuses_replace']);
    }
    await expect(assertGuardsInPlace(t.db)).rejects.toThrow(/the edit log's guards are missing or disabled/);
  });

  it.runIf(process.env.BAHI_TEST_DB !== 'postgres')('the server itself exits 1 with one line', async () => {
    const t = await shopWithLog(0);
    await sql`drop trigger audit_log_refuses_update`.execute(t.db);
    const web = placeholderWebFolder();
    const { code, output } = await run(MAIN, t.target, { PORT: '0', BAHI_WEB_DIR: web.dir });
    web.remove();
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      `Bahi cannot start: the edit log's guards are missing or disabled (audit_log_refuses_update), so its entries could be changed or deleted. Restore a backup, or ask whoever changed the database to put them back. Database: file:${(t.target as { filename: string }).filename}.`,
    );
  });

  it.runIf(process.env.BAHI_TEST_DB !== 'postgres')('SQLite refuses REPLACE over an entry', async () => {
    const t = await shopWithLog(2);
    const before = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    const id = before[0]?.id as number;
    for (const verb of [sql`replace`, sql`insert or replace`]) {
      await expect(
        sql`${verb} into audit_log (id, day, user_name, record_type, record_id, action)
          values (${id}, '2026-01-01', 'Someone else', 'invoice', '1', 'create')`.execute(t.db),
      ).rejects.toThrow(/append-only: REPLACE is refused/);
    }
    expect(await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(before);
  });
});
