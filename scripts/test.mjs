// `npm test`: install what is missing, then lint, type-check, unit and API tests (SQLite, and
// PostgreSQL when a server is available), build the web app and run the browser journeys.
// Every step runs even when an earlier one fails; the last line is the combined summary.
//
// Environment:
//   TEST_POSTGRES_URL       admin URL of a PostgreSQL server for the API suite; when unset and the
//                           PostgreSQL server binaries are installed, a private cluster is started.
//   BAHI_REQUIRE_POSTGRES=1 fail instead of skipping the PostgreSQL suite when no server is available.
//   BAHI_SKIP_E2E=1         skip the browser journeys (never in CI).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  bin,
  checkNodeVersion,
  ensureDependencies,
  ensureWebBuilt,
  log,
  repoRoot,
  run,
} from './lib/bootstrap.mjs';

checkNodeVersion();
ensureDependencies();

const resultsDir = path.join(repoRoot, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const tally = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const failedTests = [];

function step(name, command, args, env = {}) {
  log(`── ${name}`);
  const status = run(command, args, { env: { ...process.env, ...env } });
  if (status !== 0) failedSteps.push(name);
  return status === 0;
}

function countStep(ok) {
  if (ok) tally.passed += 1;
  else tally.failed += 1;
}

countStep(step('lint and format (biome)', bin('biome'), ['check', '.']));
countStep(step('typecheck', process.execPath, ['scripts/typecheck.mjs']));

const postgres = preparePostgres();
const vitestReport = path.join(resultsDir, 'vitest-report.json');
fs.rmSync(vitestReport, { force: true });
step(
  'unit and API tests (vitest)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  postgres.env,
);
addVitestCounts(vitestReport);
postgres.stop();

if (process.env.BAHI_SKIP_E2E === '1' && !process.env.CI) {
  log('Browser journeys skipped (BAHI_SKIP_E2E=1).');
} else if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  log(
    'Chromium is not installed at /usr/bin/chromium (apt-get install chromium): browser journeys cannot run.',
  );
  failedSteps.push('browser journeys (no Chromium)');
  tally.failed += 1;
} else {
  ensureWebBuilt();
  const e2eReport = path.join(resultsDir, 'e2e-report.json');
  fs.rmSync(e2eReport, { force: true });
  step('browser journeys (playwright)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
  addPlaywrightCounts(e2eReport);
}

for (const name of failedTests) log(`failed: ${name}`);
if (failedSteps.length > 0) log(`Failed: ${failedSteps.join('; ')}`);
console.log(`Summary: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(failedSteps.length > 0 || tally.failed > 0 ? 1 : 0);

function addVitestCounts(reportFile) {
  if (!fs.existsSync(reportFile)) {
    tally.failed += 1;
    return;
  }
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  tally.passed += report.numPassedTests ?? 0;
  tally.failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  tally.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // Repeated at the end, because CI keeps only the tail of a long run.
  for (const file of report.testResults ?? []) {
    const relative = path.relative(repoRoot, file.name ?? '');
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) {
      failedTests.push(`${relative}: ${String(file.message ?? '').split('\n')[0]}`);
    }
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failedTests.push(`${relative} › ${test.fullName ?? test.title}`);
    }
  }
}

function addPlaywrightCounts(reportFile) {
  if (!fs.existsSync(reportFile)) {
    tally.failed += 1;
    return;
  }
  const { stats } = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  tally.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  tally.failed += stats.unexpected ?? 0;
  tally.skipped += stats.skipped ?? 0;
}

/** Finds or starts the PostgreSQL server the API suite's second run needs. */
function preparePostgres() {
  const none = { env: {}, stop: () => {} };
  if (process.env.TEST_POSTGRES_URL) return none;
  let url = '';
  let dataDir = '';
  try {
    const output = execFileSync('bash', [path.join(repoRoot, 'scripts/start-test-postgres.sh')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines = output.trim().split('\n');
    url = lines.pop() ?? '';
    dataDir = (lines.find((line) => line.startsWith('datadir ')) ?? '').slice('datadir '.length);
  } catch (error) {
    const reason = String(error.stderr ?? error.message).trim();
    if (process.env.BAHI_REQUIRE_POSTGRES === '1') {
      log(`PostgreSQL is required but could not be started: ${reason}`);
      failedSteps.push('PostgreSQL suite (no server)');
      tally.failed += 1;
    } else {
      log(`PostgreSQL suite skipped: ${reason}. Set TEST_POSTGRES_URL or install postgresql.`);
    }
    return none;
  }
  log(`PostgreSQL suite runs against a private cluster at ${url}`);
  return {
    env: { TEST_POSTGRES_URL: url },
    stop: () => stopCluster(dataDir),
  };
}

function stopCluster(dataDir) {
  const bindir = fs
    .readdirSync('/usr/lib/postgresql')
    .sort()
    .map((version) => `/usr/lib/postgresql/${version}/bin`)
    .pop();
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? 'runuser' : `${bindir}/pg_ctl`;
  const args = ['-D', dataDir, '-m', 'immediate', 'stop'];
  run(command, asRoot ? ['-u', 'postgres', '--', `${bindir}/pg_ctl`, ...args] : args, { stdio: 'ignore' });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
