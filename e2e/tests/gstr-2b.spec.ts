import fs from 'node:fs';
import path from 'node:path';
import { seriousViolations } from '../support/axe';
import { JOURNEY_SHOP } from '../support/journey-shop';
import { createRecord, toast, uniqueGstin, uniqueName } from '../support/journeys';
import { createProduct } from '../support/purchase-journeys';
import { expect, test } from '../support/test';

// The accountant's 2B: two bills of June 2023 (a month no other journey books in) are in the books;
// the portal's 2B carries one exactly and the other as "INV/007/23-24" against the books' "7".
// Importing the file leaves Table 4(A)(5) with the exact bill's credit; accepting the suggestion
// adds the other's.

test('import a GSTR-2B file, accept a suggested match and see Table 4 take its credit', async ({
  page,
  request,
}) => {
  const gstin = uniqueGstin('22');
  const supplier = await createRecord<{ id: number }>(request, 'suppliers', {
    name: uniqueName('2B Supplier'),
    gstin,
    phone: '9876543210',
    address: 'Industrial Area, Urla, Raipur',
  });
  const soap = await createProduct(request, '2B Soap', { gst_rate: 18 });
  for (const [bill, date, amount] of [
    ['A-1', '2023-06-03', 1000],
    ['7', '2023-06-10', 500],
  ] as const) {
    const response = await request.post('/api/admin/add-purchases', {
      data: {
        supplier_id: supplier.id,
        invoice_number: bill,
        purchase_date: date,
        items: [{ product_id: soap.id, quantity: 1, amount, discount: 0, gst_rate: 18 }],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const items = (taxable: number) => [
    { num: 1, rt: 18, txval: taxable, cgst: taxable * 0.09, sgst: taxable * 0.09 },
  ];
  // In the journey's own output folder, which Playwright clears: the file name is the portal's.
  const file = test.info().outputPath('GSTR2B_062023.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    JSON.stringify({
      chksum: 'x',
      data: {
        gstin: JOURNEY_SHOP.gstin,
        rtnprd: '062023',
        gendt: '14-07-2023',
        docdata: {
          b2b: [
            {
              ctin: gstin,
              trdnm: 'Supplier',
              inv: [
                { inum: 'A-1', dt: '03-06-2023', val: 1180, items: items(1000) },
                { inum: 'INV/007/23-24', dt: '11-06-2023', val: 590, items: items(500) },
              ],
            },
          ],
        },
      },
    }),
  );

  await page.goto('/gstr-2b');
  await page.getByRole('combobox', { name: 'Month' }).fill('Jun');
  await page.getByRole('option', { name: 'June' }).click();
  await page.getByRole('combobox', { name: 'Year' }).fill('2023');
  await page.getByRole('option', { name: '2023' }).click();
  const table4 = page.getByRole('status', { name: 'GSTR-3B Table 4(A)(5)' });
  // No 2B yet: both bills by date, CGST 90 + 45.
  await expect(table4).toContainText('CGST 135.00');

  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(toast(page, 'GSTR-2B of 062023 imported: 2 documents')).toBeVisible();
  await expect(table4).toContainText('CGST 90.00');

  const suggested = page.getByRole('row').filter({ hasText: 'INV/007/23-24' });
  await expect(suggested).toContainText('Suggested');
  await suggested.getByRole('button', { name: 'Accept' }).click();
  await expect(suggested).toContainText('Accepted');
  await expect(table4).toContainText('CGST 135.00');

  // The match table passes axe as the other screens do (accessibility.spec.ts).
  expect(await seriousViolations(page)).toEqual([]);
});
