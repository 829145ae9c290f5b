// `npm test`: install what is missing, then lint, type-check, unit and API tests (SQLite, and
// PostgreSQL when a server is available), build the web app and run the browser journeys.
// Every step runs even when an earlier one fails; the last line is the combined summary.
// On a fresh install, better-sqlite3's compile runs beside the lint (bootstrap.mjs). The type check
// and the web build run beside both and the unit and API tests, at a lower priority so the
// compile and the tests keep the processor they need; their output is printed whole once they
// end, under their own heading, so it never interleaves with the tests'.
//
// Environment:
//   TEST_POSTGRES_URL       admin URL of a PostgreSQL server for the API suite; when unset and the
//                           PostgreSQL server binaries are installed, a private cluster is started.
//   BAHI_REQUIRE_POSTGRES=1 fail instead of skipping the PostgreSQL suite when no server is available.
//   BAHI_SKIP_E2E=1         skip the browser journeys (never in CI).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  bin,
  checkNodeVersion,
  ensureDependenciesBuildingSqliteBeside,
  log,
  repoRoot,
  run,
  webBuild,
} from './lib/bootstrap.mjs';
import { chromiumPath } from './lib/chromium.mjs';

checkNodeVersion();
// Only the tests load SQLite: its compile on a fresh install overlaps the lint, type check and build.
const sqlite = ensureDependenciesBuildingSqliteBeside();

const resultsDir = path.join(repoRoot, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const tally = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const failedTests = [];

/** Runs a step in the foreground, its output shown as it comes; resolves to whether it passed. */
function step(name, command, args, env = {}) {
  log(`── ${name}`);
  // Not spawnSync: the steps running beside this one are watched from this process's event loop.
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('error', (error) => {
      log(`${name} could not start: ${error.message}`);
      failedSteps.push(name);
      resolve(false);
    });
    child.on('exit', (code) => {
      if (code !== 0) failedSteps.push(name);
      resolve(code === 0);
    });
  });
}

/**
 * Starts a step beside the others, at a lower priority, keeping its output. Returns a function
 * that waits for it, prints its output under its heading and resolves to whether it passed.
 */
function besideStep(name, command, args) {
  const output = [];
  const started = Date.now();
  const [program, programArgs] =
    process.platform === 'win32' ? [command, args] : ['nice', ['-n', '10', command, ...args]];
  const child = spawn(program, programArgs, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const ended = new Promise((resolve) => {
    child.on('error', (error) => resolve({ ok: false, reason: `could not start: ${error.message}` }));
    child.on('close', (code) =>
      resolve({ ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) }),
    );
  });
  return async () => {
    const { ok, seconds, reason } = await ended;
    log(`── ${name} (ran beside the steps above${seconds === undefined ? '' : `: ${seconds} s`})`);
    process.stdout.write(Buffer.concat(output));
    if (reason) log(`${name} ${reason}`);
    if (!ok) failedSteps.push(name);
    return ok;
  };
}

function countStep(ok) {
  if (ok) tally.passed += 1;
  else tally.failed += 1;
}

const skipJourneys = process.env.BAHI_SKIP_E2E === '1' && !process.env.CI;
const browser = chromiumPath();
const journeysCanRun = !skipJourneys && fs.existsSync(browser);

const typecheck = besideStep('typecheck', process.execPath, ['scripts/typecheck.mjs']);
// The journeys need the built web app: built now, beside the tests, when they are to run.
const web = webBuild();
const webBuilt =
  web.upToDate || !journeysCanRun ? async () => true : besideStep('build the web app', web.command, web.args);

countStep(await step('lint and format (biome)', bin('biome'), ['check', '.']));

// The Vitest projects that load no SQLite (pure code and the PostgreSQL API suite;
// vitest.config.ts says which). While better-sqlite3 compiles they run beside it, ahead of the
// type check and web build (which run at a lower priority); the SQLite API and bench projects
// wait for it.
const postgres = preparePostgres();
const scratch = memoryScratchFolder();
if (sqlite.compiling) {
  await vitestStep(
    'unit tests and the PostgreSQL API tests (vitest, beside the compile)',
    'vitest-report-pure.json',
    { BAHI_VITEST_PROJECTS: 'without-sqlite', ...postgres.env, ...scratch.env },
  );
}
if (!(await sqlite.built)) failedSteps.push('build better-sqlite3');
await vitestStep(
  sqlite.compiling ? 'API tests on SQLite (vitest)' : 'unit and API tests (vitest)',
  'vitest-report.json',
  {
    ...(sqlite.compiling ? { BAHI_VITEST_PROJECTS: 'with-sqlite' } : {}),
    ...postgres.env,
    ...scratch.env,
  },
);
postgres.stop();
scratch.remove();

countStep(await typecheck());
const webReady = await webBuilt();
if (webReady && !web.upToDate && journeysCanRun) web.markBuilt();

if (skipJourneys) {
  log('Browser journeys skipped (BAHI_SKIP_E2E=1).');
} else if (!journeysCanRun) {
  log(
    `Chromium is not installed at ${browser} (apt-get install chromium-headless-shell): browser journeys cannot run.`,
  );
  failedSteps.push('browser journeys (no Chromium)');
  tally.failed += 1;
} else if (!webReady) {
  log('The web app did not build: browser journeys cannot run.');
  tally.failed += 1;
} else {
  const e2eReport = path.join(resultsDir, 'e2e-report.json');
  fs.rmSync(e2eReport, { force: true });
  await step('browser journeys (playwright)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
  addPlaywrightCounts(e2eReport);
}

for (const name of failedTests) log(`failed: ${name}`);
if (failedSteps.length > 0) log(`Failed: ${failedSteps.join('; ')}`);
console.log(`Summary: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(failedSteps.length > 0 || tally.failed > 0 ? 1 : 0);

/** Runs Vitest with this environment and counts what its JSON report says. */
async function vitestStep(name, reportName, env) {
  const report = path.join(resultsDir, reportName);
  fs.rmSync(report, { force: true });
  await step(
    name,
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  addVitestCounts(report);
}

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
      if (test.status === 'failed') {
        // The first line of the first failure says why, where CI's tail of the output shows it.
        const why = String((test.failureMessages ?? [])[0] ?? '').split('\n')[0];
        failedTests.push(
          `${relative} › ${test.fullName ?? test.title}${why ? `: ${why.slice(0, 300)}` : ''}`,
        );
      }
    }
  }
}

function addPlaywrightCounts(reportFile) {
  if (!fs.existsSync(reportFile)) {
    tally.failed += 1;
    return;
  }
  const { stats, suites } = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  tally.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  tally.failed += stats.unexpected ?? 0;
  tally.skipped += stats.skipped ?? 0;
  addFailedJourneys(suites ?? []);
}

/** Names each journey that failed on every try, with the first line of its last error. */
function addFailedJourneys(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = (test.results ?? []).at(-1);
        const why = String(last?.error?.message ?? '').split('\n')[0];
        failedTests.push(`${spec.file}:${spec.line} › ${spec.title}${why ? `: ${why.slice(0, 300)}` : ''}`);
      }
    }
    addFailedJourneys(suite.suites ?? []);
  }
}

/**
 * A folder in memory (/dev/shm) for the tests' temporary files, when there is room: a database file
 * or two for each of some five hundred test files, and the servers some tests start. On the 2-core
 * machine the SQLite API suite took 145 s with them on ext4 and 126 s in memory. Removed
 * afterwards, with whatever a test left behind.
 */
function memoryScratchFolder() {
  const none = { env: {}, remove: () => {} };
  if (process.platform !== 'linux') return none;
  try {
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    if (bavail * bsize < 2 * 1024 ** 3) return none;
    const folder = fs.mkdtempSync('/dev/shm/bahi-tests-');
    return { env: { TMPDIR: folder }, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
  } catch {
    return none;
  }
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
