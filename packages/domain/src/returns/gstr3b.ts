import type { Paise } from '../money';
import { addHeads, type ReturnInvoice, type ReturnNote, type ReturnTaxHeads, rupees } from './gstr1';

// GSTR-3B, the monthly summary return, from the books: outward supplies (3.1), inter-state
// supplies to unregistered buyers by state (3.2), input tax credit from purchases (4) and the tax
// payable worksheet (6.1), in paise; `gstr3bJson` gives the portal's JSON in rupees.

export type TaxHeads = { cgst: Paise; sgst: Paise; igst: Paise };

/** One purchase of the period (less its returns), from a supplier with a GSTIN. */
export type ReturnPurchase = TaxHeads & { taxable: Paise };

export type Gstr3bFigures = {
  /** 3.1(a): outward taxable supplies other than zero-rated, nil-rated and exempted. */
  outwardTaxable: ReturnTaxHeads;
  /** 3.1(c): nil-rated and exempted supplies (0% lines). */
  outwardNil: Paise;
  /** 3.2: inter-state supplies to unregistered buyers, per place of supply. */
  interStateUnregistered: { pos: string; taxable: Paise; igst: Paise }[];
  /** 3.1(d): inward supplies liable to reverse charge, with the tax the shop owes on them. */
  inwardReverseCharge: ReturnTaxHeads;
  /** 4(A)(3): credit of the tax paid under reverse charge. */
  itcReverseCharge: TaxHeads;
  /** 4(A)(5): all other input tax credit (purchases and expenses with the supplier's GSTIN, less returns). */
  itc: TaxHeads;
  /** 6.1: per head, the tax due, the credit used against it (by which head) and the cash to pay. */
  payable: PayableRow[];
  /** Credit left over after the set-off, carried to the next period. */
  creditCarriedForward: TaxHeads;
};

export type PayableRow = {
  head: 'igst' | 'cgst' | 'sgst';
  due: Paise;
  paidByIgst: Paise;
  paidByCgst: Paise;
  paidBySgst: Paise;
  cash: Paise;
};

const ZERO: ReturnTaxHeads = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };

/**
 * Sets input tax credit off against output tax in the order the law sets: IGST credit first (IGST,
 * then CGST, then SGST), then CGST credit (CGST, then IGST), then SGST credit (SGST, then IGST);
 * CGST credit never pays SGST nor the other way round. What is left is paid in cash.
 */
export function setOffCredit(due: TaxHeads, credit: TaxHeads): { rows: PayableRow[]; left: TaxHeads } {
  const owed = { ...due };
  const left = { ...credit };
  const used = { igst: { ...zeroHeads() }, cgst: { ...zeroHeads() }, sgst: { ...zeroHeads() } };
  const use = (from: keyof TaxHeads, against: keyof TaxHeads) => {
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
  const rows = (['igst', 'cgst', 'sgst'] as const).map((head) => ({
    head,
    due: due[head],
    paidByIgst: used[head].igst,
    paidByCgst: used[head].cgst,
    paidBySgst: used[head].sgst,
    cash: owed[head],
  }));
  return { rows, left };
}

function zeroHeads(): TaxHeads {
  return { cgst: 0, sgst: 0, igst: 0 };
}

/**
 * GSTR-3B figures of the period's invoices (cancelled ones left out), their credit and debit notes
 * (a credit note takes away, a debit note adds) and purchases (less what was sent back).
 */
export function buildGstr3b(
  invoices: ReturnInvoice[],
  purchases: ReturnPurchase[],
  notes: ReturnNote[] = [],
  reverseCharge: ReturnPurchase[] = [],
): Gstr3bFigures {
  let outwardTaxable = ZERO;
  let outwardNil = 0;
  const unregistered = new Map<string, { taxable: Paise; igst: Paise }>();
  const documents = [
    ...invoices.filter((invoice) => !invoice.cancelled).map((invoice) => ({ sale: invoice, sign: 1 })),
    ...notes
      .filter((note) => !note.cancelled)
      .map((note) => ({ sale: { ...note.invoice, rates: note.rates }, sign: note.type === 'C' ? -1 : 1 })),
  ];
  for (const { sale, sign } of documents) {
    for (const rate of sale.rates) {
      const signed = {
        taxable: sign * rate.taxable,
        cgst: sign * rate.cgst,
        sgst: sign * rate.sgst,
        igst: sign * rate.igst,
      };
      if (rate.rateBp === 0) {
        outwardNil += signed.taxable;
        continue;
      }
      outwardTaxable = addHeads(outwardTaxable, signed);
      if (!sale.gstin && sale.supplyType === 'inter') {
        const row = unregistered.get(sale.placeOfSupply) ?? { taxable: 0, igst: 0 };
        unregistered.set(sale.placeOfSupply, {
          taxable: row.taxable + signed.taxable,
          igst: row.igst + signed.igst,
        });
      }
    }
  }
  const itc = purchases.reduce<TaxHeads>(
    (sum, purchase) => ({
      cgst: sum.cgst + purchase.cgst,
      sgst: sum.sgst + purchase.sgst,
      igst: sum.igst + purchase.igst,
    }),
    zeroHeads(),
  );
  const inwardReverseCharge = reverseCharge.reduce<ReturnTaxHeads>(addHeads, ZERO);
  const itcReverseCharge = {
    cgst: inwardReverseCharge.cgst,
    sgst: inwardReverseCharge.sgst,
    igst: inwardReverseCharge.igst,
  };
  // Tax under reverse charge is paid in cash, never from credit (section 49(4)); once paid it is
  // credit like any other, so it joins the credit set off against the outward tax.
  const { rows: outwardRows, left } = setOffCredit(
    { cgst: outwardTaxable.cgst, sgst: outwardTaxable.sgst, igst: outwardTaxable.igst },
    {
      cgst: itc.cgst + itcReverseCharge.cgst,
      sgst: itc.sgst + itcReverseCharge.sgst,
      igst: itc.igst + itcReverseCharge.igst,
    },
  );
  const rows = outwardRows.map((row) => ({
    ...row,
    due: row.due + inwardReverseCharge[row.head],
    cash: row.cash + inwardReverseCharge[row.head],
  }));
  return {
    inwardReverseCharge,
    itcReverseCharge,
    outwardTaxable,
    outwardNil,
    interStateUnregistered: [...unregistered.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([pos, row]) => ({ pos, ...row })),
    itc,
    payable: rows,
    creditCarriedForward: left,
  };
}

const heads = (value: TaxHeads) => ({
  iamt: rupees(value.igst),
  camt: rupees(value.cgst),
  samt: rupees(value.sgst),
  csamt: 0,
});
const none = { iamt: 0, camt: 0, samt: 0, csamt: 0 };

/** The figures in the portal's GSTR-3B JSON layout. */
export function gstr3bJson(gstin: string, period: string, figures: Gstr3bFigures) {
  return {
    gstin,
    ret_period: period,
    sup_details: {
      osup_det: { txval: rupees(figures.outwardTaxable.taxable), ...heads(figures.outwardTaxable) },
      osup_zero: { txval: 0, iamt: 0, csamt: 0 },
      osup_nil_exmp: { txval: rupees(figures.outwardNil) },
      isup_rev: { txval: rupees(figures.inwardReverseCharge.taxable), ...heads(figures.inwardReverseCharge) },
      osup_nongst: { txval: 0 },
    },
    inter_sup: {
      unreg_details: figures.interStateUnregistered.map((row) => ({
        pos: row.pos,
        txval: rupees(row.taxable),
        iamt: rupees(row.igst),
      })),
      comp_details: [],
      uin_details: [],
    },
    itc_elg: {
      itc_avl: [
        { ty: 'IMPG', ...none },
        { ty: 'IMPS', ...none },
        { ty: 'ISRC', ...heads(figures.itcReverseCharge) },
        { ty: 'ISD', ...none },
        { ty: 'OTH', ...heads(figures.itc) },
      ],
      itc_rev: [
        { ty: 'RUL', ...none },
        { ty: 'OTH', ...none },
      ],
      itc_net: heads({
        cgst: figures.itc.cgst + figures.itcReverseCharge.cgst,
        sgst: figures.itc.sgst + figures.itcReverseCharge.sgst,
        igst: figures.itc.igst + figures.itcReverseCharge.igst,
      }),
      itc_inelg: [
        { ty: 'RUL', ...none },
        { ty: 'OTH', ...none },
      ],
    },
  };
}
