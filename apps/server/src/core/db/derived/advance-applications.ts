import type { DerivedObject } from './index';
import { sqliteRowImageTriggers } from './sqlite-row-triggers';

// An opening advance applied to a bill (opening_advance_applications, migration
// 2026-11-28T0600): the party's money on account from before the books start, set against one of
// its invoices (purchases). A row image of it
// - adds its amount to the document's kept `settled` (as a live voucher's allocation does in
//   settled-amounts.ts); that update reaches the document triggers of party-balances.ts and
//   open-months.ts, so the party's settled and open months follow;
// - takes its amount off the advance's party's on account (opening-party-balances.ts added the
//   whole advance there).
// The party's balance (billed − settled − on account) does not move: no money came in. Created once
// by their migration; a change to them needs a migration that drops and creates them.
// db/derived/party-balances.test.ts compares the kept figures with the outstanding query.

type Sign = '+' | '-';
const opposite = (sign: Sign): Sign => (sign === '+' ? '-' : '+');

function applicationShare(row: string, sign: Sign): string {
  return `update invoices set settled = settled ${sign} ${row}.amount where id = ${row}.invoice_id;
    update purchases set settled = settled ${sign} ${row}.amount where id = ${row}.purchase_id;
    update customer_balances set on_account = on_account ${opposite(sign)} ${row}.amount
      where customer_id = (select ob.customer_id from opening_bills ob where ob.id = ${row}.opening_bill_id);
    update supplier_balances set on_account = on_account ${opposite(sign)} ${row}.amount
      where supplier_id = (select ob.supplier_id from opening_bills ob where ob.id = ${row}.opening_bill_id);`;
}

const NAME = 'opening_advance_applications_kept';
const TABLE = 'opening_advance_applications';
const COLUMNS = 'opening_bill_id, invoice_id, purchase_id, amount';

/** The triggers (and PostgreSQL function) keeping what applied advances settle, in creation order. */
export function advanceApplicationObjectsOf(dialect: 'sqlite' | 'postgres'): readonly DerivedObject[] {
  if (dialect === 'sqlite') {
    return sqliteRowImageTriggers(
      NAME,
      TABLE,
      COLUMNS,
      (row) => applicationShare(row, '+'),
      (row) => applicationShare(row, '-'),
    );
  }
  return [
    {
      kind: 'function',
      name: NAME,
      sql: `create function ${NAME}() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then ${applicationShare('old', '-')} end if;
          if tg_op in ('UPDATE', 'INSERT') then ${applicationShare('new', '+')} end if;
          return null;
        end $$`,
    },
    {
      kind: 'trigger',
      name: NAME,
      table: TABLE,
      sql: `create trigger ${NAME} after insert or delete or update of ${COLUMNS} on ${TABLE}
        for each row execute function ${NAME}()`,
    },
  ];
}
