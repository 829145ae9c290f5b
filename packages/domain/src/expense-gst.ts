import { computeGroupTax } from './gst';
import type { Paise } from './money';

// GST on an expense (docs/gst-rules.md, "Expenses with GST"). A bill from a supplier with a GSTIN
// carries the tax in its amount: that tax is input tax credit, split by the supplier's state
// (CGST and SGST within the shop's state, IGST from another). Under reverse charge (a goods
// transport agency, an advocate) the supplier charges no tax: the shop owes it on the amount paid,
// at the rate of the service, and may take the same tax back as credit. A reverse-charge purchase
// from a supplier without a GSTIN needs a self-invoice from the shop, in its own series.

/** Categories whose expenses are under reverse charge unless the expense says otherwise. */
export const REVERSE_CHARGE_CATEGORIES: readonly string[] = ['Transport', 'Professional Fees'];

export function reverseChargeByDefault(category: string): boolean {
  return REVERSE_CHARGE_CATEGORIES.includes(category);
}

export type ExpenseGstInput = {
  amount: Paise;
  /** GST included in the amount, as on the bill (0 under reverse charge). */
  gstAmount: Paise;
  /** Percent, e.g. 5 or 18 (0 when not given). */
  gstRate: number;
  reverseCharge: boolean;
  supplierGstin: string | null;
  supplierStateCode: string | null;
  sellerStateCode: string;
};

export type ExpenseTax = {
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  supplyType: 'intra' | 'inter';
};

export function expenseTax(input: ExpenseGstInput): ExpenseTax {
  const supplierState = input.supplierGstin?.slice(0, 2) ?? input.supplierStateCode ?? input.sellerStateCode;
  const supplyType = supplierState === input.sellerStateCode ? 'intra' : 'inter';
  if (input.reverseCharge) {
    const { cgst, sgst, igst } = computeGroupTax(input.amount, input.gstRate, supplyType);
    return { taxable: input.amount, cgst, sgst, igst, supplyType };
  }
  const taxable = input.amount - input.gstAmount;
  // Without the supplier's GSTIN the bill's GST cannot be claimed: it stays a cost.
  if (!input.supplierGstin) return { taxable, cgst: 0, sgst: 0, igst: 0, supplyType };
  if (supplyType === 'inter') return { taxable, cgst: 0, sgst: 0, igst: input.gstAmount, supplyType };
  const cgst = Math.ceil(input.gstAmount / 2);
  return { taxable, cgst, sgst: input.gstAmount - cgst, igst: 0, supplyType };
}

/** Whether the shop must issue a self-invoice: reverse charge on a supplier without a GSTIN. */
export function needsSelfInvoice(reverseCharge: boolean, supplierGstin: string | null): boolean {
  return reverseCharge && !supplierGstin;
}

/** 'SI', the financial year's label and the position: 'SI/25-26/0001'. */
export function formatSelfInvoiceNumber(financialYear: string, seq: number): string {
  return `SI/${financialYear}/${String(seq).padStart(4, '0')}`;
}
