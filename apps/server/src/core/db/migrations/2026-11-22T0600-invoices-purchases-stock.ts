import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
  sql,
} from 'kysely';

// Invoices, purchases and the stock ledger. Money is integer paise (BIGINT); GST rates and
// discounts are integer basis points (1800 = 18%, 1250 = 12.5%); dates 'YYYY-MM-DD' text and
// timestamps ISO-8601 UTC text, as in the catalogue migration.
//
// Invoices and purchases keep a snapshot of the party and of each product (name, HSN, unit), so
// a customer or product edited later never changes a document already issued.

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
  return table.addColumn('id', 'integer', (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement(),
  );
}

function money<T extends string>(table: CreateTableBuilder<T, never>, names: readonly string[]) {
  let builder = table;
  for (const name of names) builder = builder.addColumn(name, 'bigint', (c) => c.notNull().defaultTo(0));
  return builder;
}

const PARTY_SNAPSHOT = ['name', 'gstin', 'email', 'phone', 'address', 'state_code'] as const;

export const invoicesPurchasesStockMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIso(dialect);

    let invoices = withId(db.schema.createTable('invoices'), dialect)
      .addColumn('invoice_number', 'text', (c) => c.notNull())
      // Upper-cased number: 'inv/1' and 'INV/1' are one number within a financial year.
      .addColumn('number_key', 'text', (c) => c.notNull())
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('customer_id', 'integer', (c) =>
        c.notNull().references('customers.id').onDelete('restrict'),
      );
    for (const field of PARTY_SNAPSHOT) {
      invoices = invoices.addColumn(`customer_${field}`, 'text', (c) => (field === 'name' ? c.notNull() : c));
    }
    invoices = invoices
      .addColumn('place_of_supply', 'text', (c) => c.notNull())
      .addColumn('supply_type', 'text', (c) => c.notNull().check(sql`supply_type in ('intra', 'inter')`))
      .addColumn('status', 'text', (c) =>
        c.notNull().defaultTo('Unpaid').check(sql`status in ('Unpaid', 'Paid', 'Cancelled')`),
      );
    await money(invoices, [
      'total_amount',
      'cgst_amount',
      'sgst_amount',
      'igst_amount',
      'gst_amount',
      'round_off',
      'grand_total',
    ])
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    // Rule 46(b): unique within a financial year. The index, not a prior lookup, decides a race.
    await db.schema
      .createIndex('invoices_number_per_year')
      .on('invoices')
      .columns(['financial_year', 'number_key'])
      .unique()
      .execute();
    await db.schema.createIndex('invoices_date').on('invoices').columns(['date', 'id']).execute();
    await db.schema
      .createIndex('invoices_customer')
      .on('invoices')
      .columns(['customer_id', 'date'])
      .execute();

    let invoiceItems = withId(db.schema.createTable('invoice_items'), dialect)
      .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
      .addColumn('line_no', 'integer', (c) => c.notNull())
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('restrict'))
      .addColumn('product_name', 'text', (c) => c.notNull())
      .addColumn('hsn_code', 'text', (c) => c.notNull())
      .addColumn('unit', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('discount_bp', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gst_rate_bp', 'integer', (c) => c.notNull());
    invoiceItems = money(invoiceItems, [
      'mrp',
      'rate',
      'subtotal',
      'cgst_amount',
      'sgst_amount',
      'igst_amount',
      'tax_amount',
      'total',
    ]);
    await invoiceItems.execute();
    await db.schema
      .createIndex('invoice_items_invoice')
      .on('invoice_items')
      .columns(['invoice_id', 'line_no'])
      .execute();
    await db.schema.createIndex('invoice_items_product').on('invoice_items').column('product_id').execute();

    let purchases = withId(db.schema.createTable('purchases'), dialect)
      .addColumn('purchase_number', 'text', (c) => c.notNull().unique())
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('supplier_invoice_number', 'text')
      .addColumn('purchase_date', 'text', (c) => c.notNull())
      .addColumn('supplier_id', 'integer', (c) =>
        c.notNull().references('suppliers.id').onDelete('restrict'),
      );
    for (const field of PARTY_SNAPSHOT) {
      purchases = purchases.addColumn(`supplier_${field}`, 'text', (c) =>
        field === 'name' ? c.notNull() : c,
      );
    }
    purchases = purchases.addColumn('supply_type', 'text', (c) =>
      c.notNull().check(sql`supply_type in ('intra', 'inter')`),
    );
    await money(purchases, [
      'total_amount',
      'cgst_amount',
      'sgst_amount',
      'igst_amount',
      'gst_amount',
      'grand_total',
    ])
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('purchases_date').on('purchases').columns(['purchase_date', 'id']).execute();
    await db.schema.createIndex('purchases_supplier').on('purchases').column('supplier_id').execute();

    const purchaseItems = withId(db.schema.createTable('purchase_items'), dialect)
      .addColumn('purchase_id', 'integer', (c) => c.notNull().references('purchases.id').onDelete('cascade'))
      .addColumn('line_no', 'integer', (c) => c.notNull())
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('restrict'))
      .addColumn('product_name', 'text', (c) => c.notNull())
      .addColumn('hsn_code', 'text', (c) => c.notNull())
      .addColumn('unit', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('discount_bp', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gst_rate_bp', 'integer', (c) => c.notNull())
      .addColumn('mrp', 'bigint');
    await money(purchaseItems, ['amount', 'rate', 'subtotal', 'tax_amount', 'total']).execute();
    await db.schema
      .createIndex('purchase_items_purchase')
      .on('purchase_items')
      .columns(['purchase_id', 'line_no'])
      .execute();
    await db.schema.createIndex('purchase_items_product').on('purchase_items').column('product_id').execute();

    // The stock ledger: one row per product per document line, signed (+ purchased, − sold).
    // A cancelled invoice's rows are removed, so on hand = opening_stock + SUM(quantity).
    await withId(db.schema.createTable('stock_movements'), dialect)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('restrict'))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('source_type', 'text', (c) => c.notNull().check(sql`source_type in ('invoice', 'purchase')`))
      .addColumn('source_id', 'integer', (c) => c.notNull())
      .execute();
    // Covers "on hand as of a date" per product without touching the table rows.
    await db.schema
      .createIndex('stock_movements_product_date')
      .on('stock_movements')
      .columns(['product_id', 'date', 'quantity'])
      .execute();
    await db.schema
      .createIndex('stock_movements_source')
      .on('stock_movements')
      .columns(['source_type', 'source_id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['stock_movements', 'purchase_items', 'purchases', 'invoice_items', 'invoices']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
