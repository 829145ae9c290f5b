import { formatLineRate, formatRupees, rupeesToPaise } from '@bahi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertPopplerInstalled, listPdfFonts, listPdfImages, readPdfPageCount } from '../pdf/poppler';
import { buildInvoiceFixture } from './invoice-fixture';
import { invoicePdfFileName } from './invoice-pdf';
import { indian, itemSerialNumbers, type Rendered, render } from './invoice-pdf-reader';

// Renders invoices and reads them back with poppler-utils (pdftotext, pdfinfo, pdfimages,
// pdffonts): what a buyer's PDF reader would find in the file, not what pdfmake was asked for.

beforeAll(() => {
  assertPopplerInstalled();
});

describe('intra-state tax invoice', () => {
  let invoice: Rendered;
  beforeAll(async () => {
    invoice = await render(buildInvoiceFixture({ lineCount: 10, buyer: 'local', roundOff: true }));
  });

  it('is a PDF of text with embedded fonts and no raster images', () => {
    expect(invoice.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(listPdfImages(invoice.pdf)).toEqual([]);
    const fonts = listPdfFonts(invoice.pdf);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/Roboto.*\byes\s+yes\s+yes\b/);
  });

  it('fits ten lines on one A4 page under 100 kB', () => {
    expect(readPdfPageCount(invoice.pdf)).toBe(1);
    expect(invoice.pdf.length).toBeLessThan(100 * 1024);
  });

  it('carries the Rule 46 particulars of seller, buyer and invoice', () => {
    const { text, detail } = invoice;
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Shree Ganesh Traders');
    expect(text).toContain('12, Sadar Bazar, Near Kotwali Chowk, Raipur');
    expect(text).toMatch(/Invoice No\.\s+INV\/25-26\/0001/);
    expect(text).toMatch(/Invoice Date\s+07\/10\/2025/);
    expect(text).toContain('GSTIN: 22AAAAA0000A1ZC');
    expect(detail.customer.gstin).toMatch(/^22[A-Z0-9]{13}$/);
    expect(text).toContain(`GSTIN: ${detail.customer.gstin}`);
    expect(text).toContain('Sharma Kirana Stores');
    expect(text).toContain('Shop 4, Gol Bazar, Raipur');
    expect(text).toMatch(/Place of Supply\s+Chhattisgarh \(22\)/);
    expect(text).toContain('Whether tax is payable on reverse charge: No');
  });

  it('lists every line with HSN, quantity and unit, rate, discount and CGST/SGST', () => {
    const { text, detail } = invoice;
    expect(itemSerialNumbers(text)).toEqual(detail.items.map((item) => item.line_no));
    expect(text).toMatch(
      /Description of Goods\s+HSN\/SAC\s+Qty\s+Rate\s+Disc\.\s+Taxable Value\s+CGST\s+CGST\s+SGST\s+SGST\s+Total/,
    );
    expect(text).not.toContain('IGST');
    // Line 7: a ceiling fan, 20 NOS at MRP 3,450 incl. 18% GST, so CGST and SGST at 9% each.
    const fan = detail.items[6];
    expect(fan?.product.hsn_code).toBe('84145110');
    expect(text).toMatch(
      new RegExp(
        `84145110\\s+20 NOS\\s+${fan ? formatLineRate(fan) : ''}\\s+0%\\s+${indian(fan?.subtotal ?? 0)}\\s+9%\\s+${indian(fan?.cgst_amount ?? 0)}\\s+9%`,
      ),
    );
    expect(text).toContain('MRP ₹3,450.00');
  });

  it('shows the HSN summary, the totals with round-off, the amount in words and the grand total', () => {
    const { text, detail } = invoice;
    expect(text).toContain('HSN/SAC Summary');
    for (const row of Object.values(detail.hsn_summary)) {
      expect(text).toMatch(
        new RegExp(`^\\s*${row.hsn_code}\\s+${row.qty} ${row.unit}\\s+${indian(row.taxable_value)}\\s`, 'm'),
      );
    }
    expect(text).toMatch(new RegExp(`Taxable Value\\s+₹${indian(detail.total_amount)}`));
    expect(text).toMatch(new RegExp(`CGST\\s+₹${indian(detail.tax.cgst)}`));
    expect(text).toMatch(new RegExp(`SGST\\s+₹${indian(detail.tax.sgst)}`));
    expect(detail.round_off).not.toBe(0);
    expect(text).toMatch(new RegExp(`Round Off\\s+${formatRupees(rupeesToPaise(detail.round_off))}`));
    expect(detail.grand_total).toBeGreaterThan(100_000);
    expect(text).toMatch(new RegExp(`Grand Total\\s+₹${indian(detail.grand_total)}`));
    expect(text).toContain(detail.amount_in_words);
    expect(detail.amount_in_words).toMatch(/^Rupees One Lakh .* Only$/);
  });

  it('ends with bank details, a declaration and the authorised signatory', () => {
    const { text } = invoice;
    expect(text).toMatch(/Bank\s+State Bank of India/);
    expect(text).toMatch(/A\/c No\.\s+38271654920/);
    expect(text).toMatch(/IFSC\s+SBIN0001234/);
    expect(text).toContain('For Shree Ganesh Traders');
    expect(text).toContain('Authorised Signatory');
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toContain('CANCELLED');
  });
});

describe('inter-state and unregistered buyers', () => {
  it('shows IGST and no CGST or SGST for a buyer in another state', async () => {
    const { text, detail } = await render(buildInvoiceFixture({ lineCount: 4, buyer: 'other-state' }));
    expect(text).toContain('GSTIN: 24AANFA2641L1ZF');
    expect(text).toMatch(/Place of Supply\s+Gujarat \(24\)/);
    expect(text).toMatch(/Taxable Value\s+IGST\s+IGST Amount\s+Total/);
    expect(text).toMatch(new RegExp(`IGST\\s+₹${indian(detail.tax.igst)}`));
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it("prints an unregistered buyer's state in place of a GSTIN", async () => {
    const { text, detail } = await render(buildInvoiceFixture({ lineCount: 3, buyer: 'unregistered' }));
    expect(detail.customer.gstin).toBeNull();
    expect(text).toContain('Ramesh Kulkarni');
    expect(text).toMatch(/GSTIN: Unregistered\s+State: Maharashtra \(27\)/);
    expect(text).toMatch(/Place of Supply\s+Maharashtra \(27\)/);
  });

  it('marks a cancelled invoice', async () => {
    const detail = { ...buildInvoiceFixture({ lineCount: 2 }), status: 'Cancelled' as const };
    const { text } = await render(detail);
    expect(text).toMatch(/Original for Recipient\s+CANCELLED/);
  });
});

describe('invoicePdfFileName', () => {
  it("replaces '/' so the invoice number makes a safe file name", () => {
    expect(invoicePdfFileName('INV/25-26/0001')).toBe('Invoice_INV-25-26-0001.pdf');
    expect(invoicePdfFileName('A-17')).toBe('Invoice_A-17.pdf');
  });
});
