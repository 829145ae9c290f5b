import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp, createDatabase, createScriptToken, migrateToLatest, parseDatabaseUrl } from '@bahi/server';
import { Random } from './lib/random';

const url = process.argv[process.argv.indexOf('--database-url') + 1] ?? '';
const db = createDatabase(parseDatabaseUrl(url));
await migrateToLatest(db);
const app = await buildApp({ db });
const authorization = `Bearer ${await createScriptToken(db, 'prof')}`;
await app.ready();
const products = await db.selectFrom('products').innerJoin('gst_rates', 'gst_rates.id', 'products.gst_rate_id')
  .select(['products.id', 'products.mrp', 'gst_rates.rate_bp']).execute();
const { customers, date } = await db.selectFrom('invoices').select((eb) => [eb.fn.max('customer_id').as('customers'), eb.fn.max('date').as('date')]).executeTakeFirstOrThrow();
const random = new Random(1);
const run = Date.now().toString(36).slice(-5).toUpperCase();
const post = async (n: string) => {
  const items = Array.from({ length: 10 }, () => {
    const p = random.pick(products);
    return { product_id: p.id, mrp: p.mrp / 100, discount: random.pick([0, 0, 0, 5]), quantity: random.int(1, 5), gst_rate: p.rate_bp / 100 };
  });
  const r = await app.inject({ method: 'POST', url: '/api/invoices', headers: { authorization, 'content-type': 'application/json' },
    payload: JSON.stringify({ invoice_number: n, date, customer_id: random.int(1, Number(customers)), status: 'Unpaid', items, confirm_credit: true }) });
  if (r.statusCode !== 201) throw new Error(r.body);
};
for (let i = 0; i < 100; i += 1) await post(`B${run}-W${i}`);
const profiler = process.env.PROFILE ? new Session() : null;
if (profiler) { profiler.connect(); await profiler.post('Profiler.enable'); await profiler.post('Profiler.start'); }
const n = Number(process.env.N ?? 400);
const start = process.cpuUsage(); const t0 = performance.now();
for (let i = 0; i < n; i += 1) await post(`B${run}-${i}`);
const used = process.cpuUsage(start);
console.log('POST', ((used.user + used.system) / 1000 / n).toFixed(3), 'ms CPU per save;', ((performance.now() - t0) / n).toFixed(3), 'ms wall');
if (profiler) { const { profile } = await profiler.post('Profiler.stop'); fs.writeFileSync(process.env.PROFILE!, JSON.stringify(profile)); }
await app.close(); await db.destroy();
