import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOfDb } from '../derived/index';

// The shop's GST registration over time: from each date the GSTIN it held ('' while not
// registered) and its state. A return is filed under the GSTIN held in its period, for the days it
// was held. Saving another GSTIN (or none) in Settings adds a row from that day. A shop whose
// invoices were issued under more than one registration (their kept seller particulars say so)
// starts with each registration from its first invoice; every other shop starts with none, and
// then its one registration of today counts for every period.

type FirstIssue = { gstin: string; state_code: string; first_date: string };

export const gstRegistrationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    await db.schema
      .createTable('gst_registrations')
      .addColumn('id', 'integer', (c) =>
        postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
      )
      .addColumn('gstin', 'text', (c) => c.notNull())
      .addColumn('state_code', 'text', (c) => c.notNull())
      .addColumn('effective_from', 'text', (c) => c.notNull())
      .addColumn('recorded_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('gst_registrations_effective_from')
      .on('gst_registrations')
      .column('effective_from')
      .execute();
    const field = (name: string) =>
      postgres
        ? sql.raw(`(seller_snapshot::json ->> '${name}')`)
        : sql.raw(`json_extract(seller_snapshot, '$.${name}')`);
    const { rows } = await sql<FirstIssue>`
      select coalesce(${field('gstin')}, '') as gstin, max(coalesce(${field('state_code')}, '')) as state_code,
        min(date) as first_date
      from invoices where seller_snapshot is not null group by coalesce(${field('gstin')}, '')
      order by first_date`.execute(db);
    if (rows.length < 2) return;
    const recordedAt = new Date().toISOString();
    for (const [index, row] of rows.entries()) {
      // The first registration reaches back to the start of the books.
      const from = index === 0 ? '2017-07-01' : row.first_date;
      await sql`insert into gst_registrations (gstin, state_code, effective_from, recorded_at)
        values (${row.gstin}, ${row.state_code}, ${from}, ${recordedAt})`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('gst_registrations').execute();
  },
};
