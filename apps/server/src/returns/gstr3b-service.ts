import {
  buildGstr3bOfLines,
  gstr3bJson,
  gstr3bTable5Json,
  type InterStateRow,
  type LedgerPeriod,
  rupees,
  type TaxHeads,
} from '@bahi/domain';
import type { Gstr3bAnswer } from '@bahi/domain/schemas';
import type { RequestContext } from '../core/http/request-context';
import { type LedgerSource, ledgerOpeningFor } from './credit-ledger-service';
import { presentWorksheet } from './gstr2b-presenter';
import { findPeriodExemptInward } from './gstr3b-exempt-inward';
import { findGstr3bInward } from './gstr3b-inward';
import { periodOf, periodOutwardLines, registeredSeller } from './return-books';
import { findReturnSettings } from './return-settings-repository';
import { inRupees } from './returns-service';

// GSTR-3B of a return period: the period's sales and notes, Table 4's inputs, and the credit
// ledger brought in from the periods before, worked by the domain package; answered in rupees
// with a worksheet that says in words what was carried and why.

const headsInRupees = (value: TaxHeads) => ({
  cgst: rupees(value.cgst),
  sgst: rupees(value.sgst),
  igst: rupees(value.igst),
});

const interStateInRupees = (row: InterStateRow) => ({
  pos: row.pos,
  taxable: rupees(row.taxable),
  igst: rupees(row.igst),
});

const NAMES = { igst: 'IGST', cgst: 'CGST', sgst: 'SGST' } as const;

function listed(value: TaxHeads): string {
  return (['igst', 'cgst', 'sgst'] as const)
    .filter((head) => value[head] !== 0)
    .map((head) => `${NAMES[head]} ${rupees(value[head]).toFixed(2)}`)
    .join(', ');
}

/** The worksheet's words: where the opening came from, and each carry. */
export function ledgerNotes(ledger: LedgerPeriod, source: LedgerSource, periodsWorked: number): string[] {
  const notes: string[] = [];
  const through = periodsWorked > 0 ? `, worked through ${periodsWorked} later period(s)` : '';
  if (source.kind === 'filed') {
    notes.push(
      `Opening balance: the closing balance of the GSTR-3B for ${source.period} marked filed${through}.`,
    );
  } else if (source.kind === 'opening') {
    notes.push(`Opening balance: the opening credit entered for ${source.period}${through}.`);
  } else if (source.kind === 'books') {
    notes.push(
      `Opening balance: the ledger starts empty in ${source.period}, the first period of the books${through}.`,
    );
  }
  const excess = {
    igst: Math.max(0, -ledger.outputTax.igst),
    cgst: Math.max(0, -ledger.outputTax.cgst),
    sgst: Math.max(0, -ledger.outputTax.sgst),
  };
  if (listed(excess)) {
    notes.push(
      `Credit notes exceed this period's supplies (${listed(excess)}): the return reports 0, which is all the portal accepts, and the excess is carried forward to lower the tax of the next periods.`,
    );
  }
  if (listed(ledger.negativeLiabilityUsed)) {
    notes.push(
      `Reduction brought forward from earlier notes set against this period's tax: ${listed(ledger.negativeLiabilityUsed)}.`,
    );
  }
  if (listed(ledger.reversalShortfall)) {
    notes.push(
      `Credit given back exceeds the credit on hand (${listed(ledger.reversalShortfall)}): it is paid as tax.`,
    );
  }
  if (listed(ledger.closing.credit)) {
    notes.push(`Credit carried forward to the next period: ${listed(ledger.closing.credit)}.`);
  }
  if (listed(ledger.closing.negativeLiability)) {
    notes.push(`Reduction carried forward to the next period: ${listed(ledger.closing.negativeLiability)}.`);
  }
  return notes;
}

export async function getGstr3b(ctx: RequestContext, period: string): Promise<Gstr3bAnswer> {
  const { db } = ctx;
  const range = await periodOf(db, period);
  const [seller, settings, sales, inward, exemptInward] = await Promise.all([
    registeredSeller(db),
    findReturnSettings(db),
    periodOutwardLines(db, range),
    findGstr3bInward(db, range),
    findPeriodExemptInward(db, range),
  ]);
  const opening = await ledgerOpeningFor(db, range, settings);
  const figures = buildGstr3bOfLines(range.fp, sales, inward, opening.balance);
  const { ledger } = figures;
  return {
    period: range,
    outward_taxable: inRupees(figures.outwardTaxable),
    outward_books: inRupees(figures.outwardBooks),
    outward_nil: rupees(figures.outwardNil),
    outward_non_gst: rupees(figures.outwardNonGst),
    inter_state_unregistered: figures.interStateUnregistered.map(interStateInRupees),
    inter_state_composition: figures.interStateComposition.map(interStateInRupees),
    inter_state_uin: figures.interStateUin.map(interStateInRupees),
    inward_reverse_charge: inRupees(figures.inwardReverseCharge),
    inward_exempt: { inter: rupees(exemptInward.exempt.inter), intra: rupees(exemptInward.exempt.intra) },
    inward_non_gst: { inter: rupees(exemptInward.nonGst.inter), intra: rupees(exemptInward.nonGst.intra) },
    itc_reverse_charge: headsInRupees(figures.itcReverseCharge),
    itc_available: headsInRupees(figures.itcAvailable),
    itc_reversed: headsInRupees(figures.itcReversed),
    itc: headsInRupees(figures.itc),
    ledger: {
      source: opening.source,
      opening_credit: headsInRupees(ledger.opening.credit),
      opening_reduction: headsInRupees(ledger.opening.negativeLiability),
      output_tax: headsInRupees(ledger.outputTax),
      reported_tax: headsInRupees(ledger.reportedTax),
      reduction_used: headsInRupees(ledger.negativeLiabilityUsed),
      due: headsInRupees(ledger.due),
      itc_net: headsInRupees(ledger.itcNet),
      reversal_shortfall: headsInRupees(ledger.reversalShortfall),
      credit_available: headsInRupees(ledger.creditAvailable),
      cash: headsInRupees(ledger.cash),
      closing_credit: headsInRupees(ledger.closing.credit),
      closing_reduction: headsInRupees(ledger.closing.negativeLiability),
      notes: ledgerNotes(ledger, opening.source, opening.periodsWorked),
    },
    payable: ledger.payable.map((row) => ({
      head: row.head,
      due: rupees(row.due),
      paid_by_igst: rupees(row.paidByIgst),
      paid_by_cgst: rupees(row.paidByCgst),
      paid_by_sgst: rupees(row.paidBySgst),
      cash: rupees(row.cash),
    })),
    credit_carried_forward: headsInRupees(ledger.closing.credit),
    gstr2b: presentWorksheet(inward.twoB),
    json: {
      ...gstr3bJson(seller.gstin, range.fp, figures),
      inward_sup: gstr3bTable5Json(exemptInward.exempt, exemptInward.nonGst),
    },
  };
}

/** The ledger's closing balance of a period (rupees), kept when its GSTR-3B is marked filed. */
export async function gstr3bClosing(ctx: RequestContext, period: string) {
  const answer = await getGstr3b(ctx, period);
  return { credit: answer.ledger.closing_credit, reduction: answer.ledger.closing_reduction };
}
