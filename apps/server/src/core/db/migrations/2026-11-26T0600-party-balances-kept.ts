import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOfDb } from '../derived/index';
import { partyBalanceObjectsOf } from '../derived/party-balances';

// Each customer's and supplier's balance kept on a row of its own (customer_balances,
// supplier_balances): billed, settled and on account, moved by the triggers of
// db/derived/party-balances.ts with every write, and filled here once from the documents and
// vouchers in the terms of documents/outstanding-repository.ts. The Customers screen, a party's
// balance and the outstanding report's on-account column then read one row per party instead of
// every invoice and receipt of the party (1,000,000 invoices: 590 ms for a page of customers).

const SHAPES = [
  {
    balances: 'customer_balances',
    parties: 'customers',
    party: 'customer_id',
    documents: 'invoices',
    payable: sql`d.grand_total - d.noted + d.refunded`,
  },
  {
    balances: 'supplier_balances',
    parties: 'suppliers',
    party: 'supplier_id',
    documents: 'purchases',
    payable: sql`d.grand_total - d.returned + d.refunded`,
  },
] as const;

export const partyBalancesKeptMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOfDb(db);
    const money = dialect === 'postgres' ? 'bigint' : 'integer';
    const run = async (trx: Kysely<unknown>) => {
      for (const shape of SHAPES) {
        await trx.schema
          .createTable(shape.balances)
          .addColumn(shape.party, 'integer', (c) =>
            c.primaryKey().references(`${shape.parties}.id`).onDelete('cascade'),
          )
          .addColumn('billed', money, (c) => c.notNull().defaultTo(0))
          .addColumn('settled', money, (c) => c.notNull().defaultTo(0))
          .addColumn('on_account', money, (c) => c.notNull().defaultTo(0))
          .execute();
        const partyRef = sql.ref(`v.${shape.party}`);
        await sql`insert into ${sql.table(shape.balances)} (${sql.ref(shape.party)}, billed, settled, on_account)
          select p.id, coalesce(d.billed, 0), coalesce(d.settled, 0), coalesce(o.on_account, 0)
          from ${sql.table(shape.parties)} p
          left join (select d.${sql.ref(shape.party)} as party_id, sum(${shape.payable}) as billed,
              sum(d.settled) as settled
            from ${sql.table(shape.documents)} d where d.status <> 'Cancelled'
            group by d.${sql.ref(shape.party)}) d on d.party_id = p.id
          left join (select ${partyRef} as party_id, sum(v.amount - coalesce(a.amount, 0)) as on_account
            from vouchers v
            left join (select voucher_id, sum(amount) as amount from voucher_allocations group by voucher_id) a
              on a.voucher_id = v.id
            where v.removed_at is null and ${partyRef} is not null
            group by ${partyRef}) o on o.party_id = p.id`.execute(trx);
      }
      for (const object of partyBalanceObjectsOf(dialect)) await sql.raw(object.sql).execute(trx);
    };
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },

  async down(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const run = async (trx: Kysely<unknown>) => {
      const objects = partyBalanceObjectsOf(postgres ? 'postgres' : 'sqlite');
      for (const object of objects.filter((o) => o.kind === 'trigger')) {
        await sql
          .raw(postgres ? `drop trigger ${object.name} on ${object.table}` : `drop trigger ${object.name}`)
          .execute(trx);
      }
      for (const object of objects.filter((o) => o.kind === 'function')) {
        await sql.raw(`drop function ${object.name}()`).execute(trx);
      }
      for (const shape of SHAPES) await trx.schema.dropTable(shape.balances).execute();
    };
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
};
