import type {
  Gstr1B2bInvoice,
  Gstr1B2clInvoice,
  Gstr1Note,
  Gstr1UnregisteredNote,
  PortalTaxAmounts,
  ReturnInvoice,
  ReturnNote,
} from './gstr1-types';

// What a GSTR-1 amends of earlier returns (Tables 9A, 9C and 10 of the form) in the upload
// format: each amended document names the number and date it was filed under; a B2C small
// amendment restates the totals of the month it was filed in.

/** The original invoice an amendment replaces, as it was filed. */
type OriginalInvoice = { oinum: string; oidt: string };
/** The original note an amendment replaces, as it was filed. */
type OriginalNote = { ont_num: string; ont_dt: string };

export type Gstr1B2baInvoice = Gstr1B2bInvoice & OriginalInvoice;
export type Gstr1B2claInvoice = Gstr1B2clInvoice & OriginalInvoice;
export type Gstr1CdnraNote = Gstr1Note & OriginalNote;
export type Gstr1CdnuraNote = Gstr1UnregisteredNote & OriginalNote;
/** One month's B2C small totals for a place of supply, per rate, as they now stand. */
export type Gstr1B2csa = {
  /** The period (MMYYYY) whose B2C small figures are restated. */
  omon: string;
  sply_ty: 'INTRA' | 'INTER';
  pos: string;
  typ: 'OE';
  itms: (PortalTaxAmounts & { rt: number })[];
};

export type Gstr1Amendments = {
  b2ba: { ctin: string; inv: Gstr1B2baInvoice[] }[];
  b2cla: { pos: string; inv: Gstr1B2claInvoice[] }[];
  b2csa: Gstr1B2csa[];
  cdnra: { ctin: string; nt: Gstr1CdnraNote[] }[];
  cdnura: Gstr1CdnuraNote[];
};

/** The figures of an invoice or note that GSTR-1 reports, as kept when its return was filed. */
export type ReportedDocument =
  | { kind: 'invoice'; values: ReturnInvoice }
  | { kind: 'note'; values: ReturnNote };

/**
 * A document of a filed period: what its return reported (`filed`, as last reported: by the
 * return of its period or by an amendment since) and what the books say now (`current`, null when
 * the document is no longer in the books or no longer dated in that period).
 */
export type FiledDocument = {
  /** The period (MMYYYY) whose return first reported it. */
  period: string;
  filed: ReportedDocument;
  current: ReportedDocument | null;
};
