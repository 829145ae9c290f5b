import { type Kysely, type Migration, sql } from 'kysely';

// Issue 15, item 1: purchases as real documents.
//
// - `purchases.status`: 'Recorded', or 'Cancelled' once cancelled. A cancelled purchase is kept
//   (never deleted); its stock movements are removed, so its stock goes back out.
// - `purchases.supplier_bill_key`: the supplier's bill number upper-cased without spaces, the key
//   a supplier's bill is unique by within a financial year (unique index below). Cancelled
//   purchases have none, so a bill recorded wrongly can be cancelled and recorded again. Shops
//   that recorded one bill twice before this migration keep both purchases: the earlier keeps the
//   key and the later gets none, so the index can be built; editing the later one asks for a
//   different number then.
// - `purchase_items.cgst_amount`, `sgst_amount`, `igst_amount`: each row's GST by head, as on
//   invoice lines, for input tax credit per head. Rows recorded before get their split from their
//   purchase's supply type (CGST takes an odd paisa), and each purchase's heads become the sums of
//   its rows' (the total GST stays as it was; a head may move by a paisa).

const HEADS = ['cgst_amount', 'sgst_amount', 'igst_amount'] as const;

type BilledPurchase = {
  id: number;
  supplier_id: number;
  financial_year: string;
  supplier_invoice_number: string;
};

/** Same rule as the domain's supplierBillKey, kept here so the migration never changes with it. */
function billKeyOf(billNumber: string): string | null {
  const key = billNumber.replace(/\s+/g, '').toUpperCase();
  return key === '' ? null : key;
}

async function fillBillKeys(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<BilledPurchase>`select id, supplier_id, financial_year, supplier_invoice_number
    from purchases where supplier_invoice_number is not null order by id`.execute(db);
  const seen = new Set<string>();
  for (const row of rows) {
    const key = billKeyOf(row.supplier_invoice_number);
    if (key === null) continue;
    const bill = JSON.stringify([Number(row.supplier_id), row.financial_year, key]);
    if (seen.has(bill)) continue;
    seen.add(bill);
    await sql`update purchases set supplier_bill_key = ${key} where id = ${row.id}`.execute(db);
  }
}

export const purchaseStatusBillKeysAndGstHeadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('purchases')
      .addColumn('status', 'text', (c) =>
        c.notNull().defaultTo('Recorded').check(sql`status in ('Recorded', 'Cancelled')`),
      )
      .execute();
    await db.schema.alterTable('purchases').addColumn('supplier_bill_key', 'text').execute();
    for (const head of HEADS) {
      await db.schema
        .alterTable('purchase_items')
        .addColumn(head, 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    }

    await fillBillKeys(db);
    await sql`create unique index purchases_supplier_bill on purchases (supplier_id, financial_year, supplier_bill_key)
      where supplier_bill_key is not null`.execute(db);

    // (x + 1) / 2 in integers is x / 2 rounded up: CGST takes the odd paisa.
    await sql`update purchase_items set
        cgst_amount = case when p.supply_type = 'intra' then (purchase_items.tax_amount + 1) / 2 else 0 end,
        sgst_amount = case when p.supply_type = 'intra'
          then purchase_items.tax_amount - (purchase_items.tax_amount + 1) / 2 else 0 end,
        igst_amount = case when p.supply_type = 'intra' then 0 else purchase_items.tax_amount end
      from purchases p where p.id = purchase_items.purchase_id`.execute(db);
    await sql`update purchases set
        cgst_amount = coalesce((select sum(i.cgst_amount) from purchase_items i where i.purchase_id = purchases.id), 0),
        sgst_amount = coalesce((select sum(i.sgst_amount) from purchase_items i where i.purchase_id = purchases.id), 0),
        igst_amount = coalesce((select sum(i.igst_amount) from purchase_items i where i.purchase_id = purchases.id), 0)`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    // Cancelled purchases have no stock movements any more; without a status they would read as
    // recorded purchases that moved no stock, so the down migration refuses to lose that.
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from purchases where status = 'Cancelled'`.execute(db);
    if (Number(rows[0]?.n ?? 0) > 0) {
      throw new Error('Cancelled purchases exist: they cannot be kept without the status column');
    }
    await db.schema.dropIndex('purchases_supplier_bill').execute();
    for (const head of HEADS) await db.schema.alterTable('purchase_items').dropColumn(head).execute();
    await db.schema.alterTable('purchases').dropColumn('supplier_bill_key').execute();
    await db.schema.alterTable('purchases').dropColumn('status').execute();
  },
};
