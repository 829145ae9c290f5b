import { type FullConfig, request } from '@playwright/test';
import { configureJourneyShop } from './journey-shop';
import { OWNER, OWNER_STORAGE } from './owner';

/** Signs the run's owner in once and keeps the session cookie for every journey. */
export default async function signInOwner(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts has no baseURL');
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const response = await context.post('/api/auth/login', {
    data: { email: OWNER.email, password: OWNER.password },
  });
  if (response.status() !== 200) throw new Error(`The owner could not sign in: ${await response.text()}`);
  // A fresh database leads to first-run setup: the journeys bill as the Raipur shop.
  await configureJourneyShop(context);
  await context.storageState({ path: OWNER_STORAGE });
  await context.dispose();
}
