import fs from 'node:fs';
import {
  auditEntrySchema,
  backupListSchema,
  backupScheduleSchema,
  backupSchema,
  listResponseSchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer, expectFieldErrors, sendRaw } from '../test-support/api-calls';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { tryLockBackups } from './backup-lock';
import { takeDailyBackupIfDue } from './backup-service';

describe('Backups API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('starts with no backups, a daily backup at 19:00 kept 30 days, in the configured folder', async () => {
    const list = await expectAnswer(t.app, { method: 'GET', url: '/api/backups' }, 200, backupListSchema);
    expect(list).toMatchObject({
      directory: t.backupDir,
      backups: [],
      schedule: { daily_hour: 19, keep_days: 30 },
    });
  });

  it('backs up now, checks the file, lists it and hands it out', async () => {
    const backup = await expectAnswer(t.app, { method: 'POST', url: '/api/backups' }, 201, backupSchema);
    expect(backup).toMatchObject({ kind: 'manual', database: t.dialect, check: { ok: true } });
    expect(backup.row_counts.settings).toBe(1);
    const list = await expectAnswer(t.app, { method: 'GET', url: '/api/backups' }, 200, backupListSchema);
    expect(list.backups).toEqual([backup]);
    const file = await t.app.inject({ method: 'GET', url: `/api/backups/${backup.name}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${backup.name}"`);
    expect(file.rawPayload.length).toBe(backup.size_bytes);
    expect(file.rawPayload.equals(fs.readFileSync(`${t.backupDir}/${backup.name}`))).toBe(true);
  });

  it('answers 404 for a backup that is not listed and 400 for a name that is not a backup', async () => {
    expect((await call(t.app, 'GET', '/api/backups/bahi-2020-01-01T00-00-00-000Z-manual.db')).status).toBe(
      404,
    );
    expect((await call(t.app, 'GET', '/api/backups/..%2Fbahi.db')).status).toBe(400);
  });

  it('refuses a second backup while one is being taken', async () => {
    const lock = tryLockBackups(t.backupDir);
    try {
      const answer = await call(t.app, 'POST', '/api/backups');
      expect(answer).toMatchObject({
        status: 409,
        body: { message: expect.stringContaining('being taken') },
      });
    } finally {
      lock?.release();
    }
  });

  it('changes the schedule, and refuses an hour or a number of days out of range', async () => {
    const saved = await expectAnswer(
      t.app,
      { method: 'PUT', url: '/api/backups/schedule', payload: { daily_hour: 21, keep_days: 7 } },
      200,
      backupScheduleSchema,
    );
    expect(saved).toMatchObject({ daily_hour: 21, keep_days: 7 });
    expectFieldErrors(await call(t.app, 'PUT', '/api/backups/schedule', { daily_hour: 24, keep_days: 0 }), {
      daily_hour: ['Daily Backup Hour must be a whole hour from 0 to 23'],
      keep_days: ['Keep Backups For must be a whole number of days from 1 to 365'],
    });
    expect((await sendRaw(t.app, 'PUT', '/api/backups/schedule', '{"daily_hour":')).status).toBe(400);
    const list = await expectAnswer(t.app, { method: 'GET', url: '/api/backups' }, 200, backupListSchema);
    expect(list.schedule).toEqual(saved);
  });

  it('takes the daily backup once when due, and removes the ones past the days kept', async () => {
    const config = { dir: t.backupDir, target: t.target };
    const now = new Date();
    const daily = await takeDailyBackupIfDue(t.db, config, now);
    expect(daily).toMatchObject({ kind: 'daily', check: { ok: true } });
    expect(await takeDailyBackupIfDue(t.db, config, now)).toBeNull();
    // Seven days kept (set above): eight days on, the earlier backups go, the newest good one stays.
    const later = new Date(now.getTime() + 8 * 24 * 60 * 60 * 1000);
    const next = await takeDailyBackupIfDue(t.db, config, later);
    const list = await expectAnswer(t.app, { method: 'GET', url: '/api/backups' }, 200, backupListSchema);
    expect(list.backups.map((backup) => backup.name)).toEqual([next?.name]);
  });

  it('writes backups taken and schedule changes to the edit log, with who did it', async () => {
    const log = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/audit-log?record_type=backup&limit=100' },
      200,
      listResponseSchema(auditEntrySchema),
    );
    const who = (action: string, user: string) =>
      log.data.filter((entry) => entry.action === action && entry.user_name === user);
    // The manual backup (above) by the owner; the two daily ones by the server's own schedule.
    expect(who('create', t.owner.name).length).toBeGreaterThanOrEqual(1);
    expect(who('create', 'System').map((entry) => entry.after)).toEqual([
      expect.objectContaining({ kind: 'daily' }),
      expect.objectContaining({ kind: 'daily' }),
    ]);
    const [schedule] = who('update', t.owner.name);
    expect(schedule?.record_id).toBe('schedule');
    expect(schedule?.before).toMatchObject({ daily_hour: 19, keep_days: 30 });
    expect(schedule?.after).toMatchObject({ daily_hour: 21, keep_days: 7 });
  });
});
