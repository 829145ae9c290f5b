import { createDatabase, parseDatabaseUrl } from '@bahi/server';
import { sql } from 'kysely';
import { Random } from './random';

// Opening bills: what customers still owed, and what the shop still owed suppliers, on the day the
// books in Bahi start (a shop moving in enters a few hundred). Dated in the 120 days before the
// first generated document, which becomes the books' start date; due 30 days after. Written after
// the schema is complete (opening_bills comes from a later migration than the generator's base),
// in multi-row INSERTs through the app's own triggers, so the kept party balances and the
// outstanding report's figures take them in exactly as the app does. Left open: the generated
// receipts settle invoices only.

export type OpeningBillCounts = { customerBills: number; supplierBills: number };

const DAY_MS = 86_400_000;
const BATCH = 500;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export async function writeOpeningBills(
  databaseUrl: string,
  options: { seed: number; booksStart: string; customerBills: number; supplierBills: number },
): Promise<OpeningBillCounts> {
  const target = parseDatabaseUrl(databaseUrl);
  const db = createDatabase(target);
  try {
    const random = new Random(options.seed * 4099 + 5);
    const ids = async (table: 'customers' | 'suppliers') =>
      (await sql<{ id: number }>`select id from ${sql.table(table)} order by id`.execute(db)).rows.map(
        (row) => Number(row.id),
      );
    const parties = { customer_id: await ids('customers'), supplier_id: await ids('suppliers') };
    const rows: { party: 'customer_id' | 'supplier_id'; partyId: number; date: string; amount: number }[] =
      [];
    for (const [party, count] of [
      ['customer_id', options.customerBills],
      ['supplier_id', options.supplierBills],
    ] as const) {
      const pool = parties[party];
      if (pool.length === 0) continue;
      for (let n = 0; n < count; n += 1) {
        // Bigger and fewer for suppliers: a trader's open purchase bills are few and large.
        const scale = party === 'supplier_id' ? 2_000_000 : 500_000;
        rows.push({
          party,
          partyId: pool[Math.floor(random.next() ** 2 * pool.length)] ?? 0,
          date: addDays(options.booksStart, -1 - Math.floor(random.next() * 120)),
          amount: 10_000 + Math.round(random.next() ** 2 * scale * 10),
        });
      }
    }
    rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    await db.transaction().execute(async (trx) => {
      await sql`update settings set books_start_date = ${options.booksStart}`.execute(trx);
      for (let start = 0; start < rows.length; start += BATCH) {
        const values = rows.slice(start, start + BATCH).map((row, index) => {
          const number = `OB/${String(start + index + 1).padStart(4, '0')}`;
          const customer = row.party === 'customer_id' ? row.partyId : null;
          const supplier = row.party === 'supplier_id' ? row.partyId : null;
          return sql`(${customer}, ${supplier}, 'bill', ${number}, ${row.date}, ${addDays(row.date, 30)},
            ${row.amount}, ${`${options.booksStart}T00:00:00.000Z`})`;
        });
        if (values.length === 0) continue;
        await sql`insert into opening_bills (customer_id, supplier_id, kind, number, date, due_date, amount,
            created_at) values ${sql.join(values)}`.execute(trx);
      }
    });
    return {
      customerBills: rows.filter((row) => row.party === 'customer_id').length,
      supplierBills: rows.filter((row) => row.party === 'supplier_id').length,
    };
  } finally {
    await db.destroy();
  }
}
