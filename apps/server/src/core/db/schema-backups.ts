/** The daily backup's hour (0-23, India time) and how many days backups are kept; one row, id 1. */
export type BackupScheduleTable = {
  id: number;
  daily_hour: number;
  keep_days: number;
  updated_at: string;
};
