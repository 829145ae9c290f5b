import { test as base } from '@playwright/test';
import { type RunServer, runServer } from './run-servers';

// The journeys' `test`: Playwright's, aimed at the server of the worker it runs in
// (run-servers.ts). Journeys import `test` and `expect` from here, never from '@playwright/test'
// (biome.json refuses that import in e2e/tests), or they would all go to the first server.
export * from '@playwright/test';

export const test = base.extend<{ runServer: RunServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  runServer: async ({}, use, testInfo) => {
    await use(runServer(testInfo.parallelIndex));
  },
  baseURL: async ({ runServer }, use) => {
    await use(runServer.baseURL);
  },
  // Every journey starts signed in as the owner; a journey about signing in starts without it.
  storageState: async ({ runServer }, use) => {
    await use(runServer.ownerStorage);
  },
  // The server refuses writes with a session cookie from another web page: the journeys' own
  // API calls (request fixture) say they come from Bahi's pages, as the browser's calls do.
  extraHTTPHeaders: async ({ runServer }, use) => {
    await use({ origin: runServer.baseURL });
  },
});
