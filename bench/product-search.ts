import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  buildApp,
  createDatabase,
  createScriptToken,
  type Db,
  migrateToLatest,
  parseDatabaseUrl,
} from '@bahi/server';
import { sql } from 'kysely';
import { buildCategories, buildProducts } from './lib/build-products';
import { Random } from './lib/random';

// Product search ("name contains") over 100,000 products (issue 21: at most 5 ms median), on
// SQLite (FTS5 trigram index) or PostgreSQL (pg_trgm GIN index). Fills a new database through the
// real migrations with the generator's product names, then times GET /api/products?search= and
// GET /api/stock?search= through app.inject (validation, both queries of a page, serialization),
// beside the same page's two queries without the index (a plain LIKE/ILIKE over every row).
//   npx tsx bench/product-search.ts --database-url file:/tmp/bahi-search.db [--products 100000]
//   npx tsx bench/product-search.ts --database-url postgres://…/empty_db [--requests 200]

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    products: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
  },
});
const databaseUrl = values['database-url'];
const productCount = Number(values.products);
const requests = Number(values.requests);
if (!databaseUrl || !Number.isSafeInteger(productCount) || !Number.isSafeInteger(requests) || requests < 1) {
  console.error(
    'Usage: product-search.ts --database-url file:NEW_PATH|postgres://EMPTY_DB [--products N] [--requests N]',
  );
  process.exit(2);
}

const WARM_UP = 20;
const BATCH = 500;

async function fillProducts(db: Db): Promise<void> {
  const rates = await db.selectFrom('gst_rates').select(['id', 'rate_bp']).execute();
  const gstRateIds = new Map(rates.map((row) => [row.rate_bp / 100, row.id]));
  const existing = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) throw new Error('The database already has products: give a new one');
  const categories = buildCategories();
  const products = buildProducts(new Random(1), productCount, categories, gstRateIds);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('categories')
      .values(categories.map((category) => ({ name: category.name })))
      .execute();
    const ids = await trx.selectFrom('categories').select(['id', 'name']).execute();
    const categoryIds = new Map(ids.map((row) => [row.name, row.id]));
    for (let start = 0; start < products.length; start += BATCH) {
      const rows = products.slice(start, start + BATCH).map((product) => ({
        name: product.name,
        hsn_code: product.hsnCode,
        mrp: product.mrp,
        rate: product.rate,
        gst_rate_id: product.gstRateId,
        category_id: categoryIds.get(categories[product.categoryId - 1]?.name ?? '') ?? null,
        unit: product.unit,
        opening_stock: product.openingStock,
        reorder_level: product.reorderLevel,
      }));
      await trx.insertInto('products').values(rows).execute();
    }
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.95) - 1] ?? 0;
}

/** Wall and CPU time of each run; on a shared machine the wall time also counts waiting for a core. */
async function time(run: () => Promise<number>): Promise<{ wall: number[]; cpu: number[]; total: number }> {
  const wall: number[] = [];
  const cpu: number[] = [];
  let total = 0;
  for (let index = 0; index < requests + WARM_UP; index += 1) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    total = await run();
    const elapsed = performance.now() - start;
    const used = process.cpuUsage(cpuStart);
    if (index >= WARM_UP) {
      wall.push(elapsed);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return { wall, cpu, total };
}

async function main(): Promise<void> {
  const target = parseDatabaseUrl(databaseUrl ?? '');
  const db = createDatabase(target);
  try {
    await migrateToLatest(db);
    const fillStart = performance.now();
    await fillProducts(db);
    // A freshly loaded table: statistics and the visibility map first, as autovacuum would soon do.
    if (target.kind === 'postgres') await sql`vacuum analyze products`.execute(db);
    console.log(
      `Inserted ${productCount} products in ${((performance.now() - fillStart) / 1000).toFixed(1)} s`,
    );
    const app = await buildApp({ db });
    const authorization = `Bearer ${await createScriptToken(db, 'bench')}`;
    await app.ready();
    const terms = ['atta', 'basmati rice', 'masala 100', 'zqxj', 'ol'];
    const load = os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    console.log(
      `\n${requests} requests each after ${WARM_UP} warm-up, ${target.kind}, ${productCount} products`,
    );
    console.log(`${os.cpus().length} CPUs, load average ${load}, Node ${process.version}`);
    console.log('call | term | matches | median ms | p95 ms | median CPU ms');
    const operator = target.kind === 'postgres' ? sql`ilike` : sql`like`;
    // PostgreSQL would serve a plain ILIKE on name from the trigram index; on an expression it cannot.
    const column = target.kind === 'postgres' ? sql`(name || '')` : sql`name`;
    for (const term of terms) {
      const encoded = encodeURIComponent(term);
      for (const url of [`/api/products?search=${encoded}`, `/api/stock?search=${encoded}`]) {
        const result = await time(async () => {
          const response = await app.inject({ method: 'GET', url, headers: { authorization } });
          if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
          return Number(response.json<{ total: number }>().total);
        });
        const figures = [median(result.wall), p95(result.wall), median(result.cpu)].map((v) => v.toFixed(2));
        console.log([`GET ${url.split('?')[0]}`, term, result.total, ...figures].join(' | '));
      }
      // The same page's two queries with no index: what the search cost before migration 2026-11-25T1300.
      const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const plain = await time(async () => {
        await sql`select id from products where ${column} ${operator} ${pattern} escape '\\' order by id desc limit 50`.execute(
          db,
        );
        const { rows } = await sql<{ n: number }>`select count(*) as n from products
          where ${column} ${operator} ${pattern} escape '\\'`.execute(db);
        return Number(rows[0]?.n ?? 0);
      });
      const figures = [median(plain.wall), p95(plain.wall), median(plain.cpu)].map((v) => v.toFixed(2));
      console.log(['plain LIKE, page + count (no index)', term, plain.total, ...figures].join(' | '));
    }
    await app.close();
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
