import { type Kysely, type Migration, sql } from 'kysely';

// One table of number series for every kind that numbers from a counter: `document_series` holds
// the last position issued per series and financial year, where five tables each held their own
// (note_series, purchase_return_series, refund_series, voucher_series, self_invoice_series). Every
// row is copied, so numbering goes on exactly where it was. A series is named as its kind declares
// it in documents/document-kinds.ts: credit_note, debit_note, purchase_return, refund_paid,
// refund_received, receipt, payment, self_invoice. Receipts and payments never restarted with the
// year: their financial_year is 'all'. Invoices and purchases number from their own rows.

const EVERY_YEAR = 'all';

async function createOldTables(trx: Kysely<unknown>): Promise<void> {
  await trx.schema
    .createTable('note_series')
    .addColumn('note_type', 'text', (c) => c.notNull().check(sql`note_type in ('credit', 'debit')`))
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('note_series_pkey', ['note_type', 'financial_year'])
    .execute();
  await trx.schema
    .createTable('purchase_return_series')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .execute();
  await trx.schema
    .createTable('refund_series')
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('refund_series_pkey', ['direction', 'financial_year'])
    .execute();
  await trx.schema
    .createTable('voucher_series')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await trx.schema
    .createTable('self_invoice_series')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .execute();
}

async function up(trx: Kysely<unknown>): Promise<void> {
  await trx.schema
    .createTable('document_series')
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_series_pkey', ['series', 'financial_year'])
    .execute();
  await sql`insert into document_series (series, financial_year, last_seq)
    select note_type || '_note', financial_year, last_seq from note_series`.execute(trx);
  await sql`insert into document_series (series, financial_year, last_seq)
    select 'purchase_return', financial_year, last_seq from purchase_return_series`.execute(trx);
  await sql`insert into document_series (series, financial_year, last_seq)
    select 'refund_' || direction, financial_year, last_seq from refund_series`.execute(trx);
  // A voucher series' row existed from the start at 0; a missing row now means the same.
  await sql`insert into document_series (series, financial_year, last_seq)
    select kind, ${EVERY_YEAR}, last_seq from voucher_series where last_seq > 0`.execute(trx);
  await sql`insert into document_series (series, financial_year, last_seq)
    select 'self_invoice', financial_year, last_seq from self_invoice_series`.execute(trx);
  for (const table of [
    'note_series',
    'purchase_return_series',
    'refund_series',
    'voucher_series',
    'self_invoice_series',
  ])
    await trx.schema.dropTable(table).execute();
}

async function down(trx: Kysely<unknown>): Promise<void> {
  await createOldTables(trx);
  await sql`insert into note_series (note_type, financial_year, last_seq)
    select case series when 'credit_note' then 'credit' else 'debit' end, financial_year, last_seq
    from document_series where series in ('credit_note', 'debit_note')`.execute(trx);
  await sql`insert into purchase_return_series (financial_year, last_seq)
    select financial_year, last_seq from document_series where series = 'purchase_return'`.execute(trx);
  await sql`insert into refund_series (direction, financial_year, last_seq)
    select case series when 'refund_paid' then 'paid' else 'received' end, financial_year, last_seq
    from document_series where series in ('refund_paid', 'refund_received')`.execute(trx);
  await sql`insert into voucher_series (kind, last_seq)
    select kinds.kind, coalesce(max(document_series.last_seq), 0)
    from (select 'receipt' as kind union all select 'payment') kinds
    left join document_series on document_series.series = kinds.kind
    group by kinds.kind`.execute(trx);
  await sql`insert into self_invoice_series (financial_year, last_seq)
    select financial_year, last_seq from document_series where series = 'self_invoice'`.execute(trx);
  await trx.schema.dropTable('document_series').execute();
}

export const oneDocumentSeriesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.isTransaction) await up(db);
    else await db.transaction().execute(up);
  },
  async down(db: Kysely<unknown>) {
    if (db.isTransaction) await down(db);
    else await db.transaction().execute(down);
  },
};
