import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildApp, createDatabase, createScriptToken, type Db, migrateToLatest } from '@bahi/server';
import ExcelJS from 'exceljs';
import pg from 'pg';

// Importing products from a spreadsheet: preview and import of a 10,000-row .xlsx (every row
// created), then the same products from a CSV with other prices (every row updated). Each call
// goes through app.inject, the whole Fastify pipeline (JSON body of base64, validation, the
// file read, the checks and the one transaction) without a socket. Target: under 10 s each.
// Run: npx tsx bench/import.ts [--rows 10000] [--admin-url postgres://…  for PostgreSQL too]

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    'admin-url': { type: 'string', default: '' },
  },
});
const ROWS = Number(values.rows);
const HEADER = [
  'Product Name',
  'HSN Code',
  'Category',
  'MRP',
  'Rate',
  'GST Rate',
  'Unit',
  'Reorder Level',
  'Opening Stock',
];
const GST_RATES = [0, 5, 12, 18, 28];

function productRow(index: number, priceShift: number): (string | number)[] {
  const mrp = 10 + (index % 5000) / 4 + priceShift;
  return [
    `Bench product ${index} ${['100 g', '500 g', '1 kg'][index % 3]}`,
    String(1000 + (index % 9000)),
    '',
    mrp,
    Math.round((mrp / 1.18) * 100) / 100,
    GST_RATES[index % GST_RATES.length] ?? 18,
    'NOS',
    index % 20,
    index % 100,
  ];
}

async function xlsxFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(HEADER);
  for (let i = 1; i <= ROWS; i += 1) sheet.addRow(productRow(i, 0));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvFile(): Buffer {
  const quote = (cell: string | number) =>
    /[",\n]/.test(String(cell)) ? `"${String(cell).replaceAll('"', '""')}"` : String(cell);
  const lines = [HEADER.join(',')];
  for (let i = 1; i <= ROWS; i += 1) lines.push(productRow(i, 1).map(quote).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}

type Step = { name: string; ms: number; cpuMs: number; answer: unknown };

async function timeCall(
  app: Awaited<ReturnType<typeof buildApp>>,
  authorization: string,
  name: string,
  url: string,
  payload: object,
): Promise<Step> {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const response = await app.inject({ method: 'POST', url, payload, headers: { authorization } });
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  if (response.statusCode !== 200)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
  const body = response.json() as Record<string, unknown>;
  const { columns: _c, mapping: _m, problems, ...counts } = body;
  const answer = Array.isArray(problems) ? { ...counts, problems: problems.length } : counts;
  return { name, ms, cpuMs: (cpu.user + cpu.system) / 1000, answer };
}

async function run(label: string, db: Db): Promise<void> {
  await migrateToLatest(db);
  const app = await buildApp({ db });
  await app.ready();
  const authorization = `Bearer ${await createScriptToken(db, 'bench')}`;
  const xlsx = await xlsxFile();
  const csv = csvFile();
  const steps: Step[] = [];
  const xlsxBody = {
    file_name: 'products.xlsx',
    content_base64: xlsx.toString('base64'),
    on_match: 'update',
  };
  const csvBody = { file_name: 'products.csv', content_base64: csv.toString('base64'), on_match: 'update' };
  steps.push(
    await timeCall(
      app,
      authorization,
      `preview .xlsx (${(xlsx.length / 1024).toFixed(0)} KiB)`,
      '/api/imports/products/preview',
      xlsxBody,
    ),
  );
  steps.push(
    await timeCall(app, authorization, 'import .xlsx (all new)', '/api/imports/products/commit', xlsxBody),
  );
  steps.push(
    await timeCall(
      app,
      authorization,
      `preview .csv (${(csv.length / 1024).toFixed(0)} KiB)`,
      '/api/imports/products/preview',
      csvBody,
    ),
  );
  steps.push(
    await timeCall(app, authorization, 'import .csv (all updated)', '/api/imports/products/commit', csvBody),
  );
  await app.close();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(
    `\n${label}: ${ROWS} product rows, ${os.cpus().length} CPUs, load average ${load}, Node ${process.version}`,
  );
  console.log('step | wall ms | CPU ms | answer');
  for (const step of steps) {
    console.log(
      [step.name, step.ms.toFixed(0), step.cpuMs.toFixed(0), JSON.stringify(step.answer)].join(' | '),
    );
  }
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-bench-import-'));
  const sqlite = createDatabase({ kind: 'sqlite', filename: path.join(dir, 'bench.db') });
  try {
    await run('SQLite', sqlite);
  } finally {
    await sqlite.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (!values['admin-url']) return;
  const databaseName = `bahi_bench_import_${process.pid}`;
  const adminUrl = new URL(values['admin-url']);
  const admin = new pg.Client({ connectionString: adminUrl.href });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const postgres = createDatabase({
    kind: 'postgres',
    connectionString: Object.assign(new URL(adminUrl.href), { pathname: `/${databaseName}` }).href,
  });
  try {
    await run('PostgreSQL', postgres);
  } finally {
    await postgres.destroy();
    await admin.query(`drop database ${databaseName}`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
