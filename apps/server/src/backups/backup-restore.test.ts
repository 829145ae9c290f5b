import fs from 'node:fs';
import path from 'node:path';
import { backupSchema, listQuerySchema } from '@bahi/domain/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countProducts } from '../catalogue/products/product-repository';
import type { DatabaseTarget } from '../core/config';
import { createDatabase } from '../core/db/database';
import { startSalesLoad } from '../test-support/sales-load';
import { spareDatabase } from '../test-support/spare-database';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { withBackupLock, writeBackup } from './backup-writer';
import { claimDatabaseForServer, POSTGRES_IN_USE } from './postgres-claim';
import { restoreBackup } from './restore-service';
import { SQLITE_IN_USE } from './restore-sqlite';

// Done-when of issue 19: a backup taken while invoices are being saved restores to a database that
// passes its integrity check and holds every invoice acknowledged before the backup began; on the
// suite's database (SQLite or PostgreSQL). The restore refuses while the database is in use.

describe('Backups under a write load, restored', () => {
  let t: TestApp;
  let spare: { target: DatabaseTarget; drop: () => Promise<void> };
  beforeAll(async () => {
    t = await createTestApp();
    spare = await spareDatabase(t.dialect);
  });
  afterAll(async () => {
    await t.close();
    await spare.drop();
  });

  it('holds every invoice acknowledged before it began, passes its checks and restores', async () => {
    const load = await startSalesLoad(t.db, 4);
    const { acknowledged } = load;
    await load.waitFor(20);
    const before = [...acknowledged];
    const config = { dir: t.backupDir, target: t.target };
    const backup = await withBackupLock(config.dir, () => writeBackup(config, 'manual'));
    const duringBackup = acknowledged.length - before.length;
    await load.stop();

    expect(backup.check).toEqual({ ok: true, message: expect.stringContaining('row counts match') });
    expect(backup.row_counts.invoices).toBeGreaterThanOrEqual(before.length);
    const manifest = backupSchema.parse(
      JSON.parse(fs.readFileSync(path.join(config.dir, `${backup.name}.json`), 'utf8')),
    );
    expect(manifest).toEqual(backup);
    // The load really ran beside the backup (on SQLite a worker thread copies while the app saves).
    expect(duringBackup).toBeGreaterThan(0);

    const report = await restoreBackup(
      { dir: config.dir, target: spare.target },
      path.join(config.dir, backup.name),
    );
    expect(report.restoredCounts.invoices).toBe(backup.row_counts.invoices);
    const restored = createDatabase(spare.target);
    try {
      const numbers = await restored.selectFrom('invoices').select('invoice_number').execute();
      const present = new Set(numbers.map((row) => row.invoice_number));
      expect(before.filter((number) => !present.has(number))).toEqual([]);
      if (t.dialect === 'sqlite') {
        const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(restored);
        expect(rows).toEqual([{ integrity_check: 'ok' }]);
      }
      // Derived totals came back with their rows, and new saves work on the restored database.
      const totals = await restored.selectFrom('invoice_daily_totals').select('invoices').execute();
      expect(totals.reduce((sum, row) => sum + Number(row.invoices), 0)).toBe(numbers.length);
      // The product search index (an FTS5 table on SQLite) answers for the restored products.
      const found = await countProducts(restored, listQuerySchema.parse({ search: 'salt' }));
      const products = await restored.selectFrom('products').select('id').execute();
      expect(found).toBe(products.length);
      expect(found).toBeGreaterThan(0);
      // The restore is the restored database's newest edit-log entry, naming the file kept aside.
      const logged = await restored
        .selectFrom('audit_log')
        .select(['record_id', 'action', 'user_name', 'before'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(logged).toMatchObject({ record_id: backup.name, action: 'restore', user_name: 'System' });
      expect(JSON.parse(logged.before ?? '{}')).toMatchObject({ kept_as: report.aside.name });
    } finally {
      await restored.destroy();
    }
    expect(report.aside.kind).toBe('before-restore');
    expect(fs.existsSync(path.join(config.dir, report.aside.name))).toBe(true);
  });

  it('refuses to restore while a server uses the database, and changes nothing', async () => {
    const [backup] = fs.readdirSync(t.backupDir).filter((name) => /-manual\.(db|sql\.gz)$/.test(name));
    const file = path.join(t.backupDir, String(backup));
    const inUse = createDatabase(spare.target);
    const claim =
      spare.target.kind === 'postgres'
        ? await claimDatabaseForServer(spare.target.connectionString, () => {})
        : null;
    try {
      const before = await inUse
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      await expect(restoreBackup({ dir: t.backupDir, target: spare.target }, file)).rejects.toThrow(
        spare.target.kind === 'sqlite' ? SQLITE_IN_USE : POSTGRES_IN_USE,
      );
      const after = await inUse
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      expect(Number(after?.n)).toBe(Number(before?.n));
    } finally {
      await claim?.release();
      await inUse.destroy();
    }
  });

  it('refuses a file that is not a sound backup', async () => {
    const broken = path.join(t.backupDir, `broken.${t.dialect === 'sqlite' ? 'db' : 'sql.gz'}`);
    fs.writeFileSync(broken, 'not a backup');
    await expect(restoreBackup({ dir: t.backupDir, target: spare.target }, broken)).rejects.toThrow();
    await expect(
      restoreBackup({ dir: t.backupDir, target: spare.target }, `${broken}.missing`),
    ).rejects.toThrow('No such file');
  });
});
