import type { DerivedObject } from './index';
import { sqliteRowImageTriggers } from './sqlite-row-triggers';

// What is left to settle on each party's open documents, kept per party and month of the document's
// date (customer_open_months, supplier_open_months; migration 2026-11-27T1400): how many open
// documents and their outstanding, in the terms of documents/outstanding-repository.ts (a document
// that stands, with payable − settled above zero; the partial indexes invoices_open and
// purchases_open hold the same documents). The outstanding report ages a whole month from its row,
// and reads from the documents only the few months a bucket's edge cuts (reports/
// outstanding-aged-repository.ts): ages move with the day of the report, months do not. The
// party's row of customer_balances (supplier_balances) also keeps the sum over all its months
// (open_documents, open_outstanding), so that what is older than the last bucket's edge is that
// sum less the newer months, and old months need not be read.
// A row image of a document leaves its month and enters its (new) month; a month with no open
// document left is deleted, so the rows are those of parties × months that still owe. The settled
// column moves through settled-amounts.ts's updates of the document, which reach these triggers.
// Created once by their migration; a change to them needs a migration that drops and creates them.
// db/derived/open-months.test.ts checks them against the documents after every kind of write.

export type OpenMonthsShape = {
  documents: 'invoices' | 'purchases';
  balances: 'customer_balances' | 'supplier_balances';
  months: 'customer_open_months' | 'supplier_open_months';
  parties: 'customers' | 'suppliers';
  party: 'customer_id' | 'supplier_id';
  date: 'date' | 'purchase_date';
  /** The columns whose change can move a document in or out of a month, or change what it owes. */
  columns: string;
  payable: (row: string) => string;
};

export const OPEN_MONTHS_SHAPES: readonly OpenMonthsShape[] = [
  {
    documents: 'invoices',
    balances: 'customer_balances',
    months: 'customer_open_months',
    parties: 'customers',
    party: 'customer_id',
    date: 'date',
    columns: 'status, customer_id, date, grand_total, noted, refunded, settled',
    payable: (row) => `${row}.grand_total - ${row}.noted + ${row}.refunded`,
  },
  {
    documents: 'purchases',
    balances: 'supplier_balances',
    months: 'supplier_open_months',
    parties: 'suppliers',
    party: 'supplier_id',
    date: 'purchase_date',
    columns: 'status, supplier_id, purchase_date, grand_total, returned, refunded, settled',
    payable: (row) => `${row}.grand_total - ${row}.returned + ${row}.refunded`,
  },
];

/** A row image (or table alias) stands and has something left: it belongs to its month. */
export function isOpen(shape: OpenMonthsShape, row: string): string {
  return `${row}.status <> 'Cancelled' and ${row}.settled < ${shape.payable(row)}`;
}

const monthOf = (shape: OpenMonthsShape, row: string) => `substr(${row}.${shape.date}, 1, 7)`;

function sameMonth(shape: OpenMonthsShape, row: string): string {
  return `${shape.party} = ${row}.${shape.party} and month = ${monthOf(shape, row)}`;
}

/** A row image's share of its party's open totals. */
function totalShare(shape: OpenMonthsShape, row: string, sign: '+' | '-'): string {
  return `update ${shape.balances} set open_documents = open_documents ${sign} 1,
      open_outstanding = open_outstanding ${sign} (${shape.payable(row)} - ${row}.settled)
    where ${shape.party} = ${row}.${shape.party} and ${isOpen(shape, row)};`;
}

/** The new image enters its month: the month's row is made when missing, then added to. */
function enter(shape: OpenMonthsShape, row: string, dialect: 'sqlite' | 'postgres'): string {
  const make = `into ${shape.months} (${shape.party}, month, documents, outstanding)
      select ${row}.${shape.party}, ${monthOf(shape, row)}, 0, 0 where ${isOpen(shape, row)}`;
  const insert =
    dialect === 'postgres' ? `insert ${make} on conflict do nothing;` : `insert or ignore ${make};`;
  return `${insert}
    update ${shape.months} set documents = documents + 1,
      outstanding = outstanding + (${shape.payable(row)} - ${row}.settled)
    where ${sameMonth(shape, row)} and ${isOpen(shape, row)};
    ${totalShare(shape, row, '+')}`;
}

/** The old image leaves its month; a month left with no open document goes. */
function leave(shape: OpenMonthsShape, row: string): string {
  return `update ${shape.months} set documents = documents - 1,
      outstanding = outstanding - (${shape.payable(row)} - ${row}.settled)
    where ${sameMonth(shape, row)} and ${isOpen(shape, row)};
    ${totalShare(shape, row, '-')}
    delete from ${shape.months} where ${sameMonth(shape, row)} and documents = 0;`;
}

function sqliteObjects(): DerivedObject[] {
  return OPEN_MONTHS_SHAPES.flatMap((shape) =>
    sqliteRowImageTriggers(
      `${shape.documents}_open_months`,
      shape.documents,
      shape.columns,
      (row) => enter(shape, row, 'sqlite'),
      (row) => leave(shape, row),
    ),
  );
}

/** PostgreSQL: one function per table, by operation, then its row trigger. */
function postgresObjects(): DerivedObject[] {
  return OPEN_MONTHS_SHAPES.flatMap((shape): DerivedObject[] => {
    const name = `${shape.documents}_open_months`;
    return [
      {
        kind: 'function',
        name,
        sql: `create function ${name}() returns trigger language plpgsql as $$ begin
          if tg_op in ('UPDATE', 'DELETE') then ${leave(shape, 'old')} end if;
          if tg_op in ('UPDATE', 'INSERT') then ${enter(shape, 'new', 'postgres')} end if;
          return null; end $$`,
      },
      {
        kind: 'trigger',
        name,
        table: shape.documents,
        sql: `create trigger ${name} after insert or delete or update of ${shape.columns}
          on ${shape.documents} for each row execute function ${name}()`,
      },
    ];
  });
}

/** The triggers (and PostgreSQL functions) keeping the open months, in creation order. */
export function openMonthsObjectsOf(dialect: 'sqlite' | 'postgres'): readonly DerivedObject[] {
  return dialect === 'postgres' ? postgresObjects() : sqliteObjects();
}

/** Fills the parties' open totals from their months (after openMonthsFill), one grouped pass. */
export function openTotalsFill(shape: OpenMonthsShape): string {
  return `update ${shape.balances} set open_documents = t.documents, open_outstanding = t.outstanding
    from (select ${shape.party} as party_id, sum(documents) as documents, sum(outstanding) as outstanding
      from ${shape.months} group by ${shape.party}) t
    where t.party_id = ${shape.balances}.${shape.party}`;
}

/** Fills a month table from the documents in one set-based pass (the migration's). */
export function openMonthsFill(shape: OpenMonthsShape): string {
  return `insert into ${shape.months} (${shape.party}, month, documents, outstanding)
    select d.${shape.party}, ${monthOf(shape, 'd')}, count(*), sum(${shape.payable('d')} - d.settled)
    from ${shape.documents} d where ${isOpen(shape, 'd')}
    group by d.${shape.party}, ${monthOf(shape, 'd')}`;
}
