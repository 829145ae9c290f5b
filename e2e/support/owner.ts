import os from 'node:os';
import path from 'node:path';

// The run's owner: the server creates it on first start (INITIAL_ADMIN_* in playwright.config.ts),
// global-setup signs it in once, and every journey starts signed in as it (storageState).

export const OWNER = {
  email: 'owner@bahi.test',
  password: 'e2e owner password',
  name: 'Asha Owner',
} as const;

// Playwright evaluates the config in the runner and again in each worker: the file name is fixed
// once through the environment so every process agrees on it.
process.env.BAHI_E2E_STORAGE ??= path.join(os.tmpdir(), `bahi-e2e-owner-${process.pid}-${Date.now()}.json`);

/** The signed-in owner's cookies, saved by global-setup. */
export const OWNER_STORAGE = process.env.BAHI_E2E_STORAGE;
