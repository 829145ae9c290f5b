import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { OWNER, OWNER_STORAGE } from './support/owner';

// The journeys run against the real server and the built web app, on a fresh SQLite database
// made for this run. Chromium is Debian's (/usr/bin/chromium): no browser downloads.
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
// Playwright evaluates this file in the runner and again in each worker: the name is fixed once
// through the environment so every process agrees on it, and global-teardown removes the file.
process.env.BAHI_E2E_DATABASE ??= path.join(os.tmpdir(), `bahi-e2e-${process.pid}-${Date.now()}.db`);
const databaseFile = process.env.BAHI_E2E_DATABASE;
const repoRoot = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // Runs side by side (E2E_PORT, BAHI_WEB_DIR) also need their own artifacts folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/e2e-artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-report.json' }]],
  use: {
    baseURL,
    // Every journey starts signed in as the owner; a journey about signing in starts without it.
    storageState: OWNER_STORAGE,
    // The server refuses writes with a session cookie from another web page: the journeys' own
    // API calls (request fixture) say they come from Bahi's pages, as the browser's calls do.
    extraHTTPHeaders: { origin: baseURL },
    viewport: { width: 1366, height: 768 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 768 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          // This machine has no network beyond the package registries; without these flags
          // Chromium keeps trying to reach Google's services.
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it (built first when its sources changed).
    command: 'node scripts/serve-built.mjs',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${databaseFile}`,
      BAHI_BACKUP_DIR: `${databaseFile}-backups`,
      BAHI_LOG: 'off',
      TZ: 'Asia/Kolkata',
      INITIAL_ADMIN_EMAIL: OWNER.email,
      INITIAL_ADMIN_PASSWORD: OWNER.password,
      INITIAL_ADMIN_NAME: OWNER.name,
      ...(process.env.BAHI_WEB_DIR ? { BAHI_WEB_DIR: process.env.BAHI_WEB_DIR } : {}),
    },
  },
});
