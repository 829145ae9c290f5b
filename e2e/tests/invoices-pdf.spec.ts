import {
  countPdfPages,
  createCustomer,
  createInvoice,
  createProduct,
  GSTIN_GUJARAT_BUYER,
  type ItemSpec,
  type Named,
  readDownloadedPdf,
  uniqueInvoiceNumber,
} from '../support/invoice-journeys';
import { tableRows } from '../support/journeys';
import { expect, test } from '../support/test';

/** Rupees in Indian grouping with two decimals, as the PDF prints amounts: 44,759.92. */
function indian(rupees: number): string {
  return new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    rupees,
  );
}

test('a 60-line invoice downloads from the view page as a correct multi-page PDF', async ({
  page,
  request,
}, testInfo) => {
  const buyer = await createCustomer(request, 'Bulk Buyer', GSTIN_GUJARAT_BUYER);
  const catalogue = [
    { prefix: 'Pg Soap', hsn: '3401', mrp: 118, gstRate: 18 },
    { prefix: 'Pg Salt', hsn: '2501', mrp: 28, gstRate: 5 },
    { prefix: 'Pg Ghee', hsn: '0405', mrp: 600, gstRate: 12 },
  ];
  const products: ((typeof catalogue)[number] & Named)[] = [];
  for (const spec of catalogue) products.push({ ...spec, ...(await createProduct(request, spec)) });
  const items: ItemSpec[] = Array.from({ length: 60 }, (_unused, index) => {
    const product = products[index % products.length];
    if (!product) throw new Error('no product');
    return { product_id: product.id, mrp: product.mrp, gst_rate: product.gstRate, quantity: (index % 5) + 1 };
  });
  const invoiceNumber = uniqueInvoiceNumber('PG');
  const invoice = await createInvoice(request, {
    invoice_number: invoiceNumber,
    date: '2025-08-01',
    customer_id: buyer.id,
    items,
  });
  const detail = (await (await request.get(`/api/invoice/${invoice.id}`)).json()) as {
    amount_in_words: string;
  };

  await page.goto(`/invoice-view/${invoice.id}`);
  await expect(tableRows(page, 'Invoice items')).toHaveCount(60);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Invoice_${invoiceNumber.replaceAll('/', '-')}.pdf`);
  const text = await readDownloadedPdf(download, testInfo);

  const pages = countPdfPages(text);
  expect(pages).toBeGreaterThan(1);
  const pageTexts = text.split('\f').slice(0, pages);
  pageTexts.forEach((pageText, index) => {
    expect(pageText).toContain(`Page ${index + 1} of ${pages}`);
  });
  // Every line once, in order, whichever page it falls on.
  const names = products.map((product) => product.name).join('|');
  const serials = [...text.matchAll(new RegExp(`^\\s*(\\d+)\\s+(?:${names})`, 'gm'))].map((match) =>
    Number(match[1]),
  );
  expect(serials).toEqual(Array.from({ length: 60 }, (_unused, index) => index + 1));
  const lastPage = (pageTexts.at(-1) ?? '').replace(/\s+/g, ' ');
  expect(lastPage).toContain(indian(invoice.grand_total));
  expect(text.replace(/\s+/g, ' ')).toContain(detail.amount_in_words);
  expect(pageTexts[0]).toContain(invoiceNumber);
  expect(pageTexts[0]).toContain(GSTIN_GUJARAT_BUYER);
});
