// The current definition of every trigger and view created here is in db/derived; this file is history.
import { type Kysely, type Migration, sql } from 'kysely';
import { createTotalsTriggers } from './2026-11-22T0810-report-totals-triggers';

// PostgreSQL only (SQLite writes one transaction at a time, so its triggers stay as they are).
// The 0800/0810 triggers on invoice_items and stock_movements ran per row, in the order of an
// invoice's lines: two invoices issued at once with the same products in another order locked
// the same running-total rows in opposite orders and deadlocked (one failed with a 500). These
// per-statement triggers add up a whole statement's rows first and then touch each total row
// once, in key order, so concurrent invoices queue instead. They add up the same stored amounts.

type Dialect = 'sqlite' | 'postgres';

function dialectOf(db: Kysely<unknown>): Dialect {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres') ? 'postgres' : 'sqlite';
}

/** The statement's rows, signed: + for rows written, − for rows gone; an update is both. */
const CHANGES = {
  INSERT: 'select 1 as sign, * from new_rows',
  DELETE: 'select -1 as sign, * from old_rows',
  UPDATE: 'select 1 as sign, * from new_rows union all select -1 as sign, * from old_rows',
} as const;

function addUp(
  table: string,
  key: string[],
  groupBy: string[],
  amounts: Record<string, string>,
  where: string,
) {
  const names = Object.keys(amounts);
  const sums = Object.values(amounts).map((value) => `sum(sign * ${value})`);
  return (changes: string) => `
    insert into ${table} (${[...key, ...names].join(', ')})
    select ${[...groupBy, ...sums].join(', ')} from (${changes}) changes ${where}
    group by ${groupBy.join(', ')}
    having ${sums.map((sum) => `${sum} <> 0`).join(' or ')}
    order by ${groupBy.join(', ')}
    on conflict (${key.join(', ')}) do update set
      ${names.map((name) => `${name} = ${table}.${name} + excluded.${name}`).join(', ')};`;
}

const HSN = addUp(
  'hsn_daily_totals',
  ['date', 'b2b', 'hsn_code', 'gst_rate_bp', 'unit'],
  ['invoice_date', 'b2b', 'hsn_code', 'gst_rate_bp', 'unit'],
  {
    lines: '1',
    quantity: 'quantity',
    subtotal: 'subtotal',
    cgst_amount: 'cgst_amount',
    sgst_amount: 'sgst_amount',
    igst_amount: 'igst_amount',
  },
  'where counts = 1',
);
const PRODUCT = addUp(
  'product_monthly_totals',
  ['month', 'product_id', 'hsn_code', 'gst_rate_bp'],
  ['substr(invoice_date, 1, 7)', 'product_id', 'hsn_code', 'gst_rate_bp'],
  { lines: '1', quantity: 'quantity', subtotal: 'subtotal', tax_amount: 'tax_amount' },
  'where counts = 1',
);
const BALANCE = addUp('stock_balances', ['product_id'], ['product_id'], { quantity: 'quantity' }, '');

function functionSql(name: string, build: (changes: string) => string) {
  // Each branch names only the transition tables its event has; PL/pgSQL plans a statement
  // when it first runs, so the branches of other events never touch a missing table.
  return `create function ${name}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${build(CHANGES.INSERT)}
      elsif tg_op = 'DELETE' then ${build(CHANGES.DELETE)}
      else ${build(CHANGES.UPDATE)}
      end if;
      return null;
    end $$`;
}

function triggersSql(prefix: string, table: string, fn: string) {
  return [
    `create trigger ${prefix}_insert after insert on ${table}
     referencing new table as new_rows for each statement execute function ${fn}()`,
    `create trigger ${prefix}_update after update on ${table}
     referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`,
    `create trigger ${prefix}_delete after delete on ${table}
     referencing old table as old_rows for each statement execute function ${fn}()`,
  ];
}

const UP = [
  'drop trigger invoice_items_totals on invoice_items',
  'drop function invoice_items_totals()',
  'drop trigger stock_movements_balance on stock_movements',
  'drop function stock_movements_balance()',
  functionSql('invoice_items_totals_per_statement', (changes) => HSN(changes) + PRODUCT(changes)),
  ...triggersSql('invoice_items_totals', 'invoice_items', 'invoice_items_totals_per_statement'),
  functionSql('stock_movements_balance_per_statement', BALANCE),
  ...triggersSql('stock_movements_balance', 'stock_movements', 'stock_movements_balance_per_statement'),
];

/** Migration 0800's per-row stock balance trigger, for down(). */
const STOCK_BALANCE_PER_ROW = [
  `create function stock_movements_balance() returns trigger language plpgsql as $$
   begin
     if tg_op in ('UPDATE', 'DELETE') then
       insert into stock_balances as b (product_id, quantity) values (old.product_id, -1 * old.quantity)
       on conflict (product_id) do update set quantity = b.quantity + excluded.quantity;
     end if;
     if tg_op in ('UPDATE', 'INSERT') then
       insert into stock_balances as b (product_id, quantity) values (new.product_id, new.quantity)
       on conflict (product_id) do update set quantity = b.quantity + excluded.quantity;
     end if;
     return null;
   end $$`,
  `create trigger stock_movements_balance
   after insert or delete or update of product_id, quantity on stock_movements
   for each row execute function stock_movements_balance()`,
];

export const reportTriggersPerStatementMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) !== 'postgres') return;
    for (const statement of UP) await sql.raw(statement).execute(db);
  },

  async down(db: Kysely<unknown>) {
    if (dialectOf(db) !== 'postgres') return;
    for (const suffix of ['insert', 'update', 'delete']) {
      await sql.raw(`drop trigger invoice_items_totals_${suffix} on invoice_items`).execute(db);
      await sql.raw(`drop trigger stock_movements_balance_${suffix} on stock_movements`).execute(db);
    }
    await sql.raw('drop function invoice_items_totals_per_statement()').execute(db);
    await sql.raw('drop function stock_movements_balance_per_statement()').execute(db);
    // Back to the per-row triggers of migrations 0800 and 0810.
    await createTotalsTriggers(db, 'postgres');
    for (const statement of STOCK_BALANCE_PER_ROW) await sql.raw(statement).execute(db);
  },
};
