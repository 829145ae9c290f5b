import { invoiceDrawer } from '../support/invoice-journeys';
import { expect, test } from '../support/test';

// On a phone (390 × 844) the invoice form's lines are small grids, not a wide table: no line needs
// sideways scrolling, and the line being typed in stays above the totals strip and the Save bar.

test('on a phone a line fits the screen and the line being typed stays above the totals', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Add Invoice' }).click();
  const drawer = invoiceDrawer(page);
  await expect(drawer.getByLabel('Customer')).toBeFocused();
  for (let added = 0; added < 3; added += 1) await drawer.getByRole('button', { name: /Add line/ }).click();

  const lines = drawer.getByRole('table', { name: 'Invoice lines' });
  const widths = await lines.evaluate((table) => {
    const scroller = table.closest('.invoice-lines') as HTMLElement;
    return {
      scroll: scroller.scrollWidth,
      client: scroller.clientWidth,
      table: table.getBoundingClientRect().width,
    };
  });
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  expect(widths.table).toBeLessThanOrEqual(390);

  const totals = drawer.getByRole('region', { name: 'Invoice totals' });
  for (const line of [1, 2, 3, 4]) {
    const quantity = drawer.getByLabel(`Line ${line} quantity`);
    await quantity.focus();
    await expect(quantity).toBeFocused();
    await expect(quantity).toBeInViewport();
    const field = await quantity.boundingBox();
    const strip = await totals.boundingBox();
    expect(field && strip && field.y + field.height <= strip.y, `line ${line} above the totals`).toBe(true);
    // Every figure of the line is on screen across: nothing to scroll sideways to.
    const rate = drawer.getByLabel(`Line ${line} amount`);
    const amount = await rate.boundingBox();
    expect(amount && amount.x + amount.width <= 390, `line ${line} amount on screen`).toBe(true);
  }
});
