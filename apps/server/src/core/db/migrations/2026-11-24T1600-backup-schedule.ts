import { type Kysely, type Migration, sql } from 'kysely';

// Backups (issue 19): the hour of the daily backup (India time) and how many days backups are
// kept, edited on the Settings screen. One row, id 1. The backups themselves are files in the
// backup folder, never rows: a restore replaces the database.

export const backupScheduleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('backup_schedule')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('daily_hour', 'integer', (c) => c.notNull().check(sql`daily_hour between 0 and 23`))
      .addColumn('keep_days', 'integer', (c) => c.notNull().check(sql`keep_days between 1 and 365`))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // 7 pm: near the end of the shop's day, so the day's bills are in it. Kept 30 days.
    await sql`insert into backup_schedule (id, daily_hour, keep_days, updated_at)
      values (1, 19, 30, ${new Date().toISOString()})`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('backup_schedule').execute();
  },
};
