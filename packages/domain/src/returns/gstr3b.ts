import { gstinKindOf } from '../gstin';
import type { Paise } from '../money';
import type { SupplyCategory } from '../supply-category';
import {
  emptyBalance,
  type LedgerBalance,
  type LedgerPeriod,
  ledgerPeriod,
  type TaxHeads,
} from './credit-ledger';
import { addHeads, type ReturnInvoice, type ReturnNote, type ReturnTaxHeads } from './gstr1';

// GSTR-3B, the monthly summary return, from the books: outward supplies (3.1), inter-state
// supplies to unregistered buyers by state (3.2), input tax credit (4) and the tax payable
// worksheet (6.1, the credit ledger of credit-ledger.ts), in paise; `gstr3bJson`
// (gstr3b-json.ts) gives the portal's JSON in rupees.

export type { TaxHeads } from './credit-ledger';

/**
 * Table 4's inputs, gathered in one place: 4(A)(5) credit of the period's purchases and expenses
 * from registered suppliers, 4(B)(2) credit given back (purchase returns), and the inward supplies
 * under reverse charge (3.1(d)) whose tax, paid in cash, is the credit of 4(A)(3). A reversal is
 * never a negative 4(A) figure.
 */
export type Gstr3bInward = {
  itcAvailable: TaxHeads;
  itcReversed: TaxHeads;
  inwardReverseCharge?: ReturnTaxHeads;
};

export type Gstr3bFigures = {
  /** 3.1(a) as the books have it, net of notes (below zero when notes outweigh supplies). */
  outwardBooks: ReturnTaxHeads;
  /** 3.1(a) as reported: outward taxable supplies other than zero, nil and exempt; never below zero. */
  outwardTaxable: ReturnTaxHeads;
  /** 3.1(c): nil-rated and exempted supplies (0% lines of those categories), never below zero. */
  outwardNil: Paise;
  /** 3.1(e): non-GST outward supplies (0% lines of goods outside GST), never below zero. */
  outwardNonGst: Paise;
  /** 3.2: inter-state supplies to unregistered buyers, per place of supply (rows above zero). */
  interStateUnregistered: InterStateRow[];
  /** 3.2: the same to composition dealers, and to UIN holders (embassies, UN bodies). */
  interStateComposition: InterStateRow[];
  interStateUin: InterStateRow[];
  /** 3.1(d): inward supplies liable to reverse charge, with the tax the shop owes on them. */
  inwardReverseCharge: ReturnTaxHeads;
  /** 4(A)(3): credit of the tax paid under reverse charge. */
  itcReverseCharge: TaxHeads;
  /** 4(A)(5), 4(B)(2) and 4(C). */
  itcAvailable: TaxHeads;
  itcReversed: TaxHeads;
  itc: TaxHeads;
  /** 6.1 worked as the credit ledger. */
  ledger: LedgerPeriod;
};

export type InterStateRow = { pos: string; taxable: Paise; igst: Paise };

/** The buyers 3.2 lists apart; a regular taxpayer's purchases are not in 3.2 at all. */
export type InterStateBuyer = 'unregistered' | 'composition' | 'uin';

export function interStateBuyerOf(
  sale: Pick<ReturnInvoice, 'gstin' | 'compositionBuyer'>,
): InterStateBuyer | null {
  if (!sale.gstin) return 'unregistered';
  if (gstinKindOf(sale.gstin) === 'uin') return 'uin';
  return sale.compositionBuyer ? 'composition' : null;
}

/**
 * One rate line of a sale as GSTR-3B counts it, signed (a credit note's lines take away): its
 * place of supply, and for an inter-state sale the buyer 3.2 lists it under (null: not in 3.2).
 * The server reads these summed from kept totals; outwardLinesOf makes them from documents.
 */
export type OutwardLine = ReturnTaxHeads & {
  rateBp: number;
  placeOfSupply: string;
  interStateBuyer: InterStateBuyer | null;
  /** A 0% line's supply category: non-GST goes to 3.1(e), the rest to 3.1(c) (nil-rated when not given). */
  category?: SupplyCategory;
};

type InterStateSums = Map<string, { taxable: Paise; igst: Paise }>;

/** 3.2 rows per place of supply, in state-code order, rows above zero only (the portal takes no negatives). */
function interStateRows(sums: InterStateSums): InterStateRow[] {
  return [...sums.entries()]
    .filter(([, row]) => row.taxable > 0 || row.igst > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pos, row]) => ({ pos, taxable: Math.max(0, row.taxable), igst: Math.max(0, row.igst) }));
}

const ZERO: ReturnTaxHeads = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
const headsOf = (value: TaxHeads): TaxHeads => ({ cgst: value.cgst, sgst: value.sgst, igst: value.igst });

/** The rate lines of the period's invoices (cancelled ones left out) and notes, signed. */
export function outwardLinesOf(invoices: ReturnInvoice[], notes: ReturnNote[]): OutwardLine[] {
  const documents = [
    ...invoices.filter((invoice) => !invoice.cancelled).map((invoice) => ({ sale: invoice, sign: 1 })),
    ...notes
      .filter((note) => !note.cancelled)
      .map((note) => ({ sale: { ...note.invoice, rates: note.rates }, sign: note.type === 'C' ? -1 : 1 })),
  ];
  return documents.flatMap(({ sale, sign }) => {
    const interStateBuyer = sale.supplyType === 'inter' ? interStateBuyerOf(sale) : null;
    return sale.rates.map((rate) => ({
      rateBp: rate.rateBp,
      placeOfSupply: sale.placeOfSupply,
      interStateBuyer,
      taxable: sign * rate.taxable,
      cgst: sign * rate.cgst,
      sgst: sign * rate.sgst,
      igst: sign * rate.igst,
      ...(rate.category ? { category: rate.category } : {}),
    }));
  });
}

/**
 * Outward supplies of a period's rate lines (a credit note's signed to take away), as the books
 * have them: may be below zero.
 */
export function outwardOf(lines: OutwardLine[]) {
  let taxable = ZERO;
  let nil = 0;
  let nonGst = 0;
  const interState: Record<InterStateBuyer, InterStateSums> = {
    unregistered: new Map(),
    composition: new Map(),
    uin: new Map(),
  };
  for (const line of lines) {
    if (line.rateBp === 0) {
      if (line.category === 'non_gst') nonGst += line.taxable;
      else nil += line.taxable;
      continue;
    }
    taxable = addHeads(taxable, line);
    if (line.interStateBuyer) {
      const sums = interState[line.interStateBuyer];
      const row = sums.get(line.placeOfSupply) ?? { taxable: 0, igst: 0 };
      sums.set(line.placeOfSupply, { taxable: row.taxable + line.taxable, igst: row.igst + line.igst });
    }
  }
  return { taxable, nil, nonGst, interState };
}

/**
 * GSTR-3B figures of a period from its sales, notes and Table 4 inputs, with the credit ledger
 * brought in from the period before. Figures the portal takes only at zero or above are reported
 * at zero when notes outweigh supplies; the tax part is carried by the ledger.
 */
export function buildGstr3b(
  period: string,
  invoices: ReturnInvoice[],
  inward: Gstr3bInward,
  notes: ReturnNote[] = [],
  opening: LedgerBalance = emptyBalance(),
): Gstr3bFigures {
  return buildGstr3bOfLines(period, outwardLinesOf(invoices, notes), inward, opening);
}

/** The same from the period's rate lines, signed (outwardLinesOf, or kept totals). */
export function buildGstr3bOfLines(
  period: string,
  lines: OutwardLine[],
  inward: Gstr3bInward,
  opening: LedgerBalance = emptyBalance(),
): Gstr3bFigures {
  const outward = outwardOf(lines);
  const reverseCharge = inward.inwardReverseCharge ?? ZERO;
  const floor = (value: Paise) => Math.max(0, value);
  const ledger = ledgerPeriod(opening, {
    period,
    outputTax: headsOf(outward.taxable),
    itcAvailable: inward.itcAvailable,
    itcReversed: inward.itcReversed,
    reverseCharge: headsOf(reverseCharge),
  });
  return {
    outwardBooks: outward.taxable,
    outwardTaxable: { taxable: floor(outward.taxable.taxable), ...ledger.reportedTax },
    outwardNil: floor(outward.nil),
    outwardNonGst: floor(outward.nonGst),
    interStateUnregistered: interStateRows(outward.interState.unregistered),
    interStateComposition: interStateRows(outward.interState.composition),
    interStateUin: interStateRows(outward.interState.uin),
    inwardReverseCharge: reverseCharge,
    itcReverseCharge: headsOf(reverseCharge),
    itcAvailable: inward.itcAvailable,
    itcReversed: inward.itcReversed,
    itc: ledger.itcNet,
    ledger,
  };
}

/** Output tax per head of a period (net of notes), for the ledger of periods before the one shown. */
export function outputTaxOf(invoices: ReturnInvoice[], notes: ReturnNote[]): TaxHeads {
  return headsOf(outwardOf(outwardLinesOf(invoices, notes)).taxable);
}
