import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, createDatabase, migrateToLatest } from '@bahi/server';
import { chromium } from '@playwright/test';
import { openFirstStart } from '../apps/server/src/auth/first-owner';
import { chromiumPath } from '../scripts/lib/chromium.mjs';

// The JavaScript a signed-in user's browser really fetches on a first visit to / (the invoice
// list), in Chromium: every .js and .css response until the list is on screen and the network is
// idle, counted as the browser's own transfer size of its body (encoded, as it crossed the wire).
// Over plain HTTP Chromium asks for gzip, not Brotli, so these are the .gz files the build wrote.
//   npx vite build apps/web && npx tsx bench/web-first-visit.ts
// Serves apps/web/dist from an in-process server on a new SQLite file with a set-up shop.

const distDir = path.resolve(import.meta.dirname, '../apps/web/dist');
if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error('apps/web/dist/index.html is missing: run `npx vite build apps/web` first.');
  process.exit(1);
}
const OWNER = { email: 'owner@bench.test', password: 'bench owner password', name: 'Bench Owner' };
const SHOP = {
  name: 'Bench Traders',
  gstin: '22AAAAA0000A1ZC',
  state_code: '22',
  address: 'Sadar Bazar, Raipur',
  invoice_prefix: 'INV',
};

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-first-visit-'));
const db = createDatabase({ kind: 'sqlite', filename: path.join(directory, 'bench.db') });
await migrateToLatest(db);
const env = {
  INITIAL_ADMIN_EMAIL: OWNER.email,
  INITIAL_ADMIN_PASSWORD: OWNER.password,
  INITIAL_ADMIN_NAME: OWNER.name,
};
const setupGate = await openFirstStart(
  db,
  env,
  () => '',
  () => {},
);
const app = await buildApp({ db, webDistDir: distDir, logger: false, setupGate });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  const context = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  const login = await context.request.post('/api/auth/login', {
    data: { email: OWNER.email, password: OWNER.password },
  });
  if (login.status() !== 200) throw new Error(`Sign-in failed: ${await login.text()}`);
  const settings = await context.request.put('/api/settings', { data: SHOP });
  if (settings.status() !== 200) throw new Error(`Shop setup failed: ${await settings.text()}`);

  const page = await context.newPage();
  const responses: { path: string; encoding: string; response: import('@playwright/test').Response }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!/\.(js|css)$/.test(url.pathname)) return;
    responses.push({
      path: url.pathname,
      encoding: response.headers()['content-encoding'] ?? 'none',
      response,
    });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('table', { name: 'Invoices' }).waitFor();
  await page.waitForLoadState('networkidle');

  const totals = { js: { count: 0, bytes: 0 }, css: { count: 0, bytes: 0 } };
  // A browser on plain HTTP over the shop's network (not localhost) asks for gzip only.
  const gzipFiles = { js: 0, css: 0 };
  const uncompressed: string[] = [];
  for (const { path: file, encoding, response } of responses.sort((a, b) => a.path.localeCompare(b.path))) {
    const { responseBodySize } = await response.request().sizes();
    const kind = file.endsWith('.css') ? 'css' : 'js';
    totals[kind].count += 1;
    totals[kind].bytes += responseBodySize;
    const gzipFile = path.join(distDir, `${file}.gz`);
    if (fs.existsSync(gzipFile)) gzipFiles[kind] += fs.statSync(gzipFile).size;
    if (encoding === 'none') uncompressed.push(file);
    console.log(`  ${file.padEnd(52)} ${(responseBodySize / 1024).toFixed(1).padStart(7)} kB ${encoding}`);
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(
    `Load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}, ${os.cpus().length} CPUs`,
  );
  console.log(
    `First visit to '/' in Chromium, transferred: ${totals.js.count} scripts ${kb(totals.js.bytes)}` +
      ` (budget 200 kB), ${totals.css.count} stylesheets ${kb(totals.css.bytes)}`,
  );
  console.log(
    `Their gzip copies (a plain-HTTP browser's download): ${kb(gzipFiles.js)} JS, ${kb(gzipFiles.css)} CSS`,
  );
  if (uncompressed.length > 0) {
    console.error(`Sent without compression: ${uncompressed.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await app.close();
  await db.destroy();
  fs.rmSync(directory, { recursive: true, force: true });
}
