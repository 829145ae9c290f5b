import type { Paise } from '../money';

// GSTR-3B's table 6.1 worked as the electronic credit ledger: the credit brought in from the last
// period, this period's input tax credit less its reversals, the tax due set off in the order the
// law fixes (section 49 and rule 88A), the cash to pay, and the credit carried to the next period.
// A period whose credit and debit notes outweigh its supplies owes no tax: the portal takes no
// negative liability, so the excess is carried forward per head and lowers the next tax due.

export type TaxHeads = { cgst: Paise; sgst: Paise; igst: Paise };
export type Head = keyof TaxHeads;

export const HEADS: readonly Head[] = ['igst', 'cgst', 'sgst'];

export const zeroHeads = (): TaxHeads => ({ cgst: 0, sgst: 0, igst: 0 });

const combine = (a: TaxHeads, b: TaxHeads, op: (x: number, y: number) => number): TaxHeads => ({
  cgst: op(a.cgst, b.cgst),
  sgst: op(a.sgst, b.sgst),
  igst: op(a.igst, b.igst),
});
export const plusHeads = (a: TaxHeads, b: TaxHeads) => combine(a, b, (x, y) => x + y);
export const minusHeads = (a: TaxHeads, b: TaxHeads) => combine(a, b, (x, y) => x - y);

export type PayableRow = {
  head: Head;
  due: Paise;
  paidByIgst: Paise;
  paidByCgst: Paise;
  paidBySgst: Paise;
  cash: Paise;
};

/**
 * Sets input tax credit off against the tax due in the order the law sets: IGST credit first
 * (IGST, then CGST, then SGST), then CGST credit (CGST, then IGST), then SGST credit (SGST, then
 * IGST); CGST credit never pays SGST nor the other way round. What is left is paid in cash.
 */
export function setOffCredit(due: TaxHeads, credit: TaxHeads): { rows: PayableRow[]; left: TaxHeads } {
  const owed = { ...due };
  const left = { ...credit };
  const used = { igst: zeroHeads(), cgst: zeroHeads(), sgst: zeroHeads() };
  const use = (from: Head, against: Head) => {
    const amount = Math.max(0, Math.min(left[from], owed[against]));
    left[from] -= amount;
    owed[against] -= amount;
    used[against][from] += amount;
  };
  use('igst', 'igst');
  use('igst', 'cgst');
  use('igst', 'sgst');
  use('cgst', 'cgst');
  use('cgst', 'igst');
  use('sgst', 'sgst');
  use('sgst', 'igst');
  const rows = HEADS.map((head) => ({
    head,
    due: due[head],
    paidByIgst: used[head].igst,
    paidByCgst: used[head].cgst,
    paidBySgst: used[head].sgst,
    cash: Math.max(0, owed[head]),
  }));
  return { rows, left };
}

/** What the ledger brings into a period: unused credit and tax still to be reduced (both ≥ 0). */
export type LedgerBalance = { credit: TaxHeads; negativeLiability: TaxHeads };

export const emptyBalance = (): LedgerBalance => ({ credit: zeroHeads(), negativeLiability: zeroHeads() });

/** One period's inputs: output tax net of notes (may be below zero), 4(A) credit and 4(B) reversals. */
export type LedgerPeriodInput = {
  period: string;
  outputTax: TaxHeads;
  itcAvailable: TaxHeads;
  itcReversed: TaxHeads;
  /**
   * Tax owed under reverse charge (3.1(d)): paid in cash, never from credit (section 49(4)); once
   * paid it is credit of the period (4(A)(3)) like any other.
   */
  reverseCharge?: TaxHeads;
};

/** One period of the ledger, every step shown. */
export type LedgerPeriod = {
  period: string;
  opening: LedgerBalance;
  /** Output tax as the books have it, net of notes; below zero when notes outweigh supplies. */
  outputTax: TaxHeads;
  /** Output tax as reported in 3.1: never below zero. */
  reportedTax: TaxHeads;
  /** Reduction brought forward from earlier periods that is used against this period's tax. */
  negativeLiabilityUsed: TaxHeads;
  /** Tax due for 6.1: reported tax less the reduction used, plus the tax under reverse charge. */
  due: TaxHeads;
  itcAvailable: TaxHeads;
  itcReversed: TaxHeads;
  /** 4(C): credit of the period, 4(A) less 4(B). */
  itcNet: TaxHeads;
  /** Reversals larger than the credit on hand in a head: paid as tax of that head. */
  reversalShortfall: TaxHeads;
  /** Credit on hand for the set-off: opening credit plus 4(C), never below zero. */
  creditAvailable: TaxHeads;
  payable: PayableRow[];
  cash: TaxHeads;
  closing: LedgerBalance;
};

/** Works one period of the ledger from the balance brought in. */
export function ledgerPeriod(opening: LedgerBalance, input: LedgerPeriodInput): LedgerPeriod {
  const reportedTax = combine(input.outputTax, zeroHeads(), (x) => Math.max(0, x));
  const newReduction = combine(input.outputTax, zeroHeads(), (x) => Math.max(0, -x));
  const reductionOnHand = plusHeads(opening.negativeLiability, newReduction);
  const negativeLiabilityUsed = combine(reportedTax, reductionOnHand, (tax, reduction) =>
    Math.min(tax, reduction),
  );
  const reverseCharge = input.reverseCharge ?? zeroHeads();
  const itcNet = minusHeads(plusHeads(input.itcAvailable, reverseCharge), input.itcReversed);
  const onHand = plusHeads(opening.credit, itcNet);
  const reversalShortfall = combine(onHand, zeroHeads(), (x) => Math.max(0, -x));
  const creditAvailable = combine(onHand, zeroHeads(), (x) => Math.max(0, x));
  const due = plusHeads(minusHeads(reportedTax, negativeLiabilityUsed), reversalShortfall);
  const setOff = setOffCredit(due, creditAvailable);
  const { left } = setOff;
  const rows = setOff.rows.map((row) => ({
    ...row,
    due: row.due + reverseCharge[row.head],
    cash: row.cash + reverseCharge[row.head],
  }));
  return {
    period: input.period,
    opening,
    outputTax: input.outputTax,
    reportedTax,
    negativeLiabilityUsed,
    due: plusHeads(due, reverseCharge),
    itcAvailable: input.itcAvailable,
    itcReversed: input.itcReversed,
    itcNet,
    reversalShortfall,
    creditAvailable,
    payable: rows,
    cash: { igst: rows[0]?.cash ?? 0, cgst: rows[1]?.cash ?? 0, sgst: rows[2]?.cash ?? 0 },
    closing: { credit: left, negativeLiability: minusHeads(reductionOnHand, negativeLiabilityUsed) },
  };
}

/** Runs the ledger over consecutive periods from an opening balance; one entry per period. */
export function runCreditLedger(opening: LedgerBalance, periods: LedgerPeriodInput[]): LedgerPeriod[] {
  const worked: LedgerPeriod[] = [];
  let balance = opening;
  for (const input of periods) {
    const period = ledgerPeriod(balance, input);
    worked.push(period);
    balance = period.closing;
  }
  return worked;
}
