import type { DerivedObject } from './index';

// The input tax credit of the purchases that stand, from suppliers with a GSTIN, kept per month of
// the purchase date (purchase_monthly_credit, migration 2026-11-28T0610): the GSTR-3B credit
// ledger works through every month since the books began, and summing every purchase of those
// months (100,000 bills in the benchmark's books) cost more than the rest of the return. The rule
// is the one of returns-repository.ts's findPeriodPurchaseCredit: a purchase counts when its
// status is not Cancelled and it has a supplier GSTIN; taxable is its total_amount.
//
// Each trigger takes a row image's share off (sign −1) or adds it (sign +1) under its own month;
// a month whose purchases all went keeps a row of zeros. Created once by their own migration, like
// outward-totals.ts, not with index.ts's set. returns/credit-ledger-inputs.test.ts recounts the table
// from the purchases after random writes.

const COLUMNS = 'month, purchases, taxable, cgst_amount, sgst_amount, igst_amount';

const ADD = `on conflict (month) do update set
    purchases = purchase_monthly_credit.purchases + excluded.purchases,
    taxable = purchase_monthly_credit.taxable + excluded.taxable,
    cgst_amount = purchase_monthly_credit.cgst_amount + excluded.cgst_amount,
    sgst_amount = purchase_monthly_credit.sgst_amount + excluded.sgst_amount,
    igst_amount = purchase_monthly_credit.igst_amount + excluded.igst_amount;`;

const COUNTS = (row: string) => `${row}.status <> 'Cancelled' and ${row}.supplier_gstin is not null`;

/** One purchase image entering (+1) or leaving (−1). */
const share = (row: string, sign: 1 | -1) => `
  insert into purchase_monthly_credit (${COLUMNS})
  select substr(${row}.purchase_date, 1, 7), ${sign}, ${sign} * ${row}.total_amount,
    ${sign} * ${row}.cgst_amount, ${sign} * ${row}.sgst_amount, ${sign} * ${row}.igst_amount
  where ${COUNTS(row)} ${ADD}`;

const WATCHED = 'purchase_date, status, supplier_gstin, total_amount, cgst_amount, sgst_amount, igst_amount';

function sqliteObjects(): DerivedObject[] {
  const trigger = (name: string, event: string, body: string): DerivedObject => ({
    kind: 'trigger',
    name,
    table: 'purchases',
    sql: `create trigger ${name} after ${event} on purchases begin ${body} end`,
  });
  return [
    trigger('purchases_monthly_credit_insert', 'insert', share('new', 1)),
    trigger('purchases_monthly_credit_delete', 'delete', share('old', -1)),
    trigger(
      'purchases_monthly_credit_update',
      `update of ${WATCHED}`,
      `${share('old', -1)} ${share('new', 1)}`,
    ),
  ];
}

function postgresObjects(): DerivedObject[] {
  const name = 'purchases_monthly_credit';
  return [
    {
      kind: 'function',
      name,
      sql: `create function ${name}() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then ${share('old', -1)} end if;
          if tg_op in ('UPDATE', 'INSERT') then ${share('new', 1)} end if;
          return null;
        end $$`,
    },
    {
      kind: 'trigger',
      name,
      table: 'purchases',
      sql: `create trigger ${name} after insert or delete or update of ${WATCHED} on purchases
        for each row execute function ${name}()`,
    },
  ];
}

/** The triggers (and PostgreSQL function) keeping purchase_monthly_credit, in creation order. */
export function purchaseMonthObjectsOf(dialect: 'sqlite' | 'postgres'): readonly DerivedObject[] {
  return dialect === 'postgres' ? postgresObjects() : sqliteObjects();
}

export const PURCHASE_MONTHLY_CREDIT_COLUMNS = COLUMNS;

/** The set-based count from the purchases (the migration's fill, and the test's recount). */
export const PURCHASE_MONTHLY_CREDIT_FROM_DOCUMENTS = `
  select substr(p.purchase_date, 1, 7) as month, count(*) as purchases, sum(p.total_amount) as taxable,
    sum(p.cgst_amount) as cgst_amount, sum(p.sgst_amount) as sgst_amount, sum(p.igst_amount) as igst_amount
  from purchases p where ${COUNTS('p')}
  group by substr(p.purchase_date, 1, 7)`;
