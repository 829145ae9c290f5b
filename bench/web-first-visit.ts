import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp, createDatabase, migrateToLatest } from '@bahi/server';
import { chromium } from '@playwright/test';
import { openFirstStart } from '../apps/server/src/auth/first-owner';

// The JavaScript a signed-in user's browser really fetches on a first visit to / (the invoice
// list), in Chromium: every .js response until the list is on screen and the network is idle,
// each counted as its file gzipped at level 9 (as bench/web-bundle-size.ts counts them).
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

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  const login = await context.request.post('/api/auth/login', {
    data: { email: OWNER.email, password: OWNER.password },
  });
  if (login.status() !== 200) throw new Error(`Sign-in failed: ${await login.text()}`);
  const settings = await context.request.put('/api/settings', { data: SHOP });
  if (settings.status() !== 200) throw new Error(`Shop setup failed: ${await settings.text()}`);

  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('table', { name: 'Invoices' }).waitFor();
  await page.waitForLoadState('networkidle');

  let total = 0;
  for (const script of [...new Set(scripts)].sort()) {
    const code = fs.readFileSync(path.join(distDir, script));
    const gzipped = gzipSync(code, { level: 9 }).length;
    total += gzipped;
    console.log(`  ${script.padEnd(52)} ${(gzipped / 1024).toFixed(1).padStart(7)} kB gzip`);
  }
  console.log(
    `First visit to '/' in Chromium: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} kB gzipped`,
  );
} finally {
  await browser.close();
  await app.close();
  await db.destroy();
  fs.rmSync(directory, { recursive: true, force: true });
}
