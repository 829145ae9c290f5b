import type { SupplyCategory } from '@bahi/domain';
import type { Db } from '../core/db/database';
import type { DateRange } from '../core/db/date-range';
import { type DocumentMoneyHeadsRow, documentMoneyHeads } from '../documents/document-heads';
import { isTaxInvoice } from './bill-of-supply-repository';
import { summedHeads } from './summed-heads';

// What the returns read from the books for one period: the invoices (cancelled ones too, for the
// document summary), their lines summed per invoice and GST rate, and the purchases that carry
// input tax credit.
// Every figure is a stored one: tax is never recomputed here.

export type PeriodRange = DateRange;

export type ReturnInvoiceRow = DocumentMoneyHeadsRow & {
  id: number;
  invoice_number: string;
  date: string;
  customer_id: number;
  customer_name: string;
  customer_gstin: string | null;
  /** The customer's GSTIN as the customer record has it now. */
  customer_gstin_now: string | null;
  /** The customer's GST scheme kept on the invoice when saved (a composition dealer's GSTIN looks regular). */
  customer_gst_scheme: 'regular' | 'composition' | null;
  place_of_supply: string;
  supply_type: 'intra' | 'inter';
  status: string;
  /** 1 for a tax invoice, 0 for a bill of supply (issued without a GSTIN: in no return). */
  tax_invoice: number | boolean;
};

/** Every invoice dated in the period, cancelled ones included, with its customer's GSTIN of today. */
export function findPeriodInvoices(db: Db, range: PeriodRange): Promise<ReturnInvoiceRow[]> {
  return periodInvoicesQuery(db, range).orderBy('invoices.id').execute();
}

/** The period's invoices as the returns read them (a ReturnInvoiceRow each), to narrow further. */
export function periodInvoicesQuery(db: Db, range: PeriodRange) {
  return db
    .selectFrom('invoices')
    .leftJoin('customers', 'customers.id', 'invoices.customer_id')
    .select([
      'invoices.id',
      'invoices.invoice_number',
      'invoices.date',
      'invoices.customer_id',
      'invoices.customer_name',
      'invoices.customer_gstin',
      'customers.gstin as customer_gstin_now',
      'invoices.customer_gst_scheme',
      'invoices.place_of_supply',
      'invoices.supply_type',
      'invoices.status',
      ...documentMoneyHeads('invoices'),
      isTaxInvoice('invoices').as('tax_invoice'),
    ])
    .where((eb) => eb.between('invoices.date', range.from, range.to));
}

/** Stored line amounts of one document summed at one GST rate and supply category. */
export type RateSumsRow = {
  gst_rate_bp: number;
  supply_category: SupplyCategory;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
};

export type InvoiceRateRow = RateSumsRow & { invoice_id: number };

/** The lines of the period's invoices that stand, summed per invoice, GST rate and supply category. */
export function findPeriodInvoiceRates(db: Db, range: PeriodRange): Promise<InvoiceRateRow[]> {
  return db
    .selectFrom('invoice_items')
    .select(['invoice_id', 'gst_rate_bp', 'supply_category', ...summedHeads('subtotal')])
    .where((eb) => eb.between('invoice_date', range.from, range.to))
    .where('counts', '=', 1)
    .groupBy(['invoice_id', 'gst_rate_bp', 'supply_category'])
    .orderBy('invoice_id')
    .orderBy('gst_rate_bp')
    .execute();
}

export type PurchaseCreditRow = { taxable: number; cgst: number; sgst: number; igst: number };

/**
 * Input tax credit of the period: purchases dated in it that stand, from suppliers with a GSTIN
 * (a bill without one carries no credit), summed per head.
 */
export function findPeriodPurchaseCredit(db: Db, range: PeriodRange): Promise<PurchaseCreditRow> {
  return db
    .selectFrom('purchases')
    .select([...summedHeads('total_amount', { orZero: true })])
    .where((eb) => eb.between('purchase_date', range.from, range.to))
    .where('status', '!=', 'Cancelled')
    .where('supplier_gstin', 'is not', null)
    .executeTakeFirstOrThrow();
}

/**
 * Input tax credit given back in the period: purchase returns dated in it that stand, against
 * suppliers with a GSTIN (their credit notes take the credit off), summed per head.
 */
export function findPeriodPurchaseReturnCredit(db: Db, range: PeriodRange): Promise<PurchaseCreditRow> {
  return db
    .selectFrom('purchase_returns')
    .select([...summedHeads('total_amount', { orZero: true })])
    .where((eb) => eb.between('date', range.from, range.to))
    .where('status', '=', 'Issued')
    .where('supplier_gstin', 'is not', null)
    .executeTakeFirstOrThrow();
}
