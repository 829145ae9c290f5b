import { itemsOf, portalDate, rupees } from './gstr1-amounts';
import { b2clLimitOn } from './gstr1-sales';
import type { Gstr1Json, Gstr1Note, Gstr1UnregisteredNote, ReturnNote } from './gstr1-types';

// GSTR-1's sections of credit and debit notes: cdnr (registered buyers) and cdnur (B2C large
// sales); the rest are netted into b2cs with the sales.

export type NoteSection = 'cdnr' | 'cdnur' | 'b2cs';

/**
 * Where a note goes: to registered buyers cdnr; against a B2C large sale (unregistered,
 * inter-state, and the larger of the note's and the invoice's value above the limit of the
 * invoice's date) cdnur; every other note is netted into b2cs.
 */
export function noteSectionOf(note: Pick<ReturnNote, 'invoice' | 'value'>): NoteSection {
  const { invoice } = note;
  if (invoice.gstin) return 'cdnr';
  const larger = Math.max(note.value, invoice.value);
  if (invoice.supplyType === 'inter' && larger > b2clLimitOn(invoice.date)) return 'cdnur';
  return 'b2cs';
}

function noteEntry(note: ReturnNote) {
  return {
    ntty: note.type,
    nt_num: note.number,
    nt_dt: portalDate(note.date),
    val: rupees(note.value),
    pos: note.invoice.placeOfSupply,
  };
}

export function cdnrSection(notes: ReturnNote[]): Gstr1Json['cdnr'] {
  const byBuyer = new Map<string, Gstr1Note[]>();
  for (const note of notes) {
    const itms = itemsOf({ rates: note.rates, supplyType: note.invoice.supplyType }, 'split');
    if (itms.length === 0) continue;
    const gstin = note.invoice.gstin ?? '';
    byBuyer.set(gstin, [
      ...(byBuyer.get(gstin) ?? []),
      { ...noteEntry(note), rchrg: 'N', inv_typ: 'R', itms },
    ]);
  }
  return [...byBuyer.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([ctin, nt]) => ({ ctin, nt }));
}

export function cdnurSection(notes: ReturnNote[]): Gstr1UnregisteredNote[] {
  return notes
    .map((note) => ({
      typ: 'B2CL' as const,
      ...noteEntry(note),
      itms: itemsOf({ rates: note.rates, supplyType: 'inter' }, 'igst'),
    }))
    .filter((note) => note.itms.length > 0);
}
