import { type Gstr2bRow, rupees, type TaxCredit } from '@bahi/domain';
import type { Gstr2bRowAnswer } from '@bahi/domain/schemas';
import type { BooksDocument, MonthMatching, TwoBDocument } from './gstr2b-matching';
import { rowCredit } from './gstr2b-matching';
import type { Gstr2bWorksheet } from './gstr2b-worksheet';

// The 2B matching in rupees, as the API answers it.

export const creditInRupees = (credit: TaxCredit) => ({
  cgst: rupees(credit.cgst),
  sgst: rupees(credit.sgst),
  igst: rupees(credit.igst),
});

export function presentTwoB(doc: TwoBDocument) {
  return {
    id: doc.id,
    section: doc.section,
    kind: doc.kind,
    note_type: doc.noteType,
    supplier_gstin: doc.gstin,
    supplier_name: doc.supplierName,
    number: doc.number,
    date: doc.date,
    taxable: rupees(doc.taxable),
    ...creditInRupees(doc),
  };
}

export function presentBooks(doc: BooksDocument, importedMonths: Set<string>) {
  return {
    type: doc.type,
    id: doc.id,
    number: doc.number,
    supplier_gstin: doc.gstin,
    supplier_name: doc.supplierName,
    date: doc.date,
    taxable: rupees(doc.taxable),
    ...creditInRupees(doc),
    claimed_by_date: !importedMonths.has(doc.creditMonth),
  };
}

export function presentRow(
  matching: MonthMatching,
  row: Gstr2bRow,
  returnAgainst: number | null,
): Gstr2bRowAnswer {
  const twoB = matching.twoB.get(row.twoB ?? '');
  const books = matching.books.get(row.books ?? '');
  return {
    status: row.status,
    differences: row.differences,
    two_b: twoB ? presentTwoB(twoB) : null,
    books: books ? presentBooks(books, matching.importedMonths) : null,
    decision: row.decision
      ? { id: row.decision.id, action: row.decision.action, claim_period: row.decision.claimPeriod }
      : null,
    credit: creditInRupees(rowCredit(matching, row)),
    return_against_purchase_id: returnAgainst,
  };
}

/** The 2B part of the GSTR-3B worksheet. */
export function presentWorksheet(worksheet: Gstr2bWorksheet) {
  return {
    months_with_2b: worksheet.monthsWith2b,
    matched_credit: creditInRupees(worksheet.matchedCredit),
    claimed_later_credit: creditInRupees(worksheet.claimedLaterCredit),
    waiting: worksheet.waiting.map(({ doc, waitingFor }) => ({
      ...presentBooks(doc, worksheet.importedMonths),
      waiting_for: waitingFor,
    })),
    held_back: worksheet.heldBack.map((row) => ({
      number: row.number,
      supplier_gstin: row.gstin,
      claim_period: row.claimPeriod,
      ...creditInRupees(row.credit),
    })),
  };
}
