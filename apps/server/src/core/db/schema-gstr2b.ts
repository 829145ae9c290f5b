import type { Generated } from 'kysely';

// GSTR-2B as imported from the portal, and the accountant's decisions on its matching (migration
// 2026-11-27T0700). Money in paise.

/** One month's 2B: the last file imported for it. */
export type Gstr2bImportTable = {
  id: Generated<number>;
  /** The file's rtnprd, MMYYYY. */
  period: string;
  /** The same month as YYYY-MM, for ranges. */
  month: string;
  /** The recipient GSTIN the file is for. */
  gstin: string;
  /** The portal's gendt, ISO, when the file says. */
  generated_on: string | null;
  /** JSON: the sections not matched (isd, impg …) as they came, with their counts. */
  other_sections: string;
  imported_at: string;
};

/** A supplier document of a month's 2B (b2b, b2ba, cdnr, cdnra). */
export type Gstr2bDocumentTable = {
  id: Generated<number>;
  import_id: number;
  section: 'b2b' | 'b2ba' | 'cdnr' | 'cdnra';
  kind: 'invoice' | 'note';
  /** C or D on a note. */
  note_type: 'C' | 'D' | null;
  supplier_gstin: string;
  supplier_name: string;
  number: string;
  date: string;
  /** On an amendment, the number of the document it replaces. */
  amends: string | null;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
};

/**
 * What the accountant decided about one 2B document, named by the month and the document itself
 * (kind, supplier GSTIN, number) so that it outlives a re-import of the month.
 */
export type Gstr2bDecisionTable = {
  id: Generated<number>;
  period: string;
  kind: 'invoice' | 'note';
  supplier_gstin: string;
  number: string;
  action: 'accept' | 'link' | 'claim_later';
  books_type: 'purchase' | 'purchase_return' | 'expense';
  books_id: number;
  /** claim_later: the month (MMYYYY) whose GSTR-3B takes the credit. */
  claim_period: string | null;
  claim_month: string | null;
  decided_at: string;
};
