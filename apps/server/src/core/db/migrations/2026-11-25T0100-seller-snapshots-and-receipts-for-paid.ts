import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOfDb } from '../derived/index';

// Issue 15, items 2 and 4.
//
// Frozen seller particulars: invoices, purchases and vouchers get `seller_snapshot`, the seller's
// particulars (name, GSTIN, state, address, phone, e-mail, bank details, UPI ID, demo mark) as
// JSON text, written with the document when it is issued, so a later change in Settings never
// changes what an issued document prints. Documents issued before this migration get the
// settings as they are now: the particulars they were issued under were not kept, and the current
// ones are the closest record there is.
//
// Payment status from the money: until now staff could mark an invoice Paid by hand without any
// receipt, so the invoice said Paid while its customer's balance still counted it. Each invoice
// marked Paid whose live receipts settle less than its grand total gets the receipt that mark
// implied, for the part not yet received: a cash receipt dated the invoice's date, numbered next
// in the receipt series, with the reference below so it can be told apart. After that the stored
// status only says whether an invoice is cancelled ('Cancelled') or not ('Unpaid'); Unpaid,
// Partly paid and Paid are worked out from receipts whenever an invoice is read.

const DOCUMENT_TABLES = ['invoices', 'purchases', 'vouchers'] as const;
const IMPLIED_RECEIPT_REFERENCE = 'Marked Paid before receipts were kept';

const SELLER_FIELDS = [
  'name',
  'gstin',
  'state_code',
  'address',
  'phone',
  'email',
  'bank_name',
  'bank_account_number',
  'bank_ifsc',
  'bank_branch',
  'upi_id',
  'demo',
] as const;

/** The current settings as one JSON text, in the dialect's own JSON function. */
function currentSellerJson(db: Kysely<unknown>) {
  const pairs = sql.join(SELLER_FIELDS.map((field) => sql`${sql.lit(field)}, ${sql.ref(field)}`));
  return dialectOfDb(db) === 'postgres'
    ? sql`(select json_build_object(${pairs})::text from settings where id = 1)`
    : sql`(select json_object(${pairs}) from settings where id = 1)`;
}

type PaidInvoice = {
  id: number;
  date: string;
  customer_id: number;
  customer_name: string;
  customer_gstin: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  customer_address: string | null;
  customer_state_code: string | null;
  unreceived: number;
};

async function addImpliedReceipts(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<PaidInvoice>`select i.id, i.date, i.customer_id, i.customer_name,
      i.customer_gstin, i.customer_email, i.customer_phone, i.customer_address, i.customer_state_code,
      i.grand_total - coalesce((select sum(a.amount) from voucher_allocations a
        join vouchers v on v.id = a.voucher_id
        where a.invoice_id = i.id and v.removed_at is null), 0) as unreceived
    from invoices i where i.status = 'Paid' order by i.date, i.id`.execute(db);
  const owed = rows.filter((row) => Number(row.unreceived) > 0);
  if (owed.length > 0) {
    const { rows: series } = await sql<{ last_seq: number }>`select last_seq from voucher_series
      where kind = 'receipt'`.execute(db);
    let seq = Number(series[0]?.last_seq ?? 0);
    for (const invoice of owed) {
      seq += 1;
      const number = `RV-${String(seq).padStart(3, '0')}`;
      const { rows: inserted } = await sql<{ id: number }>`insert into vouchers (kind, seq, voucher_number,
          date, customer_id, party_name, party_gstin, party_email, party_phone, party_address,
          party_state_code, amount, mode, reference)
        values ('receipt', ${seq}, ${number}, ${invoice.date}, ${invoice.customer_id}, ${invoice.customer_name},
          ${invoice.customer_gstin}, ${invoice.customer_email}, ${invoice.customer_phone},
          ${invoice.customer_address}, ${invoice.customer_state_code}, ${Number(invoice.unreceived)}, 'cash',
          ${IMPLIED_RECEIPT_REFERENCE})
        returning id`.execute(db);
      const voucherId = inserted[0]?.id;
      await sql`insert into voucher_allocations (voucher_id, line_no, invoice_id, amount)
        values (${voucherId}, 1, ${invoice.id}, ${Number(invoice.unreceived)})`.execute(db);
    }
    await sql`update voucher_series set last_seq = ${seq} where kind = 'receipt'`.execute(db);
  }
  await sql`update invoices set status = 'Unpaid' where status = 'Paid'`.execute(db);
}

export const sellerSnapshotsAndReceiptsForPaidMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const run = async (trx: Kysely<unknown>) => {
      for (const table of DOCUMENT_TABLES) {
        await trx.schema.alterTable(table).addColumn('seller_snapshot', 'text').execute();
      }
      await addImpliedReceipts(trx);
      // After the receipts above, so they carry the particulars too.
      for (const table of DOCUMENT_TABLES) {
        await sql`update ${sql.table(table)} set seller_snapshot = ${currentSellerJson(trx)}`.execute(trx);
      }
    };
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },

  // Back to hand-set statuses: invoices that receipts settle in full are marked Paid again, then
  // the receipts this migration added are deleted (their numbers become free again only when they
  // were the last of the series), and the snapshot columns dropped.
  async down(db: Kysely<unknown>) {
    const run = async (trx: Kysely<unknown>) => {
      await sql`update invoices set status = 'Paid' where status = 'Unpaid' and grand_total <=
        (select coalesce(sum(a.amount), 0) from voucher_allocations a join vouchers v on v.id = a.voucher_id
          where a.invoice_id = invoices.id and v.removed_at is null)`.execute(trx);
      const implied = sql`select id from vouchers where kind = 'receipt' and reference = ${IMPLIED_RECEIPT_REFERENCE}`;
      await sql`delete from voucher_allocations where voucher_id in (${implied})`.execute(trx);
      await sql`delete from vouchers where id in (${implied})`.execute(trx);
      await sql`update voucher_series set last_seq =
        (select coalesce(max(seq), 0) from vouchers where kind = 'receipt') where kind = 'receipt'`.execute(
        trx,
      );
      for (const table of DOCUMENT_TABLES) {
        await trx.schema.alterTable(table).dropColumn('seller_snapshot').execute();
      }
    };
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  },
};
