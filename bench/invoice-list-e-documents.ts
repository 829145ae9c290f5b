import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildApp, createDatabase, createScriptToken, migrateToLatest, parseDatabaseUrl } from '@bahi/server';
import { sql } from 'kysely';

// The invoice list with its e-way bill and e-invoice columns and filters, and the report of
// numbers still to get, over a big database (fill it with bench/generate-data.ts first). Gives
// e-invoicing a start date a month before the last invoice and every 10th invoice of the last
// month an e-way bill number, then times each request's median (app.inject: the whole pipeline).
//   npx tsx bench/invoice-list-e-documents.ts --database-url file:/tmp/bahi.db [--requests 20]

const { values } = parseArgs({
  options: { 'database-url': { type: 'string' }, requests: { type: 'string', default: '20' } },
});
const requests = Number(values.requests);
if (!values['database-url'] || !Number.isSafeInteger(requests) || requests < 1) {
  console.error('Usage: invoice-list-e-documents.ts --database-url file:PATH|postgres://… [--requests N]');
  process.exit(2);
}

const db = createDatabase(parseDatabaseUrl(values['database-url']));
await migrateToLatest(db);
const { last, total } = await db
  .selectFrom('invoices')
  .select((eb) => [eb.fn.max('date').as('last'), eb.fn.countAll<number>().as('total')])
  .executeTakeFirstOrThrow();
const lastDay = String(last);
const monthBefore = new Date(Date.parse(`${lastDay}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
await db.updateTable('e_document_settings').set({ einvoice_from: monthBefore }).where('id', '=', 1).execute();
const at = new Date().toISOString();
const later = new Date(Date.now() + 86_400_000).toISOString();
await sql`insert into eway_bills (document_type, document_id, sub_supply_type, transaction_type, distance_km,
    ewb_number, ewb_date, valid_until, created_at, updated_at)
  select 'invoice', id, 1, 1, 100, '38' || substr('0000000000' || id, -10), ${at}, ${later}, ${at}, ${at}
  from invoices where date >= ${monthBefore} and id % 10 = 0
    and not exists (select 1 from eway_bills b where b.document_type = 'invoice' and b.document_id = invoices.id)`.execute(
  db,
);

const app = await buildApp({ db });
const authorization = `Bearer ${await createScriptToken(db, 'bench')}`;
await app.ready();

async function medianMs(url: string): Promise<{ ms: number; total: unknown }> {
  const times: number[] = [];
  let answer: unknown;
  for (let run = 0; run < requests + 2; run += 1) {
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { authorization } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    if (run >= 2) times.push(performance.now() - start);
    const body = response.json() as { total?: number; data: unknown[] };
    answer = body.total ?? body.data.length;
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)] ?? 0, total: answer };
}

const month = `&from=${monthBefore}&to=${lastDay}`;
console.log(`${total} invoices, last ${lastDay}`);
for (const url of [
  '/api/invoices?limit=50',
  '/api/invoices?limit=50&eway_status=generated',
  `/api/invoices?limit=50&eway_status=needed${month}`,
  '/api/invoices?limit=50&eway_status=needed',
  `/api/invoices?limit=50&irn_status=needed${month}`,
  '/api/e-documents/due',
]) {
  const { ms, total: rows } = await medianMs(url);
  console.log(`${ms.toFixed(1).padStart(8)} ms  ${String(rows).padStart(8)} rows  ${url}`);
}
await app.close();
