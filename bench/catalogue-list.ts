import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp, createDatabase, createScriptToken, type Db, migrateToLatest } from '@bahi/server';

/** The API token every request of the benchmark carries (an owner's, made on its own database). */
let authorization = '';

type App = Awaited<ReturnType<typeof buildApp>>;

// GET /api/products over 100,000 products (issue 3: under 20 ms median). Builds a fresh SQLite
// database through the real migrations, fills it in one transaction, then times requests through
// app.inject, which runs the whole Fastify pipeline (validation, query, serialization) without a socket.
// Run: npx tsx bench/catalogue-list.ts [products=100000] [requests=200]

const PRODUCT_COUNT = Number(process.argv[2] ?? 100_000);
const REQUESTS = Number(process.argv[3] ?? 200);
const BATCH = 500;

const BRANDS = [
  'Tata',
  'Amul',
  'Haldiram',
  'Parle',
  'Britannia',
  'Dabur',
  'Patanjali',
  'MDH',
  'Everest',
  'Fortune',
];
const ITEMS = [
  'Basmati Rice',
  'Toor Dal',
  'Masala Chai',
  'Ghee',
  'Biscuits',
  'Namkeen',
  'Soap',
  'Atta',
  'Sugar',
];
const SIZES = ['100 g', '250 g', '500 g', '1 kg', '5 kg', '1 L'];
const RATES = [1, 2, 3, 4, 5, 6]; // ids of the default GST rates 0, 5, 12, 18, 28, 40

function productRow(index: number) {
  const name = `${BRANDS[index % BRANDS.length]} ${ITEMS[(index >> 3) % ITEMS.length]} ${SIZES[index % SIZES.length]} #${index}`;
  const mrp = 1_000 + ((index * 7919) % 500_000);
  return {
    name,
    hsn_code: String(1000 + (index % 9000)),
    mrp,
    rate: Math.round(mrp / 1.18),
    gst_rate_id: RATES[index % RATES.length] ?? 1,
    reorder_level: index % 20,
    category_id: null,
    unit: 'NOS',
    price_editable: 0,
    opening_stock: index % 100,
  };
}

async function fillProducts(db: Db, count: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH) {
      const rows = [];
      for (let index = start; index < Math.min(start + BATCH, count); index += 1)
        rows.push(productRow(index));
      await trx.insertInto('products').values(rows).execute();
    }
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const WARM_UP = 10;

/**
 * Wall time per request, and the CPU time this process spent on it. On a busy shared machine the
 * wall time also counts the wait for a free CPU; the CPU time is what the request itself costs.
 */
async function timeRequests(app: App, url: string) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let body = { data: [] as unknown[], total: 0 };
  for (let run = 0; run < REQUESTS + WARM_UP; run += 1) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { authorization } });
    const elapsed = performance.now() - start;
    const cpuUsed = process.cpuUsage(cpuStart);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    body = response.json();
    // The first requests warm up the JIT and SQLite's page cache.
    if (run >= WARM_UP) {
      wall.push(elapsed);
      cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
    }
  }
  return { wall, cpu, rows: body.data.length, total: body.total };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-bench-'));
  const db = createDatabase({ kind: 'sqlite', filename: path.join(dir, 'bench.db') });
  try {
    await migrateToLatest(db);
    const fillStart = performance.now();
    await fillProducts(db, PRODUCT_COUNT);
    console.log(`Inserted ${PRODUCT_COUNT} products in ${(performance.now() - fillStart).toFixed(0)} ms`);
    const app = await buildApp({ db });
    authorization = `Bearer ${await createScriptToken(db, 'bench')}`;
    await app.ready();

    const scenarios = [
      { name: 'page 1 (limit 50)', url: '/api/products' },
      { name: `deep page (offset ${PRODUCT_COUNT - 50})`, url: `/api/products?offset=${PRODUCT_COUNT - 50}` },
      { name: "search 'masala' (name contains)", url: '/api/products?search=masala' },
      { name: "search 'tata ghee' (few matches)", url: '/api/products?search=tata%20ghee' },
    ];
    // Other processes move these figures a lot; the load average says how busy the machine was.
    const load = os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    console.log(`\n${REQUESTS} requests each, GET through app.inject, SQLite, ${PRODUCT_COUNT} products`);
    console.log(`${os.cpus().length} CPUs, load average ${load}, Node ${process.version}`);
    console.log('scenario | rows | total | median ms | p95 ms | median CPU ms');
    for (const scenario of scenarios) {
      const { wall, cpu, rows, total } = await timeRequests(app, scenario.url);
      const figures = [median(wall), percentile(wall, 95), median(cpu)].map((value) => value.toFixed(2));
      console.log([scenario.name, rows, total, ...figures].join(' | '));
    }
    await app.close();
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
