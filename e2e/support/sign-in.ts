import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { uniqueName } from './journeys';

// Journeys about signing in start without the owner's session, and sign in as a person does.

export const NOBODY = { cookies: [], origins: [] };

export type Person = { email: string; password: string; name: string; role: string };

/** A user of this role, added by the owner through the API (setup, not under test). */
export async function addUser(request: APIRequestContext, role: string, prefix: string): Promise<Person> {
  const name = uniqueName(prefix);
  const person = {
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@shop.test`,
    password: 'counter password 1',
    name,
    role,
  };
  const response = await request.post('/api/users', { data: person });
  expect(response.status(), await response.text()).toBe(201);
  return person;
}

/** Fills the sign-in screen the page is on and signs in. */
export async function signInOnScreen(page: Page, person: { email: string; password: string }): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A fresh browser page with nobody signed in. */
export async function anonymousPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    storageState: NOBODY,
    baseURL,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  return context.newPage();
}
