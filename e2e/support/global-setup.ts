import { request } from '@playwright/test';
import { configureJourneyShop } from './journey-shop';
import { OWNER } from './owner';
import { type RunServer, runServers } from './run-servers';

/** Signs the run's owner in once on every server and keeps each session cookie for the journeys. */
export default async function signInOwner(): Promise<void> {
  await Promise.all(runServers().map(signInOwnerOn));
}

async function signInOwnerOn(server: RunServer): Promise<void> {
  const { baseURL } = server;
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const response = await context.post('/api/auth/login', {
    data: { email: OWNER.email, password: OWNER.password },
  });
  if (response.status() !== 200) throw new Error(`The owner could not sign in: ${await response.text()}`);
  // A fresh database leads to first-run setup: the journeys bill as the Raipur shop.
  await configureJourneyShop(context);
  await context.storageState({ path: server.ownerStorage });
  await context.dispose();
}
