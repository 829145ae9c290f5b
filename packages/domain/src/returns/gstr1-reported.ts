import type { FiledDocument, ReportedDocument } from './gstr1-amendment-types';
import type { ReturnInvoice, ReturnNote } from './gstr1-types';

// What a filed GSTR-1 reported of each invoice and note (kept when it is marked filed), and whether
// the books still say it: the figures picked in a fixed order, so equal figures compare equal.

/** An invoice's number, date, buyer, place, supply and value, in a fixed order. */
function saleOf(invoice: ReturnNote['invoice']): ReturnNote['invoice'] {
  return {
    number: invoice.number,
    date: invoice.date,
    gstin: invoice.gstin,
    placeOfSupply: invoice.placeOfSupply,
    supplyType: invoice.supplyType,
    value: invoice.value,
  };
}

/** The figures GSTR-1 reports of an invoice, in a fixed order (what is kept and compared). */
export function reportedInvoiceOf(invoice: ReturnInvoice): ReturnInvoice {
  return {
    ...saleOf(invoice),
    cancelled: invoice.cancelled,
    taxable: invoice.taxable,
    cgst: invoice.cgst,
    sgst: invoice.sgst,
    igst: invoice.igst,
    rates: ratesOf(invoice.rates),
  };
}

/** The figures GSTR-1 reports of a note, in a fixed order (what is kept and compared). */
export function reportedNoteOf(note: ReturnNote): ReturnNote {
  const { invoice } = note;
  return {
    number: note.number,
    date: note.date,
    type: note.type,
    value: note.value,
    cancelled: note.cancelled,
    taxable: note.taxable,
    cgst: note.cgst,
    sgst: note.sgst,
    igst: note.igst,
    invoice: saleOf(invoice),
    rates: ratesOf(note.rates),
  };
}

function ratesOf(rates: ReturnInvoice['rates']): ReturnInvoice['rates'] {
  return [...rates]
    .sort((a, b) => a.rateBp - b.rateBp)
    .map((rate) => ({
      rateBp: rate.rateBp,
      taxable: rate.taxable,
      cgst: rate.cgst,
      sgst: rate.sgst,
      igst: rate.igst,
    }));
}

/**
 * What is compared. A note's entry names neither its invoice's number nor its value, so an edit
 * of the invoice alone does not amend the note (its value still decides B2CL, checked apart).
 */
function normalised(document: ReportedDocument): string {
  if (document.kind === 'invoice') return JSON.stringify(reportedInvoiceOf(document.values));
  const { invoice, ...note } = reportedNoteOf(document.values);
  const { number: _number, date: _date, value: _value, ...buyer } = invoice;
  return JSON.stringify({ ...note, invoice: buyer });
}

/** Whether the books still say what was filed. */
export function reportsAsFiled(document: FiledDocument): boolean {
  return document.current !== null && normalised(document.filed) === normalised(document.current);
}
