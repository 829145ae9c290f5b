import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from '../scripts/lib/chromium.mjs';
import { OWNER } from './support/owner';
import { RUN_WORKERS, type RunServer, runServers } from './support/run-servers';

// The journeys run against the real server and the built web app, on fresh SQLite databases made
// for this run: one server per worker (support/run-servers.ts, support/test.ts). Chromium is
// Debian's, its headless shell when installed (scripts/lib/chromium.mjs): no browser downloads.
const repoRoot = path.resolve(import.meta.dirname, '..');

/** One journey server's settings: its port, its own database and backups, the run's owner. */
function serverEnvironment(server: RunServer): Record<string, string> {
  return {
    PORT: String(server.port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${server.databaseFile}`,
    BAHI_BACKUP_DIR: server.backupDir,
    BAHI_LOG: 'off',
    TZ: 'Asia/Kolkata',
    INITIAL_ADMIN_EMAIL: OWNER.email,
    INITIAL_ADMIN_PASSWORD: OWNER.password,
    INITIAL_ADMIN_NAME: OWNER.name,
    ...(process.env.BAHI_WEB_DIR ? { BAHI_WEB_DIR: process.env.BAHI_WEB_DIR } : {}),
  };
}

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // Runs side by side (E2E_PORT, BAHI_WEB_DIR) also need their own artifacts folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/e2e-artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A spec file's journeys run in order in one worker; files spread over the workers.
  fullyParallel: false,
  workers: RUN_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-report.json' }]],
  // The server, the owner's session and the Origin header are the worker's (support/test.ts).
  use: {
    viewport: { width: 1366, height: 768 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // As a system set to reduce motion asks (the app honours it: theme.ts): drawers and dialogs
    // appear at once, and no step waits out a slide or a fade.
    reducedMotion: 'reduce',
    // A failed journey keeps its trace: every action with the page's DOM before and after it, the
    // network and the console. On CI, where a failed journey is tried again, the trace is recorded
    // on that second try only: recording every journey to keep only the failures' made five spec
    // files take 85 s instead of 72 s on two cores. Run alone, every journey records and a failure
    // keeps it. Never the screencast: encoding a frame of the screen many times a second was about
    // a quarter of the run's time. The failure's own screenshot is always taken.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 768 },
        launchOptions: {
          executablePath: chromiumPath(),
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
  // The servers, one per worker, started at once by one launcher: Playwright would start the
  // entries of a list one after another, and poll each for its health with growing pauses.
  webServer: {
    command: 'node e2e/support/start-run-servers.mjs',
    cwd: repoRoot,
    wait: { stdout: /\[e2e\] \d+ servers ready/ },
    reuseExistingServer: false,
    timeout: 60_000,
    env: { BAHI_E2E_SERVERS: JSON.stringify(runServers().map(serverEnvironment)) },
  },
});
