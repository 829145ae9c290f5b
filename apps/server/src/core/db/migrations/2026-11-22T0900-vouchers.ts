import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';

// Receipt vouchers (money received from customers, series RV-001 …) and payment vouchers (money
// paid to suppliers, series PV-001 …), with the invoices or purchases each one settles (issue 9).
// Money is integer paise (BIGINT), dates 'YYYY-MM-DD' text, timestamps ISO-8601 UTC text.
//
// - A voucher is never deleted: removing one sets removed_at, so its number stays taken and the
//   next voucher of the series never reuses it. Every sum and list leaves removed vouchers out.
// - Numbers come from a counter row per series (voucher_series), raised inside the transaction
//   that writes the voucher: concurrent saves queue on that row instead of colliding, the number
//   is the highest ever issued plus one, and a failed save rolls its number back. The unique
//   index on (kind, seq) stands behind it.
// - A voucher keeps a snapshot of its party, like invoices and purchases do, so editing a
//   customer later never changes a voucher already issued.

type Dialect = 'sqlite' | 'postgres';

function dialectOf(db: Kysely<unknown>): Dialect {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres') ? 'postgres' : 'sqlite';
}

function nowIso(dialect: Dialect) {
  return dialect === 'postgres'
    ? sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

function idColumn(dialect: Dialect) {
  return (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}

const PARTY_SNAPSHOT = ['gstin', 'email', 'phone', 'address', 'state_code'] as const;

export const vouchersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    let vouchers = db.schema
      .createTable('vouchers')
      .addColumn('id', 'integer', idColumn(dialect))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('receipt', 'payment')`))
      .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq > 0`))
      .addColumn('voucher_number', 'text', (c) => c.notNull().unique())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('restrict'))
      .addColumn('supplier_id', 'integer', (c) => c.references('suppliers.id').onDelete('restrict'))
      .addColumn('party_name', 'text', (c) => c.notNull());
    for (const field of PARTY_SNAPSHOT) vouchers = vouchers.addColumn(`party_${field}`, 'text');
    await vouchers
      .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('mode', 'text', (c) =>
        c.notNull().check(sql`mode in ('cash', 'upi', 'bank_transfer', 'cheque')`),
      )
      .addColumn('cheque_number', 'text')
      .addColumn('reference', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIso(dialect)))
      .addColumn('removed_at', 'text')
      // A receipt names a customer and no supplier; a payment the other way round.
      .addCheckConstraint(
        'vouchers_party_of_kind',
        sql`(kind = 'receipt' and customer_id is not null and supplier_id is null)
          or (kind = 'payment' and supplier_id is not null and customer_id is null)`,
      )
      .execute();
    await db.schema
      .createTable('voucher_series')
      .addColumn('kind', 'text', (c) => c.primaryKey())
      .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`insert into voucher_series (kind, last_seq) values ('receipt', 0), ('payment', 0)`.execute(db);

    await db.schema.createIndex('vouchers_series').on('vouchers').columns(['kind', 'seq']).unique().execute();
    await db.schema.createIndex('vouchers_date').on('vouchers').columns(['date', 'id']).execute();
    await db.schema
      .createIndex('vouchers_customer')
      .on('vouchers')
      .columns(['customer_id', 'date'])
      .execute();
    await db.schema
      .createIndex('vouchers_supplier')
      .on('vouchers')
      .columns(['supplier_id', 'date'])
      .execute();

    await db.schema
      .createTable('voucher_allocations')
      .addColumn('id', 'integer', idColumn(dialect))
      .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.id').onDelete('restrict'))
      .addColumn('line_no', 'integer', (c) => c.notNull())
      .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('restrict'))
      .addColumn('purchase_id', 'integer', (c) => c.references('purchases.id').onDelete('restrict'))
      .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
      .addCheckConstraint(
        'voucher_allocations_one_document',
        sql`(invoice_id is null) <> (purchase_id is null)`,
      )
      .execute();
    await db.schema
      .createIndex('voucher_allocations_voucher')
      .on('voucher_allocations')
      .columns(['voucher_id', 'line_no'])
      .unique()
      .execute();
    await db.schema
      .createIndex('voucher_allocations_invoice')
      .on('voucher_allocations')
      .columns(['invoice_id', 'voucher_id'])
      .execute();
    await db.schema
      .createIndex('voucher_allocations_purchase')
      .on('voucher_allocations')
      .columns(['purchase_id', 'voucher_id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('voucher_allocations').execute();
    await db.schema.dropTable('vouchers').execute();
    await db.schema.dropTable('voucher_series').execute();
  },
};
