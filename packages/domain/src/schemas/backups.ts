import { z } from 'zod';

// Backups of the shop's database: taken on demand (Settings, `npm run backup`) and daily at a set
// hour, each checked after writing and kept for a set number of days (docs/product.md, Backups).

export const BACKUP_KINDS = ['daily', 'manual', 'before-restore'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

/**
 * A backup's file name: bahi-<UTC instant>-<kind>.db (SQLite) or .sql.gz (PostgreSQL), e.g.
 * bahi-2026-11-24T13-30-05-123Z-daily.db. Sorting the names sorts the backups by time.
 */
export const BACKUP_NAME_PATTERN =
  /^bahi-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-(daily|manual|before-restore)\.(db|sql\.gz)$/;

export const backupSchema = z.object({
  name: z.string(),
  kind: z.enum(BACKUP_KINDS),
  database: z.enum(['sqlite', 'postgres']),
  /** When the snapshot was taken (ISO instant). */
  created_at: z.string(),
  size_bytes: z.number().int(),
  /** The check after writing: integrity of the file and its row counts against the database's. */
  check: z.object({ ok: z.boolean(), message: z.string() }),
  /** Rows per table in the backup, as counted in the snapshot it was taken from. */
  row_counts: z.record(z.string(), z.number().int()),
  /** The Bahi release that wrote the backup (absent in backups made before it was recorded). */
  bahi_version: z.string().optional(),
  /** The schema the backup holds: the name of its latest migration. */
  schema: z.string().optional(),
});

const hourMessage = 'Daily Backup Hour must be a whole hour from 0 to 23';
const daysMessage = 'Keep Backups For must be a whole number of days from 1 to 365';

/** PUT /api/backups/schedule body: the hour (India time) of the daily backup and how long to keep. */
export const backupScheduleInputSchema = z.object({
  daily_hour: z.number({ error: hourMessage }).int(hourMessage).min(0, hourMessage).max(23, hourMessage),
  keep_days: z.number({ error: daysMessage }).int(daysMessage).min(1, daysMessage).max(365, daysMessage),
});

export const backupScheduleSchema = backupScheduleInputSchema.extend({ updated_at: z.string() });

export const backupListSchema = z.object({
  /** The folder on the server's machine the backups are written to (BAHI_BACKUP_DIR). */
  directory: z.string(),
  schedule: backupScheduleSchema,
  /** Newest first. */
  backups: z.array(backupSchema),
});

const nameMessage = 'name must be the file name of a backup as listed';
export const backupNameParamsSchema = z.object({
  name: z.string({ error: nameMessage }).regex(BACKUP_NAME_PATTERN, nameMessage),
});

export type Backup = z.output<typeof backupSchema>;
export type BackupSchedule = z.output<typeof backupScheduleSchema>;
export type BackupScheduleValues = z.output<typeof backupScheduleInputSchema>;
export type BackupList = z.output<typeof backupListSchema>;
