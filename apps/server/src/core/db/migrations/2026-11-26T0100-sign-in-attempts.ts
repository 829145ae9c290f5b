import type { Kysely, Migration } from 'kysely';

// Sign-in attempts counted in the database, so every server process sees the same count and one
// statement both counts an attempt and reads the total (an upsert … returning): a password is
// checked only once its attempt is counted, so simultaneous guesses cannot slip past the limit.
// One row per brake and subject: 'pair:<email> <address>', 'account:<email>', 'address:<ip>',
// 'password:<user id>' (auth/sign-in-attempts.ts). The rows are a brake, not the books: a row whose
// window has passed is started afresh and old ones are purged.

export const signInAttemptsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_in_attempts')
      .addColumn('subject', 'text', (c) => c.primaryKey())
      // Attempts counted in the current window (a successful sign-in gives its own back).
      .addColumn('attempts', 'integer', (c) => c.notNull())
      // ISO-8601 UTC instant the window started; the window's length belongs to the brake.
      .addColumn('window_started_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sign_in_attempts_window_started_at')
      .on('sign_in_attempts')
      .column('window_started_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sign_in_attempts').execute();
  },
};
