import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers the pure domain package and the API suites. The API suite runs once per
// database dialect: always on SQLite, and on PostgreSQL when TEST_POSTGRES_URL names a server.
const postgresUrl = process.env.TEST_POSTGRES_URL;

const serverProject = (name: string, databaseKind: 'sqlite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    env: { BAHI_TEST_DB: databaseKind },
    // A guard against a hung test, not a speed limit: the sweeps over every route (roles, 405s,
    // OpenAPI) make a thousand real requests and took over 30 s on a loaded CI machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Every API test file builds its own app on its own database, so files need no fresh module
    // graph each: sharing one per worker cut a 30-file run's import time from 61 s to 8 s.
    isolate: false,
    // Migrates one template database per run; each file's database is a copy of it. Builds the
    // server that tests starting it in a process of its own run (built-server.ts).
    globalSetup: ['./src/test-support/template-database.ts', './src/test-support/built-server.ts'],
    setupFiles: ['./src/test-support/open-databases-check.ts'],
  },
});

// Property tests run thousands of random invoices; give them room on a busy 2-core machine.
// The domain and web tests are of pure code (web: node, no DOM), so like the API files they
// share one module graph per worker: a fresh one per file was most of their time (web: 17 s
// of a 2-core machine's wall time, against 3 s shared). A test that stubs a global or fakes
// the clock puts it back itself.
// "Without SQLite": none of these loads the better-sqlite3 binary, so on a fresh clone they run
// while it compiles. The PostgreSQL API project is one: its tests of SQLite itself run in the
// SQLite project only (onSqliteProject).
const projectsWithoutSqlite = [
  {
    test: {
      name: 'domain',
      root: './packages/domain',
      include: ['src/**/*.test.ts'],
      testTimeout: 60_000,
      isolate: false,
    },
  },
  { test: { name: 'web', root: './apps/web', include: ['src/**/*.test.ts'], isolate: false } },
  ...(postgresUrl ? [serverProject('api-postgres', 'postgres')] : []),
];

const projectsWithSqlite = [
  // The benchmark scripts' own checks (the dataset generator), run as the scripts are run.
  { test: { name: 'bench', root: './bench', include: ['**/*.test.ts'], testTimeout: 120_000 } },
  serverProject('api-sqlite', 'sqlite'),
];

// On a fresh clone `npm test` (scripts/test.mjs) runs the projects without SQLite while
// better-sqlite3 compiles, and the others once it is built; unset, every project runs.
const only = process.env.BAHI_VITEST_PROJECTS;

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on CI's two cores means one file at a time while
    // most of a file's time is waiting on its database: two at once.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects:
      only === 'without-sqlite'
        ? projectsWithoutSqlite
        : only === 'with-sqlite'
          ? projectsWithSqlite
          : [...projectsWithoutSqlite, ...projectsWithSqlite],
  },
});
