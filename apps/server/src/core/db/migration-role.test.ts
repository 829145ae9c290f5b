import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { verifyChain } from '../../audit/chain/chain-verifier';
import { runAdminStatement } from '../../test-support/admin-statement';
import { createTestUser, signInByDefault } from '../../test-support/test-session';
import { configureTestShop } from '../../test-support/test-shop';
import { createDatabase, type Db } from './database';
import { assertGuardsInPlace } from './guards/guard-check';
import { migrateWithOwner } from './migration-role';

// PostgreSQL under two roles, as the README sets them up: the migration role owns the tables; the
// app's role keeps the books but may only read and append to the edit log, and cannot switch its
// guard off. Two roles and a database of the migration role's, made on the test cluster.

const adminUrl = process.env.TEST_POSTGRES_URL ?? '';
const suffix = crypto.randomBytes(4).toString('hex');
const names = { owner: `bahi_owner_${suffix}`, app: `bahi_app_${suffix}`, database: `bahi_roles_${suffix}` };

function urlAs(role: string): string {
  const url = new URL(adminUrl);
  url.username = role;
  url.pathname = `/${names.database}`;
  return url.toString();
}

describe.runIf(process.env.BAHI_TEST_DB === 'postgres')(
  'PostgreSQL with a migration role and an app role',
  () => {
    let db: Db;
    beforeAll(async () => {
      await runAdminStatement(adminUrl, `create role ${names.owner} login`);
      await runAdminStatement(adminUrl, `create role ${names.app} login`);
      await runAdminStatement(adminUrl, `create database ${names.database} owner ${names.owner}`);
      db = createDatabase({ kind: 'postgres', connectionString: urlAs(names.app) });
      await migrateWithOwner(db, urlAs(names.owner));
    });
    afterAll(async () => {
      await db?.destroy();
      await runAdminStatement(adminUrl, `drop database if exists ${names.database} with (force)`);
      await runAdminStatement(adminUrl, `drop role if exists ${names.app}`);
      await runAdminStatement(adminUrl, `drop role if exists ${names.owner}`);
    });

    it('the app role keeps the books and appends to the edit log', async () => {
      await assertGuardsInPlace(db);
      await configureTestShop(db);
      const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-roles-'));
      const app = await buildApp({
        db,
        backups: { dir: backupDir, target: { kind: 'postgres', connectionString: urlAs(names.app) } },
      });
      try {
        signInByDefault(app, await createTestUser(db, 'owner', 'Role Owner'));
        const created = await app.inject({
          method: 'POST',
          url: '/api/categories',
          payload: { name: 'Grains' },
        });
        expect(created.statusCode).toBe(201);
        const id = (created.json() as { id: number }).id;
        const renamed = await app.inject({
          method: 'PUT',
          url: `/api/categories/${id}`,
          payload: { name: 'Pulses' },
        });
        expect(renamed.statusCode).toBe(200);
        expect(await verifyChain(db)).toMatchObject({ ok: true });
      } finally {
        await app.close();
        fs.rmSync(backupDir, { recursive: true, force: true });
      }
    });

    it('the app role may not change, delete, empty or unguard the edit log', async () => {
      const before = await db.selectFrom('audit_log').selectAll().orderBy('id').execute();
      expect(before.length).toBeGreaterThan(0);
      await expect(sql`update audit_log set user_name = 'x'`.execute(db)).rejects.toThrow(
        /permission denied/,
      );
      await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/permission denied/);
      await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/permission denied/);
      await expect(
        sql`alter table audit_log disable trigger audit_log_refuses_change`.execute(db),
      ).rejects.toThrow(/must be owner/);
      await expect(sql`drop trigger audit_log_refuses_change on audit_log`.execute(db)).rejects.toThrow(
        /must be owner/,
      );
      expect(await db.selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(before);
    });

    it('starting again grants the app role what a new migration added, and nothing more', async () => {
      await migrateWithOwner(db, urlAs(names.owner));
      await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/permission denied/);
      await expect(sql`select count(*) from settings`.execute(db)).resolves.toBeDefined();
    });
  },
);
