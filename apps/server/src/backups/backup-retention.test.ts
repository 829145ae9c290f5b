import type { Backup } from '@bahi/domain/schemas';
import { describe, expect, it } from 'vitest';
import { expiredBackups, isDailyBackupDue, lastScheduledMoment } from './backup-retention';

// The daily hour is India's whatever the machine's zone: 19 means 19:00 IST = 13:30 UTC.

function backup(kind: Backup['kind'], createdAt: string, ok = true): Backup {
  return {
    name: `bahi-${createdAt.replace(/[:.]/g, '-')}-${kind}.db`,
    kind,
    database: 'sqlite',
    created_at: createdAt,
    size_bytes: 1,
    check: { ok, message: ok ? 'passed' : 'failed' },
    row_counts: {},
  };
}

describe('daily backup schedule', () => {
  it('finds the last 19:00 in India at or before now', () => {
    expect(new Date(lastScheduledMoment(new Date('2026-11-24T13:30:00Z'), 19)).toISOString()).toBe(
      '2026-11-24T13:30:00.000Z',
    );
    expect(new Date(lastScheduledMoment(new Date('2026-11-24T13:29:59Z'), 19)).toISOString()).toBe(
      '2026-11-23T13:30:00.000Z',
    );
    // 00:10 IST on the 25th is still the 24th in UTC; the last midnight hour is India's.
    expect(new Date(lastScheduledMoment(new Date('2026-11-24T18:40:00Z'), 0)).toISOString()).toBe(
      '2026-11-24T18:30:00.000Z',
    );
  });

  it('is due when no daily backup was taken since the last scheduled hour', () => {
    const now = new Date('2026-11-24T14:00:00Z'); // 19:30 IST
    expect(isDailyBackupDue(now, 19, [])).toBe(true);
    expect(isDailyBackupDue(now, 19, [backup('daily', '2026-11-24T13:31:00.000Z')])).toBe(false);
    expect(isDailyBackupDue(now, 19, [backup('daily', '2026-11-24T13:29:00.000Z')])).toBe(true);
    // A manual backup does not stand in for the daily one; a failed daily one is not redone at once.
    expect(isDailyBackupDue(now, 19, [backup('manual', '2026-11-24T13:45:00.000Z')])).toBe(true);
    expect(isDailyBackupDue(now, 19, [backup('daily', '2026-11-24T13:31:00.000Z', false)])).toBe(false);
    // Before the hour, yesterday's backup is the one that counts.
    const morning = new Date('2026-11-24T04:00:00Z');
    expect(isDailyBackupDue(morning, 19, [backup('daily', '2026-11-23T13:30:00.000Z')])).toBe(false);
  });

  it('removes backups older than the days kept, but never the newest good one', () => {
    const now = new Date('2026-11-24T14:00:00Z');
    const recent = backup('daily', '2026-11-23T13:30:00.000Z');
    const old = backup('manual', '2026-10-01T10:00:00.000Z');
    const older = backup('daily', '2026-09-01T10:00:00.000Z');
    expect(expiredBackups(now, 30, [recent, old, older])).toEqual([old, older]);
    // Only old backups left, the newest of them failed its check: the newest good one stays.
    const failed = backup('daily', '2026-10-02T10:00:00.000Z', false);
    expect(expiredBackups(now, 30, [failed, old, older])).toEqual([failed, older]);
  });
});
