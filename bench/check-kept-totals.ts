import { parseArgs } from 'node:util';
import { createDatabase, type Db, parseDatabaseUrl } from '@bahi/server';
import { sql } from 'kysely';
import {
  HSN_NAMES_RECOUNT,
  HSN_YEAR_NAMES_FROM_MONTHS,
} from '../apps/server/src/core/db/derived/hsn-month-names';
import { isOpen, OPEN_MONTHS_SHAPES } from '../apps/server/src/core/db/derived/open-months';
import {
  OUTWARD_MONTHLY_TAX_COLUMNS,
  OUTWARD_MONTHLY_TAX_FROM_DOCUMENTS,
  outwardTotalColumns,
  outwardTotalsFromDocuments,
} from '../apps/server/src/core/db/derived/outward-totals';
import { STOCK_MONTHS_RECOUNT } from '../apps/server/src/core/db/derived/stock-months';
import { findOnAccountOfParties } from '../apps/server/src/documents/on-account-repository';
import { sumOutstandingOfParties } from '../apps/server/src/documents/outstanding-repository';
import { readKeptRateTotals } from '../apps/server/src/invoices/kept-rate-totals';

// Every kept total of a generated database against a recount from its documents, as the tests
// recount them: party balances (the outstanding query and on account per party), each party's open
// documents by month and in all, the outward totals of GSTR-3B, stock by product and month, the
// HSN summary's names per month and financial year, each invoice's totals per GST rate, and what notes and purchase returns took off
// their originals, within what each line had.
//   npx tsx bench/check-kept-totals.ts --database-url file:/tmp/bahi-bench.db | postgres://…
// Prints one line per check and exits 1 if any disagrees. Every column is named: PostgreSQL would
// call two unnamed sums both "sum".

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
if (!values['database-url']) {
  console.error('Usage: check-kept-totals.ts --database-url URL');
  process.exit(2);
}
const db: Db = createDatabase(parseDatabaseUrl(values['database-url']));
let failures = 0;

const text = (rows: readonly unknown[]) =>
  rows.map((row) => JSON.stringify(Object.values(row as object).map(String))).sort();

/** Two row sets equal as text, whatever order they came in. */
function agree(name: string, kept: readonly unknown[], counted: readonly unknown[]): void {
  const a = text(kept);
  const b = text(counted);
  const counts = new Map<string, number>();
  for (const row of a) counts.set(row, (counts.get(row) ?? 0) + 1);
  for (const row of b) counts.set(row, (counts.get(row) ?? 0) - 1);
  const differing = [...counts].filter(([, n]) => n !== 0);
  if (differing.length === 0) {
    console.log(`agrees: ${name} (${a.length.toLocaleString('en-IN')} rows)`);
    return;
  }
  failures += 1;
  console.log(
    `DISAGREES: ${name}: ${differing.length} rows differ, e.g. ${JSON.stringify(differing.slice(0, 4))}`,
  );
}

async function rows(query: string): Promise<unknown[]> {
  return (await sql.raw(query).execute(db)).rows;
}

for (const shape of OPEN_MONTHS_SHAPES) {
  const kind = shape.documents;
  const ids = (await rows(`select id from ${shape.parties}`)).map((row) =>
    Number((row as { id: number }).id),
  );
  const owed = await sumOutstandingOfParties(db, kind, ids);
  const credit = new Map(
    (await findOnAccountOfParties(db, kind, ids)).map((row) => [row.party_id, row.on_account]),
  );
  const counted = new Map(
    ids.map((id) => [id, { id, billed: 0, settled: 0, on_account: credit.get(id) ?? 0 }]),
  );
  for (const row of owed)
    Object.assign(counted.get(row.party_id) ?? {}, { billed: row.billed, settled: row.settled });
  const kept = await rows(`select ${shape.party} as id, billed, settled, on_account from ${shape.balances}`);
  agree(`${shape.balances}: billed, settled, on account`, kept, [...counted.values()]);
  const payable = shape.payable('d');
  agree(
    `${shape.months}: open documents and what is left, per party and month`,
    await rows(
      `select ${shape.party}, month, documents, outstanding from ${shape.months} where documents <> 0`,
    ),
    await rows(`select d.${shape.party}, substr(d.${shape.date}, 1, 7) as month, count(*) as documents,
        sum(${payable} - d.settled) as outstanding
      from ${shape.documents} d where ${isOpen(shape, 'd')} group by d.${shape.party}, substr(d.${shape.date}, 1, 7)`),
  );
  agree(
    `${shape.balances}: open documents in all`,
    await rows(`select ${shape.party}, open_documents, open_outstanding from ${shape.balances}
      where open_documents <> 0`),
    await rows(`select ${shape.party}, sum(documents) as documents, sum(outstanding) as outstanding from ${shape.months}
      group by ${shape.party} having sum(documents) <> 0`),
  );
}

agree(
  'outward_daily_totals',
  await rows(`select ${outwardTotalColumns()} from outward_daily_totals where lines <> 0`),
  await rows(`select * from (${outwardTotalsFromDocuments()}) d`),
);
agree(
  'outward_monthly_tax',
  await rows(`select ${OUTWARD_MONTHLY_TAX_COLUMNS} from outward_monthly_tax where lines <> 0`),
  await rows(`select * from (${OUTWARD_MONTHLY_TAX_FROM_DOCUMENTS}) d`),
);
agree(
  'stock_balances',
  await rows('select product_id, quantity_milli from stock_balances where quantity_milli <> 0'),
  await rows(`select product_id, sum(quantity_milli) as quantity_milli from stock_ledger group by product_id
    having sum(quantity_milli) <> 0`),
);
agree(
  'stock_monthly_totals',
  await rows(
    'select month, product_id, in_milli, out_milli from stock_monthly_totals where in_milli <> 0 or out_milli <> 0',
  ),
  await rows(`select * from (${STOCK_MONTHS_RECOUNT}) r where in_milli <> 0 or out_milli <> 0`),
);
agree(
  'hsn_monthly_names',
  await rows('select * from hsn_monthly_names where lines <> 0'),
  await rows(`select * from (${HSN_NAMES_RECOUNT}) r`),
);
// The yearly names against the monthly ones, which the line above checks against the lines.
agree(
  'hsn_yearly_names',
  await rows('select * from hsn_yearly_names where lines <> 0'),
  await rows(`select * from (${HSN_YEAR_NAMES_FROM_MONTHS}) r`),
);
agree(
  'invoices.noted: live credit notes less debit notes',
  await rows('select id, noted from invoices where noted <> 0'),
  await rows(`select invoice_id, sum(case when note_type = 'credit' then grand_total else -grand_total end) as noted
    from sales_notes where status = 'Issued' group by invoice_id
    having sum(case when note_type = 'credit' then grand_total else -grand_total end) <> 0`),
);
agree(
  'purchases.returned: live purchase returns',
  await rows('select id, returned from purchases where returned <> 0'),
  await rows(`select purchase_id, sum(grand_total) as returned from purchase_returns where status = 'Issued'
    group by purchase_id having sum(grand_total) <> 0`),
);
// The limits the services check: no more units back than the line had, no more value off.
agree(
  'note and return lines within their original lines (no row is a breach)',
  await rows(`select l.id from invoice_items l join (select i.invoice_item_id, sum(case when n.note_type = 'credit'
      then i.quantity_milli else 0 end) as back, sum(case when n.note_type = 'credit' then i.subtotal
      else -i.subtotal end) as value_off from sales_note_items i join sales_notes n on n.id = i.note_id
      where n.status = 'Issued' group by i.invoice_item_id) t on t.invoice_item_id = l.id
    where t.back > l.quantity_milli or t.value_off > l.subtotal
    union all select l.id from purchase_items l join (select invoice_item_id, sum(i.quantity_milli) as back,
      sum(i.subtotal) as value_off from (select purchase_item_id as invoice_item_id, quantity_milli, subtotal
      from purchase_return_items r join purchase_returns p on p.id = r.return_id where p.status = 'Issued') i
      group by invoice_item_id) t on t.invoice_item_id = l.id
    where t.back > l.quantity_milli or t.value_off > l.subtotal`),
  [],
);
agree(
  'notes dated from their invoice to the credit-note deadline (no row is a breach)',
  await rows(`select n.id from sales_notes n join invoices i on i.id = n.invoice_id where n.date < i.date
    or (n.note_type = 'credit' and n.date > (cast(substr(i.date, 1, 4) as integer)
      + case when substr(i.date, 6, 2) >= '04' then 1 else 0 end) || '-11-30')`),
  [],
);
agree(
  'document_series: the last number of each note and return series',
  await rows(`select series, financial_year, last_seq from document_series
    where series in ('credit_note', 'debit_note', 'purchase_return', 'purchase_value_note')`),
  await rows(`select note_type || '_note' as series, financial_year, max(seq) as last_seq from sales_notes
      group by note_type, financial_year
    union all select case when kind = 'return' then 'purchase_return' else 'purchase_value_note' end,
      financial_year, max(seq) as last_seq from purchase_returns group by kind, financial_year`),
);
const keptRates = (await rows('select id, rate_totals from invoices')).flatMap((row): unknown[] => {
  const { id, rate_totals } = row as { id: number; rate_totals: string | null };
  const kept = readKeptRateTotals(Number(id), rate_totals);
  if (!kept) return [{ invoice_id: id, unkept: rate_totals }];
  return kept.map((rate) => ({ ...rate }));
});
agree(
  'invoices.rate_totals: lines, taxable value and tax per invoice and GST rate',
  keptRates,
  await rows(`select invoice_id, gst_rate_bp, count(*) as total_items, sum(subtotal) as subtotal,
    sum(tax_amount) as tax from invoice_items group by invoice_id, gst_rate_bp`),
);
const counts =
  await rows(`select (select count(*) from sales_notes where note_type = 'credit') as credit_notes,
  (select count(*) from sales_notes where note_type = 'debit') as debit_notes,
  (select count(*) from purchase_returns) as purchase_returns`);
console.log(JSON.stringify(counts[0]));
await db.destroy();
process.exit(failures === 0 ? 0 : 1);
