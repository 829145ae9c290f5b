// The run's owner: each server creates it on first start (INITIAL_ADMIN_* in playwright.config.ts),
// global-setup signs it in once per server, and every journey starts signed in as it (the
// storageState of support/test.ts).

export const OWNER = {
  email: 'owner@bahi.test',
  password: 'e2e owner password',
  name: 'Asha Owner',
} as const;
