import type { DerivedObject } from './index';
import { sqliteRowImageTriggers } from './sqlite-row-triggers';

// The opening balances' share of the kept party balances (customer_balances, supplier_balances;
// party-balances.ts), in the terms of documents/outstanding-repository.ts:
// - an opening bill of kind 'bill' adds its amount to what its party is billed, and what live
//   vouchers applied to it (opening_bill_allocations) to what the party settled;
// - an opening advance adds its amount to what the party has on account;
// - a live voucher's allocation to an opening bill is not on account: it leaves the voucher's
//   party's on account (the rest of the voucher stays there, as party-balances.ts keeps it).
// These triggers only add to party-balances.ts's (a second trigger on vouchers beside its own), so
// that each figure is the sum of both. Created once by migration 2026-11-26T0900, which also adds
// the opening balances already entered; a change to them needs a migration that drops and creates
// them. db/derived/party-balances.test.ts checks them against the outstanding query.

type Shape = { balances: 'customer_balances' | 'supplier_balances'; party: 'customer_id' | 'supplier_id' };

const SHAPES: readonly Shape[] = [
  { balances: 'customer_balances', party: 'customer_id' },
  { balances: 'supplier_balances', party: 'supplier_id' },
];

type Sign = '+' | '-';
const opposite = (sign: Sign): Sign => (sign === '+' ? '-' : '+');

/** What live vouchers applied to the opening bill `bill` (an expression of its id). */
const appliedToBill = (bill: string) => `(select coalesce(sum(a.amount), 0) from opening_bill_allocations a
    join vouchers v on v.id = a.voucher_id where a.opening_bill_id = ${bill} and v.removed_at is null)`;

/** An opening bill row image's share: billed and settled for a bill, on account for an advance. */
function openingBillShare(row: string, sign: Sign): string {
  const bill = `${row}.kind = 'bill'`;
  return SHAPES.map(
    (shape) => `update ${shape.balances} set
      billed = billed ${sign} (case when ${bill} then ${row}.amount else 0 end),
      settled = settled ${sign} (case when ${bill} then ${appliedToBill(`${row}.id`)} else 0 end),
      on_account = on_account ${sign} (case when ${row}.kind = 'advance' then ${row}.amount else 0 end)
    where ${shape.party} = ${row}.${shape.party};`,
  ).join(' ');
}

/** An allocation row image of a live voucher: settled on its opening bill, off its voucher's on account. */
function allocationShare(row: string, sign: Sign): string {
  const live = `exists (select 1 from vouchers v where v.id = ${row}.voucher_id and v.removed_at is null)`;
  return SHAPES.map(
    (shape) => `update ${shape.balances} set settled = settled ${sign} ${row}.amount
      where ${shape.party} = (select ob.${shape.party} from opening_bills ob
        where ob.id = ${row}.opening_bill_id and ob.kind = 'bill') and ${live};
      update ${shape.balances} set on_account = on_account ${opposite(sign)} ${row}.amount
      where ${shape.party} = (select v.${shape.party} from vouchers v
        where v.id = ${row}.voucher_id and v.removed_at is null);`,
  ).join(' ');
}

/** A voucher row image's allocations to opening bills, when it is live: as allocationShare for each. */
function voucherShare(row: string, sign: Sign): string {
  const live = `${row}.removed_at is null`;
  return SHAPES.map((shape) => {
    const toBills = `from opening_bill_allocations a join opening_bills ob on ob.id = a.opening_bill_id
        where a.voucher_id = ${row}.id and ob.kind = 'bill'`;
    return `update ${shape.balances} set settled = settled ${sign} (select coalesce(sum(a.amount), 0)
        ${toBills} and ob.${shape.party} = ${shape.balances}.${shape.party})
      where ${live} and ${shape.party} in (select ob.${shape.party} ${toBills});
      update ${shape.balances} set on_account = on_account ${opposite(sign)} (select coalesce(sum(a.amount), 0)
        from opening_bill_allocations a where a.voucher_id = ${row}.id)
      where ${live} and ${shape.party} = ${row}.${shape.party};`;
  }).join(' ');
}

type Table = { name: string; table: string; columns: string; share: (row: string, sign: Sign) => string };

const TABLES: readonly Table[] = [
  {
    name: 'opening_bills_balance',
    table: 'opening_bills',
    columns: 'kind, amount, customer_id, supplier_id',
    share: openingBillShare,
  },
  {
    name: 'opening_bill_allocations_balance',
    table: 'opening_bill_allocations',
    columns: 'voucher_id, opening_bill_id, amount',
    share: allocationShare,
  },
  {
    name: 'vouchers_opening_balance',
    table: 'vouchers',
    columns: 'removed_at, customer_id, supplier_id',
    share: voucherShare,
  },
];

function sqliteObjects(): DerivedObject[] {
  return TABLES.flatMap(({ name, table, columns, share }) =>
    sqliteRowImageTriggers(
      name,
      table,
      columns,
      (row) => share(row, '+'),
      (row) => share(row, '-'),
    ),
  );
}

/** PostgreSQL: one function per table, by operation, then its row trigger. */
function postgresObjects(): DerivedObject[] {
  return TABLES.flatMap(({ name, table, columns, share }) => [
    {
      kind: 'function' as const,
      name,
      sql: `create function ${name}() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then ${share('old', '-')} end if;
          if tg_op in ('UPDATE', 'INSERT') then ${share('new', '+')} end if;
          return null;
        end $$`,
    },
    {
      kind: 'trigger' as const,
      name,
      table,
      sql: `create trigger ${name} after insert or delete or update of ${columns} on ${table}
        for each row execute function ${name}()`,
    },
  ]);
}

/** The triggers (and PostgreSQL functions) adding opening balances to the kept party balances. */
export function openingPartyBalanceObjectsOf(dialect: 'sqlite' | 'postgres'): readonly DerivedObject[] {
  return dialect === 'postgres' ? postgresObjects() : sqliteObjects();
}

/**
 * Adds (+) or takes off (−) every opening balance's share of the kept party balances at once, as
 * the triggers above move it row by row: the migration's fill, and its down step.
 */
export function openingPartyBalanceFill(sign: Sign): string[] {
  return SHAPES.map(
    (shape) => `update ${shape.balances} set
      billed = billed ${sign} (select coalesce(sum(ob.amount), 0) from opening_bills ob
        where ob.kind = 'bill' and ob.${shape.party} = ${shape.balances}.${shape.party}),
      settled = settled ${sign} (select coalesce(sum(a.amount), 0) from opening_bill_allocations a
        join opening_bills ob on ob.id = a.opening_bill_id join vouchers v on v.id = a.voucher_id
        where ob.kind = 'bill' and v.removed_at is null and ob.${shape.party} = ${shape.balances}.${shape.party}),
      on_account = on_account ${sign} (select coalesce(sum(ob.amount), 0) from opening_bills ob
        where ob.kind = 'advance' and ob.${shape.party} = ${shape.balances}.${shape.party})
        ${opposite(sign)} (select coalesce(sum(a.amount), 0) from opening_bill_allocations a
        join vouchers v on v.id = a.voucher_id
        where v.removed_at is null and v.${shape.party} = ${shape.balances}.${shape.party})`,
  );
}
