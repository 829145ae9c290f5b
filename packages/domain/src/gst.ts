import { allocateProportionally } from './allocate';
import { assertSafeInteger, sumDecimals } from './exact';
import { type Paise, sumPaise } from './money';
import { applyPercent, multiplyByQuantity, removeInclusiveTax } from './percent';

// The one place that owns invoice GST math (docs/gst-rules.md). The web form calls it for live
// totals and the server for the figures it stores; reports read stored values and never recompute.

/** Same state as the seller: CGST + SGST at half the rate each; another state: IGST at the full rate. */
export type SupplyType = 'intra' | 'inter';

export type InvoiceLineInput = {
  /** Tax-inclusive price per unit, in paise. */
  mrp: Paise;
  discountPercent: number;
  quantity: number;
  gstRate: number;
  /** Set only on an open-price line, where the user typed the rate: it is used as is. */
  rate?: Paise;
};

export type InvoiceLineResult = {
  rate: Paise;
  /** Taxable value of the line. */
  subtotal: Paise;
  /** The line's share of its rate group's tax: cgst + sgst + igst. */
  taxAmount: Paise;
  /**
   * The line's shares of each tax head. Each head is shared out on its own, so per-line (and so
   * per-HSN) CGST, SGST and IGST add up exactly to the invoice's, and CGST equals SGST on every line.
   */
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  /** Equal to subtotal: a line's total is its taxable value; tax is added per invoice. */
  total: Paise;
};

export type RateGroup = {
  gstRate: number;
  lineCount: number;
  quantity: number;
  taxableValue: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  tax: Paise;
};

export type InvoiceTotals = {
  lines: InvoiceLineResult[];
  /** One per GST rate present, ascending by rate. */
  groups: RateGroup[];
  totalAmount: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  gstAmount: Paise;
  roundOff: Paise;
  grandTotal: Paise;
};

export type ComputeInvoiceOptions = {
  supplyType: SupplyType;
  /** Round the grand total to the nearest rupee (seller setting, off by default). */
  roundOff?: boolean;
};

/** Taxable unit rate inside a tax-inclusive MRP: round(mrp × (100 − discount)/100 / (1 + gst/100)). */
export function computeLineRate(mrp: Paise, discountPercent: number, gstRate: number): Paise {
  return removeInclusiveTax(mrp, gstRate, discountPercent);
}

/**
 * Tax on one rate group's summed taxable value. Taxing the sum rather than adding rounded line
 * taxes is what the law expects and what the 603.60 + 704.38 vector checks (117.72, not 117.71).
 */
export function computeGroupTax(
  taxableValue: Paise,
  gstRate: number,
  supplyType: SupplyType,
): { cgst: Paise; sgst: Paise; igst: Paise; tax: Paise } {
  if (supplyType === 'inter') {
    const igst = applyPercent(taxableValue, gstRate);
    return { cgst: 0, sgst: 0, igst, tax: igst };
  }
  // Each half is rounded on its own, so CGST always equals SGST (2.22 + 2.22, not 4.43 split).
  const half = applyPercent(taxableValue, gstRate, 2);
  return { cgst: half, sgst: half, igst: 0, tax: sumPaise([half, half]) };
}

/** Computes every line, rate group and invoice total from the lines alone. */
export function computeInvoice(
  lines: readonly InvoiceLineInput[],
  options: ComputeInvoiceOptions,
): InvoiceTotals {
  const priced = lines.map((line) => {
    const rate = line.rate ?? computeLineRate(line.mrp, line.discountPercent, line.gstRate);
    if (line.rate !== undefined) {
      assertSafeInteger(line.rate, 'Rate');
      if (line.rate < 0) throw new RangeError(`Rate must not be negative, got ${line.rate}`);
    }
    return { rate, subtotal: multiplyByQuantity(rate, line.quantity) };
  });

  const indexesByRate = new Map<number, number[]>();
  lines.forEach((line, index) => {
    const indexes = indexesByRate.get(line.gstRate);
    if (indexes) indexes.push(index);
    else indexesByRate.set(line.gstRate, [index]);
  });

  const lineTaxes = lines.map(() => ({ cgst: 0, sgst: 0, igst: 0 }));
  const groups: RateGroup[] = [...indexesByRate.keys()]
    .sort((a, b) => a - b)
    .map((gstRate) => {
      const indexes = indexesByRate.get(gstRate) ?? [];
      const subtotals = indexes.map((index) => priced[index]?.subtotal ?? 0);
      const taxableValue = sumPaise(subtotals);
      const tax = computeGroupTax(taxableValue, gstRate, options.supplyType);
      for (const head of ['cgst', 'sgst', 'igst'] as const) {
        allocateProportionally(tax[head], subtotals).forEach((share, position) => {
          const lineTax = lineTaxes[indexes[position] ?? 0];
          if (lineTax) lineTax[head] = share;
        });
      }
      const quantity = sumDecimals(indexes.map((index) => lines[index]?.quantity ?? 0));
      return { gstRate, lineCount: indexes.length, quantity, taxableValue, ...tax };
    });

  const totalAmount = sumPaise(priced.map((line) => line.subtotal));
  const cgst = sumPaise(groups.map((group) => group.cgst));
  const sgst = sumPaise(groups.map((group) => group.sgst));
  const igst = sumPaise(groups.map((group) => group.igst));
  const gstAmount = sumPaise([cgst, sgst, igst]);
  const exact = sumPaise([totalAmount, gstAmount]);
  const grandTotal = options.roundOff ? roundToRupee(exact) : exact;

  return {
    lines: priced.map((line, index) => {
      const { cgst = 0, sgst = 0, igst = 0 } = lineTaxes[index] ?? {};
      return {
        rate: line.rate,
        subtotal: line.subtotal,
        taxAmount: sumPaise([cgst, sgst, igst]),
        cgst,
        sgst,
        igst,
        total: line.subtotal,
      };
    }),
    groups,
    totalAmount,
    cgst,
    sgst,
    igst,
    gstAmount,
    roundOff: grandTotal - exact,
    grandTotal,
  };
}

/** Nearest whole rupee, half away from zero (354.50 → 355.00), done on integers. */
export function roundToRupee(p: Paise): Paise {
  assertSafeInteger(p, 'Amount');
  const remainder = p % 100; // same sign as p
  let rounded = p - remainder;
  if (Math.abs(remainder) >= 50) rounded += Math.sign(p) * 100;
  if (!Number.isSafeInteger(rounded)) throw new RangeError('Amount is too large');
  return rounded;
}
