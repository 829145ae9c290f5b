// The current definition of every trigger and view created here is in db/derived; this file is history.
import { type Kysely, type Migration, sql } from 'kysely';

// SQLite only. Migration 0800's invoice_items_copy_invoice filled every new line's copies of its
// invoice (date, B2B flag, counts) with an UPDATE right after the INSERT, so each line was
// written twice and moved in both covering indexes. The app now writes the copies with the line
// (services/report-line-copies.ts); the trigger fills only lines written without them (an empty
// invoice_date), as a bulk loader may. PostgreSQL's BEFORE INSERT trigger costs no second write.

type Dialect = 'sqlite' | 'postgres';

function dialectOf(db: Kysely<unknown>): Dialect {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres') ? 'postgres' : 'sqlite';
}

const B2B = `case when i.customer_gstin is not null and i.customer_gstin <> '' then 1 else 0 end`;
const COUNTS = `case when i.status <> 'Cancelled' then 1 else 0 end`;

function copyTrigger(onlyWhenMissing: boolean) {
  return `create trigger invoice_items_copy_invoice after insert on invoice_items
    when ${onlyWhenMissing ? "new.invoice_date = '' and " : ''}exists (select 1 from invoices where id = new.invoice_id)
    begin
      update invoice_items
      set (invoice_date, b2b, counts) =
        (select i.date, ${B2B}, ${COUNTS} from invoices i where i.id = new.invoice_id)
      where id = new.id;
    end`;
}

export const reportLineCopiesOnceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) !== 'sqlite') return;
    await sql`drop trigger invoice_items_copy_invoice`.execute(db);
    await sql.raw(copyTrigger(true)).execute(db);
  },

  async down(db: Kysely<unknown>) {
    if (dialectOf(db) !== 'sqlite') return;
    await sql`drop trigger invoice_items_copy_invoice`.execute(db);
    await sql.raw(copyTrigger(false)).execute(db);
  },
};
