import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { shopDateDmy } from './shop-day';

// Helpers the journeys share. Every test makes its own uniquely named records, because all the
// tests of a run share one database.

let counter = 0;

/**
 * A valid Chhattisgarh GSTIN (check character included) for a customer or supplier in the shop's
 * own state: never the shop's own GSTIN, which a party may not have.
 */
export const GSTIN_CHHATTISGARH_BUYER = '22AABCS1234F1Z1';

/** 'Prefix k3x9a1' — unique within and across runs, and searchable by its prefix. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}

/**
 * Creates a record through the API, for test setup that is not itself under test. Set-up parties
 * share a few valid GSTINs (the state decides the tax) and some names, so they say the duplicate is
 * meant; the duplicate-GSTIN question has a journey of its own (concurrent-edits.spec.ts).
 */
export async function createRecord<Row>(
  request: APIRequestContext,
  path: string,
  body: object,
): Promise<Row> {
  const party = path === 'customers' || path === 'suppliers';
  const data = party ? { ...body, confirm_duplicate_gstin: true, confirm_duplicate_name: true } : body;
  const response = await request.post(`/api/${path}`, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Row;
}

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A valid GSTIN of the state no other journey uses: a PAN made from the clock and a counter. */
export function uniqueGstin(stateCode = '22'): string {
  counter += 1;
  const serial = (Date.now() * 100 + (counter % 100)) % 26 ** 5;
  const letters = Array.from({ length: 5 }, (_, i) =>
    String.fromCharCode(65 + (Math.floor(serial / 26 ** i) % 26)),
  ).join('');
  const body = `${stateCode}${letters}${String(counter % 10000).padStart(4, '0')}A1Z`;
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_CHARACTERS.indexOf(body[i] ?? '0') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(value / 36) + (value % 36);
  }
  return body + GSTIN_CHARACTERS[(36 - (sum % 36)) % 36];
}

/** A toast (Mantine notification) showing the text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

export function drawer(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** The data rows of a list's table (the header row left out). */
export function tableRows(page: Page, tableName: string): Locator {
  return page.getByRole('table', { name: tableName }).locator('tbody tr');
}

/**
 * Types in the list's search box as a person would, and waits (as they would) for the list to
 * follow, which it does after a short pause that the address bar shows.
 */
export async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('search') ?? '').toBe(text.trim());
}

/** Answers the confirmation dialog of a delete. */
export async function confirmDelete(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
}

/** A date as the date boxes show it: dd/mm/yyyy, days from the shop's today (India's day). */
export function dmy(daysFromToday: number): string {
  return shopDateDmy(daysFromToday);
}

// GST rates are unique, so each test needs rates no other test (or a retry) has used: x.x7
// steps from a per-run seed, clear of the whole-number rates of the default master.
const rateSeed = Math.floor(Date.now() / 1000) % 880;
let rateCounter = 0;

export function uniqueRate(): number {
  rateCounter += 1;
  const step = (rateSeed + rateCounter * 7) % 880;
  return (100 + step * 10 + 7) / 100;
}

/** The list's 'Page X of Y' line. */
export function pageStatus(page: Page, current: number, of: number | string = '\\d+'): Locator {
  return page.getByText(new RegExp(`^Page ${current} of ${of}$`));
}

/**
 * Searches a list for 51 records sharing a prefix and pages through them as a person would:
 * 50 on the first page, the 51st alone on the second.
 */
export async function pageThroughFiftyOne(page: Page, tableName: string, prefix: string): Promise<void> {
  await searchFor(page, prefix);
  await expect(page.getByText('Total Results: 51')).toBeVisible();
  await expect(pageStatus(page, 1, 2)).toBeVisible();
  await expect(tableRows(page, tableName)).toHaveCount(50);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(pageStatus(page, 2, 2)).toBeVisible();
  await expect(tableRows(page, tableName)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(pageStatus(page, 1, 2)).toBeVisible();
}

/** Today as the app shows it (dd/mm/yyyy), on the shop's day: the browser runs on India time. */
export function todayInIndia(): string {
  return shopDateDmy(0);
}
