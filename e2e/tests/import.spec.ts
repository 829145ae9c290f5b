import { searchFor, tableRows, toast, uniqueName } from '../support/journeys';
import { expect, test } from '../support/test';

// Importing products from a CSV file: a bad row is named with its row and column and nothing is
// imported; the corrected file imports every row, and the products are in the list.

function csvFile(lines: string[]) {
  return { name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`) };
}

test('import products from a CSV: the bad row is shown, the fixed file imports', async ({ page }) => {
  const prefix = uniqueName('Imported');
  const header = 'Product Name,HSN Code,MRP,Rate,GST Rate,Reorder Level,Opening Stock';
  const rows = (thirdHsn: string) => [
    header,
    `"${prefix} Tea, 250 g",0902,150,135,5,10,20`,
    `${prefix} Soap,3401,40,36,18,5,50`,
    `${prefix} Rice,${thirdHsn},90,85,5,10,100`,
  ];

  await page.goto('/products');
  await page.getByRole('main').getByRole('link', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/import\?kind=products$/);
  await expect(page.getByRole('combobox', { name: 'What to import' })).toHaveValue('Products');

  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles(csvFile(rows('10A6')));
  const problems = tableRows(page, 'Problems');
  await expect(problems).toHaveCount(1);
  await expect(problems.first()).toContainText('4');
  await expect(problems.first()).toContainText('HSN Code');
  await expect(problems.first()).toContainText('HSN Code must be 4, 6 or 8 digits');
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Product Name *' })).toHaveValue('Product Name');

  await fileInput.setInputFiles(csvFile(rows('1006')));
  await expect(page.getByText('3 rows read, no problems')).toBeVisible();
  await expect(page.getByText('To create: 3 · To update: 0 · To skip: 0')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(toast(page, 'Products imported: 3 created, 0 updated, 0 skipped.')).toBeVisible();

  await page.goto('/products');
  await searchFor(page, prefix);
  await expect(tableRows(page, 'Products')).toHaveCount(3);
  await expect(page.getByRole('cell', { name: `${prefix} Tea, 250 g`, exact: true })).toBeVisible();
});

test('import with new categories and a shortened HSN: the value and product are shown, then it imports on consent', async ({
  page,
}) => {
  const prefix = uniqueName('Chai');
  const tea = uniqueName('Tea');
  const coffee = uniqueName('Coffee');
  const header = 'Product Name,HSN Code,Category,MRP,Rate,GST Rate,Reorder Level';
  const rows = (shortened: string) => [
    header,
    `${prefix} Assam,0902,${tea},150,135,5,10`,
    `${prefix} Darjeeling,${shortened},${tea.toLowerCase()},220,200,5,10`,
    `${prefix} Filter,0901,${coffee},180,160,5,10`,
  ];

  await page.goto('/import?kind=products');
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles(csvFile(rows('902')));
  // The categories are offered, once each as first written.
  await expect(page.getByLabel('New categories')).toHaveText(`${tea}, ${coffee}`);
  await page.getByRole('checkbox', { name: 'Create them with the import' }).check();
  // Left is the code Excel shortened: its row, column, the value read and the product.
  const problems = tableRows(page, 'Problems');
  await expect(problems).toHaveCount(1);
  await expect(problems.first()).toContainText('3');
  await expect(problems.first()).toContainText('HSN Code');
  await expect(problems.first()).toContainText('"902"');
  await expect(problems.first()).toContainText(`${prefix} Darjeeling`);
  await expect(problems.first()).toContainText('HSN Code must be 4, 6 or 8 digits');
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  await fileInput.setInputFiles(csvFile(rows('0902')));
  await expect(page.getByLabel('New categories')).toHaveText(`${tea}, ${coffee}`);
  await page.getByRole('checkbox', { name: 'Create them with the import' }).check();
  await expect(page.getByText('3 rows read, no problems')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    toast(page, 'Products imported: 3 created, 0 updated, 0 skipped, 2 categories added.'),
  ).toBeVisible();

  await page.goto('/categories');
  await searchFor(page, tea);
  await expect(tableRows(page, 'Categories')).toHaveCount(1);
});
