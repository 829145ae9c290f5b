import { type Kysely, type Migration, sql } from 'kysely';

// The shop's logo and signature, printed on its invoices: at most one row per kind, the image as
// base64 text with its type (the same column type on both dialects, and the form it is answered
// and printed in). Removing an image deletes its row.

export const settingsImagesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('settings_images')
      .addColumn('kind', 'text', (c) => c.primaryKey().check(sql`kind in ('logo', 'signature')`))
      .addColumn('mime_type', 'text', (c) => c.notNull().check(sql`mime_type in ('image/png', 'image/jpeg')`))
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('data_base64', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('settings_images').execute();
  },
};
