import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
  sql,
} from 'kysely';

// The catalogue: GST rates, categories, products, customers, suppliers and the seller settings.
// Money is integer paise (BIGINT), GST rates integer basis points (1800 = 18%), booleans 0/1 in
// both dialects, timestamps ISO-8601 UTC text ('2026-11-22T05:00:00.000Z') so that both dialects
// return the same strings and compare them the same way.

type Dialect = 'sqlite' | 'postgres';

function dialectOf(db: Kysely<unknown>): Dialect {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres') ? 'postgres' : 'sqlite';
}

function nowIso(dialect: Dialect) {
  return dialect === 'postgres'
    ? sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  // AUTOINCREMENT in SQLite (and an identity in PostgreSQL) never reuses the id of a deleted row,
  // so an id once shown to a user always means the same record.
  return table.addColumn('id', 'integer', (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement(),
  );
}

const DEFAULT_GST_RATES_BP = [0, 500, 1200, 1800, 2800, 4000];

export const catalogueMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIso(dialect);

    await withId(db.schema.createTable('gst_rates'), dialect)
      .addColumn('rate_bp', 'integer', (c) => c.notNull().unique().check(sql`rate_bp between 0 and 10000`))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('gst_rates_created_at').on('gst_rates').column('created_at').execute();

    await withId(db.schema.createTable('categories'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    // Names are unique regardless of case ('Grocery' and 'GROCERY' are one category).
    await db.schema
      .createIndex('categories_name_lower')
      .on('categories')
      .unique()
      .expression(sql`lower(name)`)
      .execute();
    await db.schema.createIndex('categories_created_at').on('categories').column('created_at').execute();

    await withId(db.schema.createTable('products'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('hsn_code', 'text', (c) => c.notNull())
      .addColumn('mrp', 'bigint', (c) => c.notNull().check(sql`mrp >= 0`))
      .addColumn('rate', 'bigint', (c) => c.notNull().check(sql`rate >= 0`))
      // A product points at a row of the rate master, so its list shows the master's current rate.
      .addColumn('gst_rate_id', 'integer', (c) => c.notNull().references('gst_rates.id').onDelete('restrict'))
      .addColumn('reorder_level', 'integer', (c) => c.notNull().defaultTo(0).check(sql`reorder_level >= 0`))
      .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('restrict'))
      .addColumn('unit', 'text', (c) => c.notNull().defaultTo('NOS'))
      .addColumn('price_editable', 'integer', (c) =>
        c.notNull().defaultTo(0).check(sql`price_editable in (0, 1)`),
      )
      .addColumn('opening_stock', 'integer', (c) => c.notNull().defaultTo(0).check(sql`opening_stock >= 0`))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    // The delete checks count products per rate and per category.
    await db.schema.createIndex('products_gst_rate_id').on('products').column('gst_rate_id').execute();
    await db.schema.createIndex('products_category_id').on('products').column('category_id').execute();
    await db.schema.createIndex('products_created_at').on('products').column('created_at').execute();

    for (const table of ['customers', 'suppliers'] as const) {
      await withId(db.schema.createTable(table), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('gstin', 'text')
        .addColumn('address', 'text', (c) => (table === 'customers' ? c.notNull() : c))
        .addColumn('state_code', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex(`${table}_created_at`).on(table).column('created_at').execute();
    }

    await db.schema
      .createTable('settings')
      // Exactly one row: the seller.
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('gstin', 'text', (c) => c.notNull())
      .addColumn('state_code', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('bank_name', 'text')
      .addColumn('bank_account_number', 'text')
      .addColumn('bank_ifsc', 'text')
      .addColumn('bank_branch', 'text')
      .addColumn('invoice_prefix', 'text', (c) => c.notNull())
      .addColumn('round_off', 'integer', (c) => c.notNull().defaultTo(0).check(sql`round_off in (0, 1)`))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await sql`insert into gst_rates (rate_bp) values ${sql.join(DEFAULT_GST_RATES_BP.map((bp) => sql`(${bp})`))}`.execute(
      db,
    );
    await sql`insert into settings (id, name, gstin, state_code, phone, email, address, bank_name,
      bank_account_number, bank_ifsc, bank_branch, invoice_prefix, round_off)
      values (1, 'Bahi Traders', '22AAAAA0000A1ZC', '22', '+91 771 400 0000', 'accounts@bahitraders.in',
      'Shop 12, Sadar Bazar, Raipur, Chhattisgarh 492001', 'State Bank of India', '00000011122233',
      'SBIN0000461', 'Raipur Main', 'INV', 0)`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['settings', 'suppliers', 'customers', 'products', 'categories', 'gst_rates']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
