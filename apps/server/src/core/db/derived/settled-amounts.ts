import type { DerivedObject } from './index';
import { sqliteRowImageTriggers } from './sqlite-row-triggers';

// What live vouchers settled of each invoice and purchase, kept on the document itself
// (invoices.settled, purchases.settled, migration 2026-11-25T0700), so that what is owed
// (documents/outstanding-repository.ts) reads one row per document, and the dashboard reads only
// the open ones through a partial index, instead of adding up every receipt on each call.
// The app writes voucher_allocations and vouchers.removed_at; these triggers keep `settled`:
// an allocation of a live voucher adds its amount, removing (or deleting) it takes it off, and
// removing a voucher (removed_at set) takes off all it applied. Migration 2026-11-25T0700
// creates them and fills `settled` once; unlike index.ts's set they are never re-applied (older
// migrations re-create that set on schemas without the column), so a change to them needs a
// migration of its own that drops and creates them.

const LIVE = (voucherId: string) =>
  `exists (select 1 from vouchers v where v.id = ${voucherId} and v.removed_at is null)`;

/** SQLite: one signed update per document table for an allocation row image. */
function sqliteSettle(row: 'new' | 'old', sign: 1 | -1): string {
  return ['invoices', 'purchases']
    .map((table) => {
      const column = table === 'invoices' ? 'invoice_id' : 'purchase_id';
      return `update ${table} set settled = settled + ${sign} * ${row}.amount
        where id = ${row}.${column} and ${LIVE(`${row}.voucher_id`)};`;
    })
    .join(' ');
}

/** Both dialects: what a voucher applied to each document, added (1) or taken off (−1). */
function voucherSettle(sign: string, voucherId: string): string {
  return ['invoices', 'purchases']
    .map((table) => {
      const column = table === 'invoices' ? 'invoice_id' : 'purchase_id';
      return `update ${table} set settled = settled + ${sign} * (select sum(a.amount) from voucher_allocations a
          where a.voucher_id = ${voucherId} and a.${column} = ${table}.id)
        where id in (select a.${column} from voucher_allocations a where a.voucher_id = ${voucherId});`;
    })
    .join(' ');
}

const REMOVED_CHANGES = '(old.removed_at is null) <> (new.removed_at is null)';
const REMOVED_SIGN = 'case when new.removed_at is null then 1 else -1 end';

const SQLITE_SETTLED_AMOUNTS: DerivedObject[] = [
  ...sqliteRowImageTriggers(
    'voucher_allocations_settle',
    'voucher_allocations',
    'voucher_id, invoice_id, purchase_id, amount',
    (row) => sqliteSettle(row, 1),
    (row) => sqliteSettle(row, -1),
  ),
  {
    kind: 'trigger',
    name: 'vouchers_settle_removed',
    table: 'vouchers',
    sql: `create trigger vouchers_settle_removed after update of removed_at on vouchers
      when ${REMOVED_CHANGES}
      begin ${voucherSettle(REMOVED_SIGN, 'new.id')} end`,
  },
];

const POSTGRES_SETTLED_AMOUNTS: DerivedObject[] = [
  {
    kind: 'function',
    name: 'voucher_allocations_settle',
    sql: `create function voucher_allocations_settle() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and ${LIVE('old.voucher_id')} then
          update invoices set settled = settled - old.amount where id = old.invoice_id;
          update purchases set settled = settled - old.amount where id = old.purchase_id;
        end if;
        if tg_op in ('UPDATE', 'INSERT') and ${LIVE('new.voucher_id')} then
          update invoices set settled = settled + new.amount where id = new.invoice_id;
          update purchases set settled = settled + new.amount where id = new.purchase_id;
        end if;
        return null;
      end $$`,
  },
  {
    kind: 'trigger',
    name: 'voucher_allocations_settle',
    table: 'voucher_allocations',
    sql: `create trigger voucher_allocations_settle
      after insert or delete or update of voucher_id, invoice_id, purchase_id, amount on voucher_allocations
      for each row execute function voucher_allocations_settle()`,
  },
  {
    kind: 'function',
    name: 'vouchers_settle_removed',
    sql: `create function vouchers_settle_removed() returns trigger language plpgsql as $$
      begin
        if ${REMOVED_CHANGES} then ${voucherSettle(REMOVED_SIGN, 'new.id')} end if;
        return null;
      end $$`,
  },
  {
    kind: 'trigger',
    name: 'vouchers_settle_removed',
    table: 'vouchers',
    sql: `create trigger vouchers_settle_removed after update of removed_at on vouchers
      for each row execute function vouchers_settle_removed()`,
  },
];

/** The triggers (and PostgreSQL functions) keeping `settled`, in creation order. */
export function settledAmountObjectsOf(dialect: 'sqlite' | 'postgres'): readonly DerivedObject[] {
  return dialect === 'postgres' ? POSTGRES_SETTLED_AMOUNTS : SQLITE_SETTLED_AMOUNTS;
}
