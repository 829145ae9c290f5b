import { validateGstin } from '../gstin';
import type { Paise } from '../money';
import { PARTY_GSTIN_KINDS } from '../party-gstin';
import { UNITS } from '../schemas/units';
import { isKnownStateCode } from '../states';
import {
  addHeads,
  type Gstr1HsnRow,
  type Gstr1Json,
  isServiceHsn,
  type ReturnInvoice,
  type ReturnTaxHeads,
} from './gstr1';

// What the portal would refuse or what would not tie, found before the JSON is downloaded, each
// naming the record to fix. And the reconciliation of the return with the books.

/** A customer's GSTIN may be of any kind a customer may have (a UIN, a TDS or TCS registration). */
const customerGstin = (gstin: string) => validateGstin(gstin, PARTY_GSTIN_KINDS.customer);

/** Whether the problems below take an invoice's GSTIN as it is (false names the invoice or its customer). */
export const isValidCustomerGstin = (gstin: string): boolean => customerGstin(gstin).ok;

export type ReturnRecord = { kind: 'customer' | 'product' | 'invoice'; id: number; label: string };
export type ReturnProblem = { field: string; message: string; record?: ReturnRecord };

export type CheckedInvoice = ReturnInvoice & {
  id: number;
  customerId: number;
  customerName: string;
  /** The customer's GSTIN as the customer record has it now (the invoice keeps its own copy). */
  customerGstinNow: string | null;
};
export type SoldProduct = { id: number; name: string; hsn: string; unit: string };

const UQC_CODES: ReadonlySet<string> = new Set(UNITS.map((unit) => unit.code));

/**
 * Problems of the period's documents and products; `hsnDigits` is 4 or 6 (the turnover setting);
 * `isKnownHsn` answers whether the GST HSN/SAC master holds a code (the portal refuses others).
 */
export function findReturnProblems(
  invoices: CheckedInvoice[],
  products: SoldProduct[],
  hsnDigits: 4 | 6,
  isKnownHsn: (code: string) => boolean = () => true,
): ReturnProblem[] {
  const problems: ReturnProblem[] = [];
  const badCustomers = new Set<number>();
  for (const invoice of invoices) {
    if (invoice.cancelled) continue;
    const invoiceRecord = { kind: 'invoice', id: invoice.id, label: invoice.number } as const;
    if (invoice.gstin !== null && !customerGstin(invoice.gstin).ok) {
      const check = customerGstin(invoice.gstin);
      const reason = check.ok ? '' : check.reason;
      const now = invoice.customerGstinNow;
      if (now !== null && now !== invoice.gstin && customerGstin(now).ok) {
        // The customer was corrected after the invoice was issued: saving the invoice again
        // takes the customer's details as they are now.
        problems.push({
          field: 'gstin',
          message: `Invoice ${invoice.number} still carries the GSTIN ${invoice.gstin} (${reason}); ${invoice.customerName} now has ${now}: open the invoice, Edit and save it.`,
          record: invoiceRecord,
        });
      } else if (!badCustomers.has(invoice.customerId)) {
        badCustomers.add(invoice.customerId);
        problems.push({
          field: 'gstin',
          message: `GSTIN ${invoice.gstin} of ${invoice.customerName} (invoice ${invoice.number}): ${reason}`,
          record: { kind: 'customer', id: invoice.customerId, label: invoice.customerName },
        });
      }
    }
    if (!isKnownStateCode(invoice.placeOfSupply)) {
      problems.push({
        field: 'place_of_supply',
        message: `Invoice ${invoice.number} has no valid place of supply.`,
        record: invoiceRecord,
      });
    }
  }
  for (const product of products) {
    const record = { kind: 'product', id: product.id, label: product.name } as const;
    const digits = product.hsn.replace(/\D/g, '');
    if (digits.length === 0) {
      problems.push({ field: 'hsn_code', message: `${product.name} has no HSN code.`, record });
    } else if (digits.length < hsnDigits && !isServiceHsn(digits)) {
      problems.push({
        field: 'hsn_code',
        message: `${product.name}: HSN ${product.hsn} has fewer than the ${hsnDigits} digits the shop's turnover requires.`,
        record,
      });
    } else if (!isKnownHsn(digits)) {
      problems.push({
        field: 'hsn_code',
        message: `${product.name}: HSN ${product.hsn} is not in the GST HSN/SAC code list.`,
        record,
      });
    }
    if (!UQC_CODES.has(product.unit)) {
      problems.push({
        field: 'unit',
        message: `${product.name}: unit ${product.unit} is not one of the GST unit codes (UQC).`,
        record,
      });
    }
  }
  return problems;
}

export type TieRow = { label: string } & ReturnTaxHeads;
export type TieOut = { label: string; left: TieRow; right: TieRow; ties: boolean };

const ZERO: ReturnTaxHeads = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
const paise = (rupees: number): Paise => Math.round(rupees * 100);

type Portalish = { txval: number; iamt?: number; camt?: number; samt?: number };
/** Summed in place: a busy month's b2b section alone holds tens of thousands of items. */
function sumOf(items: Portalish[]): ReturnTaxHeads {
  const sum = { ...ZERO };
  for (const item of items) {
    sum.taxable += paise(item.txval);
    sum.cgst += paise(item.camt ?? 0);
    sum.sgst += paise(item.samt ?? 0);
    sum.igst += paise(item.iamt ?? 0);
  }
  return sum;
}
/** The items of every invoice of b2b or b2cl summed, without gathering them in arrays first. */
function sumOfInvoices(groups: { inv: { itms: { itm_det: Portalish }[] }[] }[]): ReturnTaxHeads {
  const sum = { ...ZERO };
  for (const group of groups)
    for (const invoice of group.inv)
      for (const { itm_det: item } of invoice.itms) {
        sum.taxable += paise(item.txval);
        sum.cgst += paise(item.camt ?? 0);
        sum.sgst += paise(item.samt ?? 0);
        sum.igst += paise(item.iamt ?? 0);
      }
  return sum;
}
const nilOf = (json: Gstr1Json, party: 'B2B' | 'B2C'): ReturnTaxHeads => ({
  ...ZERO,
  taxable: json.nil.inv
    .filter((row) => row.sply_ty.endsWith(party))
    .reduce((sum, row) => sum + paise(row.nil_amt) + paise(row.expt_amt) + paise(row.ngsup_amt), 0),
});
const sameHeads = (a: ReturnTaxHeads, b: ReturnTaxHeads) =>
  a.taxable === b.taxable && a.cgst === b.cgst && a.sgst === b.sgst && a.igst === b.igst;

const negate = (heads: ReturnTaxHeads): ReturnTaxHeads => ({
  taxable: -heads.taxable,
  cgst: -heads.cgst,
  sgst: -heads.sgst,
  igst: -heads.igst,
});

/** Notes as they move the books: a credit note takes away, a debit note adds. */
function signedNotes(notes: { ntty: 'C' | 'D'; itms: { itm_det: Portalish }[] }[]): ReturnTaxHeads {
  return notes.reduce<ReturnTaxHeads>((sum, note) => {
    const heads = sumOf(note.itms.map((item) => item.itm_det));
    return addHeads(sum, note.ntty === 'C' ? negate(heads) : heads);
  }, ZERO);
}

/** The sections' totals per head, as the JSON carries them (notes signed). */
export function sectionTotals(json: Gstr1Json) {
  const b2b = sumOfInvoices(json.b2b);
  const b2cl = sumOfInvoices(json.b2cl);
  const b2cs = sumOf(json.b2cs);
  const cdnr = signedNotes(json.cdnr.flatMap((buyer) => buyer.nt));
  const cdnur = signedNotes(json.cdnur);
  const nilB2b = nilOf(json, 'B2B');
  const nilB2c = nilOf(json, 'B2C');
  const hsnRows: { b2b: Gstr1HsnRow[]; b2c: Gstr1HsnRow[]; all: Gstr1HsnRow[] } =
    'data' in json.hsn
      ? { b2b: [], b2c: [], all: json.hsn.data }
      : { b2b: json.hsn.hsn_b2b, b2c: json.hsn.hsn_b2c, all: [...json.hsn.hsn_b2b, ...json.hsn.hsn_b2c] };
  return {
    b2b,
    b2cl,
    b2cs,
    cdnr,
    cdnur,
    nilB2b,
    nilB2c,
    hsnB2b: sumOf(hsnRows.b2b),
    hsnB2c: sumOf(hsnRows.b2c),
    hsn: sumOf(hsnRows.all),
  };
}

/**
 * The return against the books: the sections together (credit notes taken away, debit notes
 * added) equal the sales of the period less its notes, by the documents' own totals; the HSN
 * summary equals them too; and from the split on hsn_b2b equals b2b + cdnr (with 0% sales to
 * registered buyers) and hsn_b2c the rest (b2cl + b2cs + cdnur and 0% sales to unregistered ones).
 */
export function tieOutGstr1(json: Gstr1Json, books: ReturnTaxHeads): TieOut[] {
  const totals = sectionTotals(json);
  const registered = [totals.b2b, totals.cdnr, totals.nilB2b].reduce(addHeads, ZERO);
  const unregistered = [totals.b2cl, totals.b2cs, totals.cdnur, totals.nilB2c].reduce(addHeads, ZERO);
  const row = (label: string, heads: ReturnTaxHeads): TieRow => ({ label, ...heads });
  const tie = (label: string, left: TieRow, right: TieRow): TieOut => ({
    label,
    left,
    right,
    ties: sameHeads(left, right),
  });
  const sales = row('Sales less notes', books);
  const ties = [
    tie(
      'Sections against the books',
      row('b2b + b2cl + b2cs + cdnr + cdnur + nil', addHeads(registered, unregistered)),
      sales,
    ),
    tie('HSN summary against the books', row('HSN summary', totals.hsn), sales),
  ];
  if (!('data' in json.hsn)) {
    ties.push(
      tie(
        'hsn_b2b against b2b and cdnr',
        row('hsn_b2b', totals.hsnB2b),
        row('b2b + cdnr + nil to registered', registered),
      ),
      tie(
        'hsn_b2c against b2cl, b2cs and cdnur',
        row('hsn_b2c', totals.hsnB2c),
        row('b2cl + b2cs + cdnur + nil to unregistered', unregistered),
      ),
    );
  }
  return ties;
}
