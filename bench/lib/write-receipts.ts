import { createDatabase, type Db, parseDatabaseUrl, refreshPlannerStatistics } from '@bahi/server';
import { sql } from 'kysely';
import { Random } from './random';
import type { InvoiceNotes } from './write-corrections';

// Receipts that settle the generated invoices the way a trading shop's customers pay: most in full
// within 45 days, some in part, a few never. Written after the schema is complete (vouchers come
// from a later migration than the generator's base), through SQL with the app's own triggers, so
// invoices.settled is kept exactly as the app keeps it. A receipt pays what its invoice asks after
// the notes dated on or before it (write-corrections.ts); a later credit note leaves the customer in
// credit, as in a shop that adjusts it against the next bill.

export type ReceiptCounts = { receipts: number; paidInFull: number; paidInPart: number; leftOpen: number };

const FULL = 0.9;
const PART = 0.97;
const MAX_DELAY_DAYS = 45;
const BATCH = 500;
const DAY_MS = 86_400_000;
const MODES = ['cash', 'upi', 'bank_transfer', 'cheque'] as const;

type Plan = { date: string; invoiceId: number; customerId: number; amount: number };
type Customer = {
  id: number;
  name: string;
  gstin: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  state_code: string | null;
};

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** What an invoice asks on a day: its total less the credits and plus the debits of its notes dated by then. */
function askedOn(
  total: number,
  notes: readonly { date: string; amount: number }[] | undefined,
  date: string,
) {
  return (notes ?? []).reduce((asked, note) => (note.date <= date ? asked - note.amount : asked), total);
}

/** One receipt per invoice paid (or paid in part), in date order. Invoices not yet due stay open. */
async function planReceipts(db: Db, random: Random, endDate: string, invoiceNotes: InvoiceNotes) {
  const { rows } = await sql<{ id: number; date: string; customer_id: number; grand_total: number }>`
    select id, date, customer_id, grand_total from invoices where status <> 'Cancelled' order by id`.execute(
    db,
  );
  const plans: Plan[] = [];
  const counts = { paidInFull: 0, paidInPart: 0, leftOpen: 0 };
  for (const invoice of rows) {
    const draw = random.next();
    const date = addDays(invoice.date, Math.floor(random.next() ** 1.5 * (MAX_DELAY_DAYS + 1)));
    const total = askedOn(Number(invoice.grand_total), invoiceNotes.get(Number(invoice.id)), date);
    if (draw >= PART || date > endDate || total < 2) {
      counts.leftOpen += 1;
      continue;
    }
    const full = draw < FULL;
    const amount = full ? total : Math.max(1, Math.round(total * (0.3 + random.next() * 0.5)));
    if (full) counts.paidInFull += 1;
    else counts.paidInPart += 1;
    plans.push({ date, invoiceId: Number(invoice.id), customerId: Number(invoice.customer_id), amount });
  }
  plans.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.invoiceId - b.invoiceId));
  return { plans, counts };
}

export async function writeReceipts(
  databaseUrl: string,
  options: {
    seed: number;
    endDate: string;
    invoiceNotes?: InvoiceNotes;
    onProgress?: (message: string) => void;
  },
): Promise<ReceiptCounts> {
  const target = parseDatabaseUrl(databaseUrl);
  const db = createDatabase(target);
  try {
    if (target.kind === 'sqlite') await sql`pragma synchronous = off`.execute(db);
    const random = new Random(options.seed * 7919 + 17);
    const { plans, counts } = await planReceipts(
      db,
      random,
      options.endDate,
      options.invoiceNotes ?? new Map(),
    );
    const customers = new Map<number, Customer>();
    const { rows: parties } = await sql<Customer>`select id, name, gstin, email, phone, address, state_code
      from customers`.execute(db);
    for (const party of parties) customers.set(Number(party.id), party);
    const { rows: seller } = await sql<{ snapshot: string | null }>`select seller_snapshot as snapshot
      from invoices order by id desc limit 1`.execute(db);
    const snapshot = seller[0]?.snapshot ?? null;
    const { rows: last } = await sql<{ id: number | null; seq: number | null }>`select max(id) as id,
      max(seq) as seq from vouchers`.execute(db);
    let id = Number(last[0]?.id ?? 0);
    let seq = Number(last[0]?.seq ?? 0);
    for (let start = 0; start < plans.length; start += BATCH * 20) {
      await db.transaction().execute(async (trx) => {
        for (let offset = start; offset < Math.min(start + BATCH * 20, plans.length); offset += BATCH) {
          const batch = plans.slice(offset, offset + BATCH);
          const vouchers = batch.map((plan) => {
            const party = customers.get(plan.customerId);
            if (!party) throw new Error(`No customer ${plan.customerId}`);
            id += 1;
            seq += 1;
            const mode = MODES[Math.floor(random.next() * MODES.length)] ?? 'cash';
            return sql`(${id}, 'receipt', ${seq}, ${`RV-${String(seq).padStart(3, '0')}`}, ${plan.date},
              ${party.id}, ${party.name}, ${party.gstin}, ${party.email}, ${party.phone}, ${party.address},
              ${party.state_code}, ${plan.amount}, ${mode}, ${mode === 'cheque' ? random.digits(6) : null},
              ${snapshot}, ${`${plan.date}T12:00:00.000Z`})`;
          });
          await sql`insert into vouchers (id, kind, seq, voucher_number, date, customer_id, party_name,
              party_gstin, party_email, party_phone, party_address, party_state_code, amount, mode,
              cheque_number, seller_snapshot, created_at)
            values ${sql.join(vouchers)}`.execute(trx);
          const firstId = id - batch.length + 1;
          const allocations = batch.map(
            (plan, index) => sql`(${firstId + index}, 1, ${plan.invoiceId}, ${plan.amount})`,
          );
          await sql`insert into voucher_allocations (voucher_id, line_no, invoice_id, amount)
            values ${sql.join(allocations)}`.execute(trx);
        }
      });
      options.onProgress?.(
        `${Math.min(start + BATCH * 20, plans.length).toLocaleString('en-IN')} of ${plans.length.toLocaleString('en-IN')} receipts`,
      );
    }
    await sql`insert into document_series (series, financial_year, last_seq) values ('receipt', 'all', ${seq})
      on conflict (series, financial_year) do update set last_seq = excluded.last_seq`.execute(db);
    if (target.kind === 'postgres') {
      for (const table of ['vouchers', 'voucher_allocations']) {
        await sql
          .raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`)
          .execute(db);
      }
      await sql`analyze`.execute(db);
    } else {
      // The statistics a shop's server makes when it starts (and every hour), not a full ANALYZE:
      // plans measured here are the plans a shop's database gets.
      await refreshPlannerStatistics(db);
    }
    return { receipts: plans.length, ...counts };
  } finally {
    await db.destroy();
  }
}
