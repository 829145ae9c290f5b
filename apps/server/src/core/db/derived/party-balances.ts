import type { DerivedObject } from './index';

// What each customer and supplier owes, kept per party (customer_balances, supplier_balances;
// migration 2026-11-26T0600) so that the party lists, a party's balance and the outstanding report
// read one row per party instead of adding up every document and voucher of the party:
// - billed: the payable of the party's documents that stand (not cancelled), in the terms of
//   documents/outstanding-repository.ts (an invoice's grand total less credit notes plus refunds;
//   a purchase's less returns plus refunds);
// - settled: what live vouchers applied to those documents (their kept `settled`);
// - on_account: what the party's live vouchers took without applying it to a document.
// A party's balance is billed − settled − on_account. The triggers below move each figure by the
// exact change of every write to documents, vouchers and allocations (an allocation changes
// `settled` on its document through settled-amounts.ts, whose update reaches the document
// triggers here). Like settled-amounts.ts they are created once by their own migration, not with
// index.ts's set: a change to them needs a migration that drops and creates them.
// reports/party-balances.test.ts checks them against the outstanding query after every kind of write.

type Shape = {
  documents: 'invoices' | 'purchases';
  balances: 'customer_balances' | 'supplier_balances';
  party: 'customer_id' | 'supplier_id';
  payable: (row: string) => string;
};

const SHAPES: readonly Shape[] = [
  {
    documents: 'invoices',
    balances: 'customer_balances',
    party: 'customer_id',
    payable: (row) => `${row}.grand_total - ${row}.noted + ${row}.refunded`,
  },
  {
    documents: 'purchases',
    balances: 'supplier_balances',
    party: 'supplier_id',
    payable: (row) => `${row}.grand_total - ${row}.returned + ${row}.refunded`,
  },
];

/** The columns whose change can move a document's share of its party's balance. */
const DOCUMENT_COLUMNS = {
  invoices: 'status, customer_id, grand_total, noted, refunded, settled',
  purchases: 'status, supplier_id, grand_total, returned, refunded, settled',
} as const;

/** A document row image's share: billed and settled when it stands, nothing when cancelled. */
function documentShare(shape: Shape, row: string, sign: '+' | '-'): string {
  const stands = `${row}.status <> 'Cancelled'`;
  return `update ${shape.balances} set
      billed = billed ${sign} (case when ${stands} then ${shape.payable(row)} else 0 end),
      settled = settled ${sign} (case when ${stands} then ${row}.settled else 0 end)
    where ${shape.party} = ${row}.${shape.party};`;
}

/** A voucher row image's on-account share: its amount less what it applied, when live. */
function voucherShare(row: string, sign: '+' | '-'): string {
  const unapplied = `(case when ${row}.removed_at is null then ${row}.amount - (select coalesce(sum(a.amount), 0)
      from voucher_allocations a where a.voucher_id = ${row}.id) else 0 end)`;
  return SHAPES.map(
    (shape) => `update ${shape.balances} set on_account = on_account ${sign} ${unapplied}
      where ${shape.party} = ${row}.${shape.party};`,
  ).join(' ');
}

/** An allocation row image applied (−) or taken back (+) from its live voucher's party on account. */
function allocationShare(row: string, sign: '+' | '-'): string {
  return SHAPES.map(
    (shape) => `update ${shape.balances} set on_account = on_account ${sign} ${row}.amount
      where ${shape.party} = (select v.${shape.party} from vouchers v
        where v.id = ${row}.voucher_id and v.removed_at is null);`,
  ).join(' ');
}

const VOUCHER_COLUMNS = 'amount, removed_at, customer_id, supplier_id';
const ALLOCATION_COLUMNS = 'voucher_id, amount';

function sqliteObjects(): DerivedObject[] {
  const objects: DerivedObject[] = [];
  for (const shape of SHAPES) {
    const party = shape.documents === 'invoices' ? 'customers' : 'suppliers';
    objects.push(
      {
        kind: 'trigger',
        name: `${party}_balance_row`,
        table: party,
        sql: `create trigger ${party}_balance_row after insert on ${party}
          begin insert into ${shape.balances} (${shape.party}) values (new.id); end`,
      },
      {
        kind: 'trigger',
        name: `${shape.documents}_balance_insert`,
        table: shape.documents,
        sql: `create trigger ${shape.documents}_balance_insert after insert on ${shape.documents}
          begin ${documentShare(shape, 'new', '+')} end`,
      },
      {
        kind: 'trigger',
        name: `${shape.documents}_balance_update`,
        table: shape.documents,
        sql: `create trigger ${shape.documents}_balance_update
          after update of ${DOCUMENT_COLUMNS[shape.documents]} on ${shape.documents}
          begin ${documentShare(shape, 'old', '-')} ${documentShare(shape, 'new', '+')} end`,
      },
      {
        kind: 'trigger',
        name: `${shape.documents}_balance_delete`,
        table: shape.documents,
        sql: `create trigger ${shape.documents}_balance_delete after delete on ${shape.documents}
          begin ${documentShare(shape, 'old', '-')} end`,
      },
    );
  }
  objects.push(
    {
      kind: 'trigger',
      name: 'vouchers_balance_insert',
      table: 'vouchers',
      sql: `create trigger vouchers_balance_insert after insert on vouchers begin ${voucherShare('new', '+')} end`,
    },
    {
      kind: 'trigger',
      name: 'vouchers_balance_update',
      table: 'vouchers',
      sql: `create trigger vouchers_balance_update after update of ${VOUCHER_COLUMNS} on vouchers
        begin ${voucherShare('old', '-')} ${voucherShare('new', '+')} end`,
    },
    {
      kind: 'trigger',
      name: 'vouchers_balance_delete',
      table: 'vouchers',
      sql: `create trigger vouchers_balance_delete after delete on vouchers begin ${voucherShare('old', '-')} end`,
    },
    {
      kind: 'trigger',
      name: 'voucher_allocations_balance_insert',
      table: 'voucher_allocations',
      sql: `create trigger voucher_allocations_balance_insert after insert on voucher_allocations
        begin ${allocationShare('new', '-')} end`,
    },
    {
      kind: 'trigger',
      name: 'voucher_allocations_balance_update',
      table: 'voucher_allocations',
      sql: `create trigger voucher_allocations_balance_update
        after update of ${ALLOCATION_COLUMNS} on voucher_allocations
        begin ${allocationShare('old', '+')} ${allocationShare('new', '-')} end`,
    },
    {
      kind: 'trigger',
      name: 'voucher_allocations_balance_delete',
      table: 'voucher_allocations',
      sql: `create trigger voucher_allocations_balance_delete after delete on voucher_allocations
        begin ${allocationShare('old', '+')} end`,
    },
  );
  return objects;
}

/** PostgreSQL: one function per table, by operation, then its row trigger. */
function postgresObjects(): DerivedObject[] {
  const objects: DerivedObject[] = [];
  const pair = (name: string, table: string, events: string, body: string): DerivedObject[] => [
    {
      kind: 'function',
      name,
      sql: `create function ${name}() returns trigger language plpgsql as $$
        begin ${body} return null; end $$`,
    },
    {
      kind: 'trigger',
      name,
      table,
      sql: `create trigger ${name} after ${events} on ${table} for each row execute function ${name}()`,
    },
  ];
  const byOperation = (minus: string, plus: string) => `
    if tg_op in ('UPDATE', 'DELETE') then ${minus} end if;
    if tg_op in ('UPDATE', 'INSERT') then ${plus} end if;`;
  for (const shape of SHAPES) {
    const party = shape.documents === 'invoices' ? 'customers' : 'suppliers';
    objects.push(
      ...pair(
        `${party}_balance_row`,
        party,
        'insert',
        `insert into ${shape.balances} (${shape.party}) values (new.id);`,
      ),
      ...pair(
        `${shape.documents}_balance`,
        shape.documents,
        `insert or delete or update of ${DOCUMENT_COLUMNS[shape.documents]}`,
        byOperation(documentShare(shape, 'old', '-'), documentShare(shape, 'new', '+')),
      ),
    );
  }
  objects.push(
    ...pair(
      'vouchers_balance',
      'vouchers',
      `insert or delete or update of ${VOUCHER_COLUMNS}`,
      byOperation(voucherShare('old', '-'), voucherShare('new', '+')),
    ),
    ...pair(
      'voucher_allocations_balance',
      'voucher_allocations',
      `insert or delete or update of ${ALLOCATION_COLUMNS}`,
      byOperation(allocationShare('old', '+'), allocationShare('new', '-')),
    ),
  );
  return objects;
}

/** The triggers (and PostgreSQL functions) keeping the party balances, in creation order. */
export function partyBalanceObjectsOf(dialect: 'sqlite' | 'postgres'): readonly DerivedObject[] {
  return dialect === 'postgres' ? postgresObjects() : sqliteObjects();
}
