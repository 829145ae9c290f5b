import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../core/config';
import { createDatabase, type Db } from '../core/db/database';
import { builtCliArgs } from '../test-support/built-server';
import { createProduct } from '../test-support/document-fixtures';
import { spareDatabase } from '../test-support/spare-database';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { BAHI_VERSION, SCHEMA_VERSION } from './backup-version';
import { withBackupLock, writeBackup } from './backup-writer';
import { restoreBackup } from './restore-service';

// A restore tells the truth: an ordinary shop (products added one at a time, so the product
// search index was built piece by piece) restores through `npm run restore` with exit code 0 and
// the books equal to the backup's; a backup that fails a check, or comes from a newer Bahi, is
// refused before anything changes.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function databaseUrl(target: DatabaseTarget): string {
  return target.kind === 'sqlite' ? `file:${target.filename}` : target.connectionString;
}

/** Every row of every table of the books, as sorted JSON lines (the edit log apart: a restore adds to it). */
async function books(db: Db, tables: string[]): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const table of tables.filter((name) => name !== 'audit_log')) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    contents[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return contents;
}

/** What the target holds, to show a refused restore changed nothing: the file's bytes, or every row. */
async function fingerprint(target: DatabaseTarget, tables: string[]): Promise<string> {
  if (target.kind === 'sqlite')
    return crypto.createHash('sha256').update(fs.readFileSync(target.filename)).digest('hex');
  const db = createDatabase(target);
  try {
    return JSON.stringify(await books(db, [...tables, 'audit_log']));
  } finally {
    await db.destroy();
  }
}

describe('Restore of an ordinary shop', () => {
  let t: TestApp;
  let spare: { target: DatabaseTarget; drop: () => Promise<void> };
  let backupFile: string;
  let tables: string[];
  beforeAll(async () => {
    t = await createTestApp();
    spare = await spareDatabase(t.dialect);
    for (let product = 1; product <= 10; product++)
      await createProduct(t.app, { name: `Restore Product ${product}` });
    const config = { dir: t.backupDir, target: t.target };
    const backup = await withBackupLock(config.dir, () => writeBackup(config, 'manual'));
    backupFile = path.join(t.backupDir, backup.name);
    tables = Object.keys(backup.row_counts);
  });
  afterAll(async () => {
    await t.close();
    await spare.drop();
  });

  it('writes the Bahi version and schema into the manifest', () => {
    const manifest = JSON.parse(fs.readFileSync(`${backupFile}.json`, 'utf8'));
    expect(manifest).toMatchObject({ bahi_version: BAHI_VERSION, schema: SCHEMA_VERSION });
    // The product search index's internal tables are not part of what a backup must hold.
    expect(Object.keys(manifest.row_counts).filter((name) => name.startsWith('products_fts'))).toEqual([]);
  });

  it('restores through npm run restore with exit code 0, and the books equal the backup', async () => {
    const restore = spawnSync(process.execPath, [...builtCliArgs('restore'), backupFile], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl(spare.target), BAHI_BACKUP_DIR: t.backupDir },
      encoding: 'utf8',
    });
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toContain('checked against the backup before the database was replaced');
    const restored = createDatabase(spare.target);
    try {
      expect(await books(restored, tables)).toEqual(await books(t.db, tables));
      const products = await restored.selectFrom('products').select('id').execute();
      expect(products.length).toBeGreaterThanOrEqual(10);
    } finally {
      await restored.destroy();
    }
    // Restoring the same backup again over a restored shop works as well.
    await expect(
      restoreBackup({ dir: t.backupDir, target: spare.target }, backupFile),
    ).resolves.toBeDefined();
  });

  it('refuses a backup whose rows differ from its manifest, changing nothing', async () => {
    const copy = path.join(t.backupDir, `tampered${path.extname(backupFile) === '.db' ? '.db' : '.sql.gz'}`);
    fs.copyFileSync(backupFile, copy);
    const manifest = JSON.parse(fs.readFileSync(`${backupFile}.json`, 'utf8'));
    manifest.row_counts.products += 1;
    fs.writeFileSync(`${copy}.json`, JSON.stringify(manifest));
    const before = await fingerprint(spare.target, tables);
    const asides = fs.readdirSync(t.backupDir).length;
    await expect(restoreBackup({ dir: t.backupDir, target: spare.target }, copy)).rejects.toThrow(
      /does not hold the rows its manifest lists \(products: .*\); nothing was changed/,
    );
    expect(await fingerprint(spare.target, tables)).toBe(before);
    expect(fs.readdirSync(t.backupDir).length).toBe(asides);
  });

  it('refuses a backup made by a newer Bahi up front, changing nothing', async () => {
    const copy = path.join(t.backupDir, `newer${path.extname(backupFile) === '.db' ? '.db' : '.sql.gz'}`);
    fs.copyFileSync(backupFile, copy);
    const manifest = JSON.parse(fs.readFileSync(`${backupFile}.json`, 'utf8'));
    fs.writeFileSync(
      `${copy}.json`,
      JSON.stringify({ ...manifest, bahi_version: '9.0.0', schema: '2099-01-01T0000-future' }),
    );
    const before = await fingerprint(spare.target, tables);
    await expect(restoreBackup({ dir: t.backupDir, target: spare.target }, copy)).rejects.toThrow(
      /made by a newer Bahi 9\.0\.0 \(schema 2099-01-01T0000-future.*nothing was changed/i,
    );
    expect(await fingerprint(spare.target, tables)).toBe(before);
  });

  it('refuses a backup whose own migration history is newer, even without its manifest', async () => {
    const copy = path.join(
      t.backupDir,
      `newer-schema${path.extname(backupFile) === '.db' ? '.db' : '.sql.gz'}`,
    );
    if (t.dialect === 'sqlite') {
      fs.copyFileSync(backupFile, copy);
      const file = new SQLite(copy);
      file
        .prepare("insert into kysely_migration (name, timestamp) values ('2099-01-01T0000-future', '2099')")
        .run();
      file.close();
    } else {
      const dump = zlib.gunzipSync(fs.readFileSync(backupFile)).toString('utf8');
      const header = /^COPY public\.kysely_migration .*FROM stdin;$/m.exec(dump);
      if (!header) throw new Error('The dump has no migration history');
      const at = header.index + header[0].length + 1;
      const forged = `${dump.slice(0, at)}2099-01-01T0000-future\t2099-01-01T00:00:00.000Z\n${dump.slice(at)}`;
      fs.writeFileSync(copy, zlib.gzipSync(forged));
    }
    const before = await fingerprint(spare.target, tables);
    await expect(restoreBackup({ dir: t.backupDir, target: spare.target }, copy)).rejects.toThrow(
      /made by a newer Bahi \(schema 2099-01-01T0000-future/,
    );
    expect(await fingerprint(spare.target, tables)).toBe(before);
  });
});
