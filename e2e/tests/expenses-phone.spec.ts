import { createExpense } from '../support/expense-journeys';
import { drawer, searchFor, tableRows, uniqueName } from '../support/journeys';
import { expect, test } from '../support/test';

test('on a phone the list and the drawer fit the screen', async ({ page, request }) => {
  const payee = uniqueName('Phone Repairs');
  await createExpense(request, { payee, category: 'Repairs', amount: 1499, reference: 'Bill 77' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/backoffice/expenses');
  await searchFor(page, payee);
  await expect(tableRows(page, 'Expenses')).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The End Date's calendar opens leftwards and stays on the screen.
  await page.getByRole('button', { name: 'Pick End Date on a calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'End Date calendar' });
  await expect(calendar).toBeVisible();
  const box = await calendar.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const form = drawer(page, 'Add Expense');
  expect((await form.boundingBox())?.width).toBeLessThanOrEqual(390);
});
