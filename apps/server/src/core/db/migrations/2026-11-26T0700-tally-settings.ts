import { type Kysely, type Migration, sql } from 'kysely';

// The Tally export's settings, one row (id 1): the Tally company the files import into (blank:
// the one open in Tally) and the ledger names the vouchers post to. ledgers and expense_ledgers
// are JSON objects (role → name, expense category → name): read whole, never filtered on, and a
// new role needs no new column. The defaults are filled in when read (tally-settings-service.ts).

export const tallySettingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tally_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('ledgers', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('expense_ledgers', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await sql`insert into tally_settings (id, updated_at) values (1, ${new Date().toISOString()})`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('tally_settings').execute();
  },
};
