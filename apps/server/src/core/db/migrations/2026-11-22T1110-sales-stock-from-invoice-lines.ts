// The current definition of every trigger and view created here is in db/derived; this file is history.
import { type Kysely, type Migration, sql } from 'kysely';

// Sales leave stock straight from the invoice lines. Until now every line was written twice: once
// as the line, once as a row of the stock ledger (stock_movements), whose four indexes took a
// page write per line each; with a million invoices that copy cost a third of saving an invoice
// (issue 4). The lines already carry what the ledger row held (product, quantity, the invoice's
// date, and counts = 0 while the invoice is cancelled), so:
// - stock_movements keeps the purchase lines only; invoice rows are deleted;
// - the view stock_ledger shows both as one signed ledger (purchases +, counted sales −), so every
//   stock query reads the same movements as before;
// - invoice_items_product becomes (product_id, invoice_date, counts, quantity): a product's sales
//   up to a day are one index range, and product deletes still find their lines;
// - triggers on invoice_items keep stock_balances (the ledger's sum per product) in step, in the
//   statement that writes, cancels or restores an invoice, as those on stock_movements do for
//   purchases. The balances are recounted from the ledger once here.

type Dialect = 'sqlite' | 'postgres';

function dialectOf(db: Kysely<unknown>): Dialect {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres') ? 'postgres' : 'sqlite';
}

const BALANCE_CONFLICT =
  'on conflict (product_id) do update set quantity = stock_balances.quantity + excluded.quantity';

/** A counted line (new or old image) taken out of (sign −1) or put back into (sign 1) stock. */
function moveBalance(row: 'new' | 'old', sign: 1 | -1) {
  return `insert into stock_balances (product_id, quantity)
    select ${row}.product_id, ${sign} * ${row}.quantity where ${row}.counts = 1 ${BALANCE_CONFLICT};`;
}

const SQLITE_TRIGGERS = [
  `create trigger invoice_items_stock_insert after insert on invoice_items begin ${moveBalance('new', -1)} end`,
  `create trigger invoice_items_stock_delete after delete on invoice_items begin ${moveBalance('old', 1)} end`,
  `create trigger invoice_items_stock_update after update of product_id, quantity, counts on invoice_items
   begin ${moveBalance('old', 1)} ${moveBalance('new', -1)} end`,
];

// PostgreSQL: per statement, a whole statement's lines summed per product and applied in product
// order, as migration 1000 does for the other totals (two invoices at once never deadlock).
const POSTGRES_CHANGES = {
  INSERT: 'select 1 as sign, * from new_rows',
  DELETE: 'select -1 as sign, * from old_rows',
  UPDATE: 'select 1 as sign, * from new_rows union all select -1 as sign, * from old_rows',
} as const;

function postgresSold(changes: string) {
  return `insert into stock_balances (product_id, quantity)
    select product_id, sum(-sign * quantity) from (${changes}) changes where counts = 1
    group by product_id having sum(-sign * quantity) <> 0 order by product_id
    ${BALANCE_CONFLICT};`;
}

const POSTGRES_TRIGGERS = [
  `create function invoice_items_stock_per_statement() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${postgresSold(POSTGRES_CHANGES.INSERT)}
      elsif tg_op = 'DELETE' then ${postgresSold(POSTGRES_CHANGES.DELETE)}
      else ${postgresSold(POSTGRES_CHANGES.UPDATE)}
      end if;
      return null;
    end $$`,
  `create trigger invoice_items_stock_insert after insert on invoice_items
   referencing new table as new_rows for each statement execute function invoice_items_stock_per_statement()`,
  `create trigger invoice_items_stock_update after update on invoice_items
   referencing old table as old_rows new table as new_rows
   for each statement execute function invoice_items_stock_per_statement()`,
  `create trigger invoice_items_stock_delete after delete on invoice_items
   referencing old table as old_rows for each statement execute function invoice_items_stock_per_statement()`,
];

// Only the columns stock sums need: SQLite then reads both arms from covering indexes
// (stock_movements_product_date or _date; invoice_items_product_date or _report).
const STOCK_LEDGER_VIEW = `create view stock_ledger as
  select product_id, date, quantity from stock_movements
  union all
  select product_id, invoice_date as date, -quantity as quantity from invoice_items where counts = 1`;

// SQLite's per-row balance triggers on stock_movements (migration 0800), set aside while the
// invoice rows go: the balances are recounted afterwards, so firing them row by row is waste.
const SQLITE_LEDGER_TRIGGERS = [
  `create trigger stock_movements_balance_insert after insert on stock_movements
   begin insert into stock_balances (product_id, quantity) values (new.product_id, 1 * new.quantity)
   ${BALANCE_CONFLICT}; end`,
  `create trigger stock_movements_balance_delete after delete on stock_movements
   begin insert into stock_balances (product_id, quantity) values (old.product_id, -1 * old.quantity)
   ${BALANCE_CONFLICT}; end`,
  `create trigger stock_movements_balance_update after update of product_id, quantity on stock_movements
   begin insert into stock_balances (product_id, quantity) values (old.product_id, -1 * old.quantity)
   ${BALANCE_CONFLICT};
   insert into stock_balances (product_id, quantity) values (new.product_id, 1 * new.quantity)
   ${BALANCE_CONFLICT}; end`,
];

async function run(db: Kysely<unknown>, statements: readonly string[]) {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function recountBalances(db: Kysely<unknown>) {
  await sql`delete from stock_balances`.execute(db);
  await sql`insert into stock_balances (product_id, quantity)
    select product_id, sum(quantity) from stock_ledger group by product_id`.execute(db);
}

export const salesStockFromInvoiceLinesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    if (dialect === 'sqlite') {
      for (const suffix of ['insert', 'delete', 'update']) {
        await sql.raw(`drop trigger stock_movements_balance_${suffix}`).execute(db);
      }
    }
    await sql`delete from stock_movements where source_type = 'invoice'`.execute(db);
    if (dialect === 'sqlite') await run(db, SQLITE_LEDGER_TRIGGERS);

    await db.schema.dropIndex('invoice_items_product').execute();
    await db.schema
      .createIndex('invoice_items_product_date')
      .on('invoice_items')
      .columns(['product_id', 'invoice_date', 'counts', 'quantity'])
      .execute();
    await sql.raw(STOCK_LEDGER_VIEW).execute(db);
    await run(db, dialect === 'sqlite' ? SQLITE_TRIGGERS : POSTGRES_TRIGGERS);
    await recountBalances(db);
  },

  async down(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    if (dialect === 'sqlite') {
      for (const suffix of ['insert', 'delete', 'update']) {
        await sql.raw(`drop trigger invoice_items_stock_${suffix}`).execute(db);
      }
    } else {
      for (const suffix of ['insert', 'delete', 'update']) {
        await sql.raw(`drop trigger invoice_items_stock_${suffix} on invoice_items`).execute(db);
      }
      await sql`drop function invoice_items_stock_per_statement()`.execute(db);
    }
    // Back to one ledger row per counted sale line, and balances summed from the ledger alone.
    await sql`insert into stock_movements (product_id, date, quantity, source_type, source_id)
      select product_id, invoice_date, -quantity, 'invoice', invoice_id from invoice_items
      where counts = 1 order by invoice_id, line_no`.execute(db);
    await sql`drop view stock_ledger`.execute(db);
    await sql`delete from stock_balances`.execute(db);
    await sql`insert into stock_balances (product_id, quantity)
      select product_id, sum(quantity) from stock_movements group by product_id`.execute(db);
    await db.schema.dropIndex('invoice_items_product_date').execute();
    await db.schema.createIndex('invoice_items_product').on('invoice_items').column('product_id').execute();
  },
};
