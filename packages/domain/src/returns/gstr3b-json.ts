import type { TaxHeads } from './credit-ledger';
import { rupees } from './gstr1';
import type { Gstr3bFigures, InterStateRow } from './gstr3b';

// GSTR-3B's figures (gstr3b.ts, in paise) in the portal's JSON layout, in rupees. The tables Bahi
// has nothing for (imports, ISD, ineligible credit) go as zeros, as the portal expects each row.

const heads = (value: TaxHeads) => ({
  iamt: rupees(value.igst),
  camt: rupees(value.cgst),
  samt: rupees(value.sgst),
  csamt: 0,
});
const none = { iamt: 0, camt: 0, samt: 0, csamt: 0 };
const interStateJson = (row: InterStateRow) => ({
  pos: row.pos,
  txval: rupees(row.taxable),
  iamt: rupees(row.igst),
});

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
      osup_nongst: { txval: rupees(figures.outwardNonGst) },
    },
    inter_sup: {
      unreg_details: figures.interStateUnregistered.map(interStateJson),
      comp_details: figures.interStateComposition.map(interStateJson),
      uin_details: figures.interStateUin.map(interStateJson),
    },
    itc_elg: {
      itc_avl: [
        { ty: 'IMPG', ...none },
        { ty: 'IMPS', ...none },
        { ty: 'ISRC', ...heads(figures.itcReverseCharge) },
        { ty: 'ISD', ...none },
        { ty: 'OTH', ...heads(figures.itcAvailable) },
      ],
      itc_rev: [
        { ty: 'RUL', ...none },
        { ty: 'OTH', ...heads(figures.itcReversed) },
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
