import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';

// Expenses (issue 9): money paid out that is not stock bought for sale. Amounts are integer paise
// (BIGINT) as everywhere else, the date 'YYYY-MM-DD' text, created_at ISO-8601 UTC text. The GST
// paid is part of the amount (what the bill says), never more than it.

type Dialect = 'sqlite' | 'postgres';

function dialectOf(db: Kysely<unknown>): Dialect {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres') ? 'postgres' : 'sqlite';
}

function nowIso(dialect: Dialect) {
  return dialect === 'postgres'
    ? sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

export const expensesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await db.schema
      .createTable('expenses')
      // As for every table: an id once shown to a user is never given to another record.
      .addColumn('id', 'integer', (column: ColumnDefinitionBuilder) =>
        dialect === 'postgres'
          ? column.primaryKey().generatedByDefaultAsIdentity()
          : column.primaryKey().autoIncrement(),
      )
      .addColumn('date', 'text', (c) => c.notNull())
      // The list of categories lives in the shared schemas, so changing it needs no migration.
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('payee', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('gst_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('mode', 'text', (c) =>
        c.notNull().check(sql`mode in ('Cash', 'UPI', 'Bank Transfer', 'Cheque', 'Card')`),
      )
      .addColumn('reference', 'text')
      .addColumn('note', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIso(dialect)))
      .addCheckConstraint('expenses_gst_within_amount', sql`gst_amount >= 0 and gst_amount <= amount`)
      .execute();
    // The list reads newest date first and filters on the date.
    await db.schema.createIndex('expenses_date_id').on('expenses').columns(['date', 'id']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('expenses').execute();
  },
};
