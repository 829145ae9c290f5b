import { divideRounded, parseDecimalFraction, rupeesToPaise, toDecimalFraction } from '@bahi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertPopplerInstalled } from '../pdf/poppler';
import { buildInvoiceFixture } from './invoice-fixture';
import { render } from './invoice-pdf-reader';

// A buyer's accountant multiplies each printed line out: rate × quantity less the discount must
// come to the taxable value printed beside it, to the paisa (docs/gst-rules.md, "Printed rates
// multiply out"). Read back from the PDF with poppler, as the accountant reads it.

beforeAll(() => {
  assertPopplerInstalled();
});

/** An item row as pdftotext lays it out: HSN, '12 NOS', rate, discount %, taxable value. */
const ITEM_ROW =
  /(?:\d{4}|\d{6}|\d{8})\s+([\d.,]+) [A-Z]{3}\s+([\d,]+\.\d+)\s+([\d.]+)%\s+([\d,]+\.\d{2})\s/g;

type PrintedLine = { quantity: string; rate: string; discount: string; taxable: string };

/** The item table's rows: everything above the HSN summary, whose rows look alike. */
function printedLines(text: string): PrintedLine[] {
  const items = text.split('HSN/SAC Summary')[0] ?? '';
  return [...items.matchAll(ITEM_ROW)].map(([, quantity = '', rate = '', discount = '', taxable = '']) => ({
    quantity,
    rate,
    discount,
    taxable,
  }));
}

/** rate × quantity × (100 − discount)/100 in paise, rounded half away from zero, worked exactly. */
function multiplyOut(line: PrintedLine): number {
  const read = (text: string) => {
    const value = parseDecimalFraction(text.replaceAll(',', ''));
    if (!value) throw new Error(`Not a number on the PDF: ${text}`);
    return value;
  };
  const rate = read(line.rate);
  const quantity = read(line.quantity);
  const discount = toDecimalFraction(Number(line.discount));
  const numerator =
    rate.numerator * 100n * quantity.numerator * (100n * discount.denominator - discount.numerator);
  const denominator = rate.denominator * quantity.denominator * 100n * discount.denominator;
  return Number(divideRounded(numerator, denominator));
}

describe('printed rates multiply out', () => {
  it('prints an MRP line of 12 at ₹100 (18%) as 12 × 84.745 = 1,016.94', async () => {
    const { text, detail } = await render(
      buildInvoiceFixture({
        lineCount: 1,
        lines: [
          {
            name: 'Toilet Cleaner 500 ml',
            hsn: '34022090',
            unit: 'NOS',
            mrp: 100,
            gstRate: 18,
            quantity: 12,
            discountPercent: 0,
          },
        ],
      }),
    );
    expect(detail.items[0]?.subtotal).toBe(1016.94);
    // The two-decimal rate, 84.75, would print 1,017.00 for this line.
    expect(detail.items[0]?.rate).toBe(84.75);
    expect(printedLines(text)).toEqual([
      { quantity: '12', rate: '84.745', discount: '0', taxable: '1,016.94' },
    ]);
  });

  it('holds on every line of a ten-line invoice with discounts, within and across states', async () => {
    for (const buyer of ['local', 'other-state'] as const) {
      const { text, detail } = await render(buildInvoiceFixture({ lineCount: 10, buyer }));
      const lines = printedLines(text);
      expect(lines).toHaveLength(detail.items.length);
      for (const line of lines)
        expect(multiplyOut(line), JSON.stringify(line)).toBe(rupeesToPaise(line.taxable.replaceAll(',', '')));
    }
  });
});
