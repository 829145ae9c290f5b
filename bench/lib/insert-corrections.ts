import type { Db } from '@bahi/server';
import { type RawBuilder, sql } from 'kysely';
import type { PlannedCorrection } from './plan-corrections';
import type { Original } from './read-originals';

// Writes what write-corrections.ts planned and numbered, as the note and purchase-return services
// write it, in multi-row INSERTs so the app's triggers keep every total: the notes and returns with
// their lines, what each takes off its original (invoices.noted, purchases.returned, as the
// services add it), the goods a return moves (back into stock for a sales return, out of it for a
// purchase return) and the last number of each series.

export type NumberedCorrection = {
  original: Original;
  correction: PlannedCorrection;
  financialYear: string;
  seq: number;
  number: string;
};

const BATCH = 200;

function noteRow(
  id: number,
  entry: NumberedCorrection,
  createdAt: string,
  seller: string,
): RawBuilder<unknown> {
  const { original: o, correction: c } = entry;
  return sql`(${id}, ${c.type}, ${c.kind}, ${entry.financialYear}, ${entry.seq}, ${entry.number}, ${c.date},
    ${o.id}, ${o.party_id}, ${o.party_name}, ${o.party_gstin}, ${o.party_email}, ${o.party_phone},
    ${o.party_address}, ${o.party_state_code}, ${o.place_of_supply}, ${o.supplyType}, ${c.reason},
    ${o.seller_snapshot ?? seller}, ${c.totals.totalAmount}, ${c.totals.cgst}, ${c.totals.sgst},
    ${c.totals.igst}, ${c.totals.gstAmount}, ${c.roundOff}, ${c.grandTotal}, ${createdAt}, ${createdAt})`;
}

function returnRow(
  id: number,
  entry: NumberedCorrection,
  createdAt: string,
  seller: string,
): RawBuilder<unknown> {
  const { original: o, correction: c } = entry;
  const supplierNote = c.kind === 'value' ? `SCN/${entry.financialYear}/${entry.seq}` : null;
  return sql`(${id}, ${entry.financialYear}, ${entry.seq}, ${entry.number}, ${c.kind}, ${supplierNote},
    ${c.date}, ${o.id}, ${o.party_id}, ${o.party_name}, ${o.party_gstin}, ${o.party_email}, ${o.party_phone},
    ${o.party_address}, ${o.party_state_code}, ${o.supplyType}, ${c.reason}, ${seller},
    ${c.totals.totalAmount}, ${c.totals.cgst}, ${c.totals.sgst}, ${c.totals.igst}, ${c.totals.gstAmount},
    ${c.roundOff}, ${c.grandTotal}, ${createdAt}, ${createdAt})`;
}

function itemRows(documentId: number, correction: PlannedCorrection): RawBuilder<unknown>[] {
  return correction.lines.map(
    (line, index) => sql`(${documentId}, ${index + 1}, ${line.line.id}, ${line.line.product_id},
      ${line.line.product_name}, ${line.line.hsn_code}, ${line.line.unit}, ${line.line.batch_id},
      ${line.line.supply_category}, ${line.quantityMilli}, ${line.line.gst_rate_bp}, ${line.taxableValue},
      ${line.cgst}, ${line.sgst}, ${line.igst}, ${line.tax}, ${line.total})`,
  );
}

async function insertBatch(
  db: Db,
  batch: readonly NumberedCorrection[],
  ids: { note: number; return: number },
  seller: string,
) {
  const notes: RawBuilder<unknown>[] = [];
  const noteItems: RawBuilder<unknown>[] = [];
  const returns: RawBuilder<unknown>[] = [];
  const returnItems: RawBuilder<unknown>[] = [];
  const movements: RawBuilder<unknown>[] = [];
  const invoiceDeltas = new Map<number, number>();
  const purchaseDeltas = new Map<number, number>();
  for (const entry of batch) {
    const { correction: c, original } = entry;
    const createdAt = `${c.date}T12:00:00.000Z`;
    const onPurchase = c.type === 'return';
    const id = onPurchase ? ++ids.return : ++ids.note;
    (onPurchase ? returns : notes).push((onPurchase ? returnRow : noteRow)(id, entry, createdAt, seller));
    (onPurchase ? returnItems : noteItems).push(...itemRows(id, c));
    const deltas = onPurchase ? purchaseDeltas : invoiceDeltas;
    const taken = c.type === 'debit' ? -c.grandTotal : c.grandTotal;
    deltas.set(original.id, (deltas.get(original.id) ?? 0) + taken);
    if (c.kind !== 'return') continue;
    for (const line of c.lines) {
      const quantity = onPurchase ? -line.quantityMilli : line.quantityMilli;
      movements.push(sql`(${line.line.product_id}, ${line.line.batch_id}, ${c.date}, ${quantity},
        ${onPurchase ? 'purchase_return' : 'invoice'}, ${id})`);
    }
  }
  if (notes.length > 0) {
    await sql`insert into sales_notes (id, note_type, kind, financial_year, seq, note_number, date, invoice_id,
        customer_id, customer_name, customer_gstin, customer_email, customer_phone, customer_address,
        customer_state_code, place_of_supply, supply_type, reason, seller_snapshot, total_amount, cgst_amount,
        sgst_amount, igst_amount, gst_amount, round_off, grand_total, created_at, updated_at)
      values ${sql.join(notes)}`.execute(db);
    await sql`insert into sales_note_items (note_id, line_no, invoice_item_id, product_id, product_name,
        hsn_code, unit, batch_id, supply_category, quantity_milli, gst_rate_bp, subtotal, cgst_amount,
        sgst_amount, igst_amount, tax_amount, total)
      values ${sql.join(noteItems)}`.execute(db);
  }
  if (returns.length > 0) {
    await sql`insert into purchase_returns (id, financial_year, seq, return_number, kind, supplier_note_number,
        date, purchase_id, supplier_id, supplier_name, supplier_gstin, supplier_email, supplier_phone,
        supplier_address, supplier_state_code, supply_type, reason, seller_snapshot, total_amount, cgst_amount,
        sgst_amount, igst_amount, gst_amount, round_off, grand_total, created_at, updated_at)
      values ${sql.join(returns)}`.execute(db);
    await sql`insert into purchase_return_items (return_id, line_no, purchase_item_id, product_id,
        product_name, hsn_code, unit, batch_id, supply_category, quantity_milli, gst_rate_bp, subtotal,
        cgst_amount, sgst_amount, igst_amount, tax_amount, total)
      values ${sql.join(returnItems)}`.execute(db);
  }
  if (movements.length > 0) {
    await sql`insert into stock_movements (product_id, batch_id, date, quantity_milli, source_type, source_id)
      values ${sql.join(movements)}`.execute(db);
  }
  for (const [id, delta] of invoiceDeltas) {
    await sql`update invoices set noted = noted + ${delta} where id = ${id}`.execute(db);
  }
  for (const [id, delta] of purchaseDeltas) {
    await sql`update purchases set returned = returned + ${delta} where id = ${id}`.execute(db);
  }
}

export async function insertCorrections(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  numbered: readonly NumberedCorrection[],
  options: { sellerSnapshot: string; lastSeqs: Map<string, number>; onProgress?: (message: string) => void },
): Promise<void> {
  const { rows } = await sql<{ note: number | null; ret: number | null }>`select
    (select max(id) from sales_notes) as note, (select max(id) from purchase_returns) as ret`.execute(db);
  const ids = { note: Number(rows[0]?.note ?? 0), return: Number(rows[0]?.ret ?? 0) };
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < numbered.length; start += BATCH) {
      await insertBatch(trx, numbered.slice(start, start + BATCH), ids, options.sellerSnapshot);
    }
    for (const [key, seq] of options.lastSeqs) {
      const [series, financialYear] = key.split('\u0000');
      await sql`insert into document_series (series, financial_year, last_seq) values (${series}, ${financialYear},
          ${seq}) on conflict (series, financial_year) do update set last_seq = excluded.last_seq`.execute(
        trx,
      );
    }
  });
  options.onProgress?.(`${numbered.length.toLocaleString('en-IN')} notes and purchase returns written`);
  if (dialect === 'postgres') {
    for (const table of ['sales_notes', 'purchase_returns']) {
      await sql
        .raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 1))`,
        )
        .execute(db);
    }
  }
}
