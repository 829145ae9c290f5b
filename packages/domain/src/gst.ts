import { allocateByBigWeights, allocateProportionally } from './allocate';
import { assertSafeInteger, sumDecimals } from './exact';
import { type Paise, sumPaise } from './money';
import { ceilingOf, commonNumerators, inclusiveAmount, largestTaxableWithin, mrpPartOfHead } from './mrp-cap';
import { applyPercent, divideByQuantity, priceAtRate, removeInclusiveTax } from './percent';
import { sumTaxHeads } from './tax-heads';

// The one place that owns invoice GST math (docs/gst-rules.md). The web form calls it for live
// totals and the server for the figures it stores; reports read stored values and never recompute.

/** Same state as the seller: CGST + SGST at half the rate each; another state: IGST at the full rate. */
export type SupplyType = 'intra' | 'inter';

/**
 * How a line is priced. 'rate': a trade rate, the unit price before GST (what a distributor bills
 * a shop); 'mrp': the tax-inclusive maximum retail price, from which the taxable value is taken out
 * and which the line's payable never exceeds.
 */
export type PriceBasis = 'rate' | 'mrp';
export const PRICE_BASES: readonly PriceBasis[] = ['rate', 'mrp'];

export type InvoiceLineInput = {
  /** Left out: 'rate' when a rate is given, else 'mrp'. */
  priceBasis?: PriceBasis;
  /** Tax-inclusive price per unit, in paise (the product's MRP; only priced from on MRP lines). */
  mrp: Paise;
  discountPercent: number;
  /** Up to three decimals (2.5 kg); see quantity.ts. */
  quantity: number;
  gstRate: number;
  /** Unit price before GST and discount, in paise: the price of a trade-rate line. */
  rate?: Paise;
};

export type InvoiceLineResult = {
  priceBasis: PriceBasis;
  /** Trade-rate line: the rate as given. MRP line: taxable value / quantity, to the paisa. */
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

/** The basis a line is priced on: as given, or 'rate' when it carries a rate, else 'mrp'. */
export function priceBasisOf(line: InvoiceLineInput): PriceBasis {
  return line.priceBasis ?? (line.rate === undefined ? 'mrp' : 'rate');
}

/**
 * Taxable unit rate inside a tax-inclusive MRP: round(mrp × (100 − discount)/100 / (1 + gst/100)). */
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

/**
 * Computes every line, rate group and invoice total from the lines alone. Trade-rate lines first
 * (their taxable values are fixed), then per rate group the MRP lines get the largest taxable value
 * that keeps their payable within their tax-inclusive amount (mrp-cap.ts), shared out over them in
 * proportion to those amounts. Tax is computed once per group on its summed taxable value.
 */
export function computeInvoice(
  lines: readonly InvoiceLineInput[],
  options: ComputeInvoiceOptions,
): InvoiceTotals {
  const bases = lines.map(priceBasisOf);
  const subtotals = lines.map((line, index) =>
    bases[index] === 'rate' ? priceAtRate(line.rate ?? 0, line.quantity, line.discountPercent) : 0,
  );
  const inclusive = lines.map((line, index) =>
    bases[index] === 'mrp' ? inclusiveAmount(line.mrp, line.quantity, line.discountPercent) : undefined,
  );

  const indexesByRate = new Map<number, number[]>();
  lines.forEach((line, index) => {
    const indexes = indexesByRate.get(line.gstRate);
    if (indexes) indexes.push(index);
    else indexesByRate.set(line.gstRate, [index]);
  });

  const lineTaxes = lines.map(() => ({ cgst: 0, sgst: 0, igst: 0 }));
  let mrpHeadroom = 0;
  const groups: RateGroup[] = [...indexesByRate.keys()]
    .sort((a, b) => a - b)
    .map((gstRate) => {
      const indexes = indexesByRate.get(gstRate) ?? [];
      const rateLines = indexes.filter((index) => bases[index] === 'rate');
      const mrpLines = indexes.filter((index) => bases[index] === 'mrp');
      const taxOf = (taxable: Paise) => computeGroupTax(taxable, gstRate, options.supplyType);
      const rateTaxable = sumPaise(rateLines.map((index) => subtotals[index] ?? 0));

      const amounts = mrpLines.map((index) => inclusive[index] ?? { numerator: 0n, denominator: 1n });
      const ceiling = ceilingOf(amounts);
      const mrpTaxable = largestTaxableWithin(ceiling, gstRate, rateTaxable, taxOf);
      const shares = allocateByBigWeights(mrpTaxable, commonNumerators(amounts).numerators);
      mrpLines.forEach((index, position) => {
        subtotals[index] = shares[position] ?? 0;
      });

      const taxableValue = sumPaise([rateTaxable, mrpTaxable]);
      const tax = computeGroupTax(taxableValue, gstRate, options.supplyType);
      let mrpPaid = mrpTaxable;
      for (const head of ['cgst', 'sgst', 'igst'] as const) {
        // The MRP lines' part of each head is floored (mrp-cap.ts); the trade-rate lines take the rest.
        const mrpPart = mrpPartOfHead(tax[head], mrpTaxable, taxableValue);
        mrpPaid += mrpPart;
        shareHead(mrpPart, mrpLines, subtotals, lineTaxes, head);
        shareHead(tax[head] - mrpPart, rateLines, subtotals, lineTaxes, head);
      }
      mrpHeadroom += ceiling - mrpPaid;
      const quantity = sumDecimals(indexes.map((index) => lines[index]?.quantity ?? 0));
      return { gstRate, lineCount: indexes.length, quantity, taxableValue, ...tax };
    });

  const totalAmount = sumPaise(subtotals);
  const heads = sumTaxHeads(groups);
  const gstAmount = sumPaise([heads.cgst, heads.sgst, heads.igst]);
  const exact = sumPaise([totalAmount, gstAmount]);
  const hasMrpLines = bases.includes('mrp');
  const grandTotal = options.roundOff ? roundWithinMrp(exact, hasMrpLines ? mrpHeadroom : undefined) : exact;

  return {
    lines: lines.map((line, index) => {
      const { cgst = 0, sgst = 0, igst = 0 } = lineTaxes[index] ?? {};
      const subtotal = subtotals[index] ?? 0;
      const priceBasis = bases[index] ?? 'mrp';
      return {
        priceBasis,
        rate: priceBasis === 'rate' ? (line.rate ?? 0) : divideByQuantity(subtotal, line.quantity),
        subtotal,
        taxAmount: sumPaise([cgst, sgst, igst]),
        cgst,
        sgst,
        igst,
        total: subtotal,
      };
    }),
    groups,
    totalAmount,
    ...heads,
    gstAmount,
    roundOff: grandTotal - exact,
    grandTotal,
  };
}

type LineTaxes = { cgst: Paise; sgst: Paise; igst: Paise }[];

/** Shares one tax head over some lines of a group in proportion to their subtotals. */
function shareHead(
  amount: Paise,
  indexes: readonly number[],
  subtotals: readonly Paise[],
  lineTaxes: LineTaxes,
  head: 'cgst' | 'sgst' | 'igst',
): void {
  const weights = indexes.map((index) => subtotals[index] ?? 0);
  allocateProportionally(amount, weights).forEach((share, position) => {
    const lineTax = lineTaxes[indexes[position] ?? 0];
    if (lineTax) lineTax[head] = share;
  });
}

/**
 * Round-off to the nearest rupee, except that with MRP lines it never rounds up by more than the
 * paise the MRP lines left unused (`headroom`): then it rounds down, so an MRP-only invoice never
 * asks more than its MRPs.
 */
export function roundWithinMrp(exact: Paise, headroom?: Paise): Paise {
  const nearest = roundToRupee(exact);
  if (headroom === undefined || nearest <= exact || nearest - exact <= headroom) return nearest;
  return exact - (((exact % 100) + 100) % 100);
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
