import type { Paise } from '../money';
import type { SupplyCategory } from '../supply-category';

// What GSTR-1 is built from (the books' stored figures: paise and basis points) and the shapes of
// the portal's upload JSON it is built into (rupees and percent).

export type ReturnTaxHeads = { taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise };

/**
 * A document's lines summed at one GST rate; 0% lines also per supply category (the column of the
 * nil table and of GSTR-3B they go to). Left out, a 0% rate is nil-rated.
 */
export type ReturnRate = ReturnTaxHeads & { rateBp: number; category?: SupplyCategory };

export type ReturnInvoice = ReturnTaxHeads & {
  number: string;
  /** ISO date. */
  date: string;
  /** The buyer's GSTIN as printed on the invoice; null for an unregistered buyer. */
  gstin: string | null;
  /** The buyer is a composition dealer (its record says so; its GSTIN looks regular). */
  compositionBuyer?: boolean;
  /** Two-digit state code of the place of supply. */
  placeOfSupply: string;
  supplyType: 'intra' | 'inter';
  /** Invoice value (what the buyer pays), in paise. */
  value: Paise;
  cancelled: boolean;
  /** The invoice's lines summed per GST rate (basis points), 0% ones per supply category. */
  rates: ReturnRate[];
};

/**
 * A credit note (C: lowers what an invoice charged) or debit note (D: raises it) against one
 * invoice, with its own totals and its figures per GST rate, unsigned, at the invoice's rates and
 * place of supply.
 */
export type ReturnNote = ReturnTaxHeads & {
  number: string;
  /** ISO date. */
  date: string;
  type: 'C' | 'D';
  /** Note value (taxable + tax), paise, unsigned. */
  value: Paise;
  cancelled: boolean;
  invoice: Pick<
    ReturnInvoice,
    'number' | 'date' | 'gstin' | 'compositionBuyer' | 'placeOfSupply' | 'supplyType' | 'value'
  >;
  rates: ReturnRate[];
};

export type ReturnHsnRow = ReturnTaxHeads & {
  hsn: string;
  description: string;
  /** UQC of the lines' unit. */
  unit: string;
  rateBp: number;
  /** Whole thousandths of the unit. */
  quantityMilli: number;
  /** Sold to buyers with a GSTIN. */
  b2b: boolean;
};

export type Gstr1Settings = {
  sellerGstin: string;
  /** First period (MMYYYY) whose HSN summary is split into hsn_b2b and hsn_b2c. */
  hsnSplitFrom: string;
};

/** The amounts every taxed row of the portal's format carries, in rupees. */
export type PortalTaxAmounts = { txval: number; iamt: number; camt: number; samt: number; csamt: number };

/** One rate's amounts on a document: IGST, or CGST and SGST, never both. */
export type ItemDetail = Pick<PortalTaxAmounts, 'txval' | 'csamt'> &
  Partial<Pick<PortalTaxAmounts, 'iamt' | 'camt' | 'samt'>> & { rt: number };
export type Item = { num: number; itm_det: ItemDetail };

export type Gstr1B2clInvoice = { inum: string; idt: string; val: number; itms: Item[] };
/** A B2B invoice: as B2CL, with its place of supply, no reverse charge and a regular type. */
export type Gstr1B2bInvoice = Gstr1B2clInvoice & { pos: string; rchrg: 'N'; inv_typ: 'R' };
export type Gstr1B2cs = PortalTaxAmounts & {
  sply_ty: 'INTRA' | 'INTER';
  pos: string;
  typ: 'OE';
  rt: number;
};
export type Gstr1NilRow = {
  sply_ty: 'INTRB2B' | 'INTRAB2B' | 'INTRB2C' | 'INTRAB2C';
  nil_amt: number;
  expt_amt: number;
  ngsup_amt: number;
};
export type Gstr1HsnRow = PortalTaxAmounts & {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
};
export type Gstr1DocRow = {
  num: number;
  from: string;
  to: string;
  totnum: number;
  cancel: number;
  net_issue: number;
};

/** What a note's entry says in cdnr and cdnur alike. */
type Gstr1NoteEntry = {
  ntty: 'C' | 'D';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  itms: Item[];
};
export type Gstr1Note = Gstr1NoteEntry & { rchrg: 'N'; inv_typ: 'R' };
export type Gstr1UnregisteredNote = Gstr1NoteEntry & { typ: 'B2CL' };

export type Gstr1Json = {
  gstin: string;
  fp: string;
  version: 'GST3.0.4';
  hash: 'hash';
  b2b: { ctin: string; inv: Gstr1B2bInvoice[] }[];
  b2cl: { pos: string; inv: Gstr1B2clInvoice[] }[];
  b2cs: Gstr1B2cs[];
  cdnr: { ctin: string; nt: Gstr1Note[] }[];
  cdnur: Gstr1UnregisteredNote[];
  nil: { inv: Gstr1NilRow[] };
  hsn: { data: Gstr1HsnRow[] } | { hsn_b2b: Gstr1HsnRow[]; hsn_b2c: Gstr1HsnRow[] };
  doc_issue: { doc_det: { doc_num: number; docs: Gstr1DocRow[] }[] };
};
