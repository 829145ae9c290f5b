import { expect, test } from '@playwright/test';

test('the web app loads and reaches the API', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Server: ok')).toBeVisible();
});
