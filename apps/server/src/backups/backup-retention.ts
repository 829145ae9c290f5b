import { todayIso } from '@bahi/domain';
import type { Backup } from '@bahi/domain/schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment at or before `now` when the clock in India showed dailyHour:00. */
export function lastScheduledMoment(now: Date, dailyHour: number): number {
  const hour = String(dailyHour).padStart(2, '0');
  const today = Date.parse(`${todayIso(now)}T${hour}:00:00+05:30`);
  return today <= now.getTime() ? today : today - DAY_MS;
}

/**
 * A daily backup is due when none was taken since the last scheduled moment: at the hour while
 * the server runs, or at the next start when it was not running then. One whose check failed
 * counts too (it is listed in red), so a failing check is not repeated every minute.
 */
export function isDailyBackupDue(now: Date, dailyHour: number, backups: readonly Backup[]): boolean {
  const lastDaily = backups.find((backup) => backup.kind === 'daily');
  return !lastDaily || Date.parse(lastDaily.created_at) < lastScheduledMoment(now, dailyHour);
}

/**
 * The backups older than keepDays days, to be removed; the newest backup that passed its check
 * is kept whatever its age, so the folder is never left without a good one.
 */
export function expiredBackups(now: Date, keepDays: number, backups: readonly Backup[]): Backup[] {
  const newestGood = backups.find((backup) => backup.check.ok);
  const cutoff = now.getTime() - keepDays * DAY_MS;
  return backups.filter((backup) => backup !== newestGood && Date.parse(backup.created_at) < cutoff);
}
