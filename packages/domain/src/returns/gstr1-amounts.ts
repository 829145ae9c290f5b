import { formatDateDmy } from '../dates';
import type { Paise } from '../money';
import type { Item, ItemDetail, PortalTaxAmounts, ReturnInvoice, ReturnTaxHeads } from './gstr1-types';

// The portal's spelling of the books' figures: rupees, percent, dd-mm-yyyy, the items of a
// document per rate, and a row's tax amounts.

/** Rupees as the portal reads them: a number with at most two decimals. */
export const rupees = (paise: Paise): number => paise / 100;
export const percent = (rateBp: number): number => rateBp / 100;
export const portalDate = (iso: string): string => formatDateDmy(iso).replaceAll('/', '-');

/** A row's taxable value and GST by head as the portal reads them (no cess). */
export function portalTaxAmounts(heads: ReturnTaxHeads): PortalTaxAmounts {
  return {
    txval: rupees(heads.taxable),
    iamt: rupees(heads.igst),
    camt: rupees(heads.cgst),
    samt: rupees(heads.sgst),
    csamt: 0,
  };
}

/**
 * A document's taxed rates as the portal's items: CGST and SGST within the state, else IGST. One
 * pass with no intermediate arrays: a busy month's b2b section makes over 100,000 of them.
 */
export function itemsOf(
  invoice: Pick<ReturnInvoice, 'rates' | 'supplyType'>,
  withHeads: 'split' | 'igst',
): Item[] {
  const items: Item[] = [];
  const igst = withHeads === 'igst' || invoice.supplyType === 'inter';
  for (const rate of invoice.rates) {
    if (!(rate.rateBp > 0)) continue;
    const detail: ItemDetail = { txval: rupees(rate.taxable), rt: percent(rate.rateBp), csamt: 0 };
    if (igst) detail.iamt = rupees(rate.igst);
    else {
      detail.camt = rupees(rate.cgst);
      detail.samt = rupees(rate.sgst);
    }
    items.push({ num: items.length + 1, itm_det: detail });
  }
  return items;
}

export function addHeads(a: ReturnTaxHeads, b: ReturnTaxHeads): ReturnTaxHeads {
  return {
    taxable: a.taxable + b.taxable,
    cgst: a.cgst + b.cgst,
    sgst: a.sgst + b.sgst,
    igst: a.igst + b.igst,
  };
}
