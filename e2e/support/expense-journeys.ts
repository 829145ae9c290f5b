import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createRecord } from './journeys';

// Helpers of the expense journeys.

export type CreatedExpense = { id: number; payee: string };

/** Records an expense through the API: rent of ₹1,000 paid in cash on 10 April 2025 unless told otherwise. */
export function createExpense(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<CreatedExpense> {
  return createRecord<CreatedExpense>(request, 'expenses', {
    date: '2025-04-10',
    category: 'Rent',
    mode: 'Cash',
    amount: 1000,
    ...body,
  });
}

/** Picks an option of a drawer's select with the mouse. */
export async function choose(page: Page, form: Locator, label: string, option: string): Promise<void> {
  await form.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
