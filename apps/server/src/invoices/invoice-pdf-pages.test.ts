import { beforeAll, describe, expect, it } from 'vitest';
import { assertPopplerInstalled, readPdfPageCount } from '../pdf/poppler';
import { buildInvoiceFixture } from './invoice-fixture';
import { renderInvoicePdf } from './invoice-pdf';
import { indian, itemSerialNumbers, type Rendered, render } from './invoice-pdf-reader';

// Long invoices over several pages, and the renderer under repeated and concurrent use (its fonts
// and shaped words are shared between documents, so one render must never leak into another).

beforeAll(() => {
  assertPopplerInstalled();
});

describe('a 60-line invoice', () => {
  let invoice: Rendered;
  const lastName = 'Kesar Badam Milk 200 ml Bottle';
  beforeAll(async () => {
    const detail = buildInvoiceFixture({ lineCount: 60 });
    const last = detail.items[59];
    if (last) last.product.name = lastName;
    invoice = await render(detail);
  });

  it('flows over several pages, each with the table header and its page number', () => {
    const pageCount = readPdfPageCount(invoice.pdf);
    expect(pageCount).toBeGreaterThanOrEqual(2);
    expect(invoice.pages).toHaveLength(pageCount);
    invoice.pages.forEach((page, index) => {
      expect(page).toMatch(/Description of Goods\s+HSN\/SAC\s+Qty\s+Rate/);
      expect(page).toContain(`Page ${index + 1} of ${pageCount}`);
      if (index > 0) expect(page).toContain('Tax Invoice INV/25-26/0001 dated 07/10/2025 (continued)');
    });
  });

  it('prints every line once, in order, with the last one and the totals on the last page', () => {
    const { pages, text, detail } = invoice;
    expect(itemSerialNumbers(text)).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
    const lastPage = pages.at(-1) ?? '';
    expect(lastPage).toMatch(new RegExp(`60\\s+${lastName}`));
    expect(lastPage).toMatch(new RegExp(`Grand Total\\s+₹${indian(detail.grand_total)}`));
    expect(lastPage).toContain('Authorised Signatory');
  });
});

describe('repeated renders', () => {
  it('give the same pages once fonts and shaped words are shared between documents', async () => {
    const detail = buildInvoiceFixture({ lineCount: 12, buyer: 'local' });
    const first = await render(detail);
    await render(buildInvoiceFixture({ lineCount: 7, buyer: 'other-state' }));
    const again = await render(detail);
    expect(again.pages).toEqual(first.pages);
    expect(again.pdf.length).toBe(first.pdf.length);
  });
});

describe('concurrent renders', () => {
  it('give each request its own complete invoice', async () => {
    const details = [3, 25, 8, 60, 1].map((lineCount, index) => ({
      ...buildInvoiceFixture({ lineCount, buyer: index % 2 === 0 ? 'local' : 'other-state' }),
      invoice_number: `INV/25-26/${String(index + 1).padStart(4, '0')}`,
    }));
    const together = await Promise.all(details.map(render));
    for (const [index, detail] of details.entries()) {
      const alone = await render(detail);
      expect(together[index]?.pages).toEqual(alone.pages);
    }
  });

  it('rejects, rather than throws, on an invoice it cannot print', async () => {
    const detail = { ...buildInvoiceFixture({ lineCount: 1 }), date: '2025-02-30' };
    await expect(renderInvoicePdf(detail)).rejects.toThrow('Not a valid date: 2025-02-30');
  });
});
