import {
  expenseTax,
  financialYearOf,
  formatSelfInvoiceNumber,
  needsSelfInvoice,
  rupeesToPaise,
} from '@bahi/domain';
import type { ExpenseValues } from '@bahi/domain/schemas';
import { sql } from 'kysely';
import type { Db } from '../core/db/database';
import { findSettings } from '../core/shop/settings-repository';
import type { ExpenseRow, ExpenseValuesRow } from './expense-repository';

// The GST columns of an expense as saved: the tax by head worked out by the domain against the
// shop's state, and the self-invoice number a reverse-charge expense from a supplier without a
// GSTIN needs (kept once issued: a number is never given twice nor taken back).

/** Issues the next self-invoice position of a financial year (the counter row stays locked until commit). */
async function takeNextSelfInvoiceSeq(db: Db, financialYear: string): Promise<number> {
  const row = await db
    .insertInto('self_invoice_series')
    .values({ financial_year: financialYear, last_seq: 1 })
    .onConflict((oc) =>
      oc.column('financial_year').doUpdateSet({ last_seq: sql`self_invoice_series.last_seq + 1` }),
    )
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return Number(row.last_seq);
}

export async function expenseValuesRow(
  db: Db,
  values: ExpenseValues,
  current?: ExpenseRow,
): Promise<ExpenseValuesRow> {
  const seller = await findSettings(db);
  const amount = rupeesToPaise(values.amount);
  const gstAmount = rupeesToPaise(values.gst_amount);
  const tax = expenseTax({
    amount,
    gstAmount,
    gstRate: values.gst_rate,
    reverseCharge: values.reverse_charge,
    supplierGstin: values.supplier_gstin,
    supplierStateCode: values.supplier_state_code,
    sellerStateCode: seller.state_code,
  });
  let selfInvoice = current?.self_invoice_number ?? null;
  if (!selfInvoice && needsSelfInvoice(values.reverse_charge, values.supplier_gstin)) {
    const year = financialYearOf(values.date).label;
    selfInvoice = formatSelfInvoiceNumber(year, await takeNextSelfInvoiceSeq(db, year));
  }
  return {
    date: values.date,
    category: values.category,
    payee: values.payee,
    amount,
    gst_amount: gstAmount,
    mode: values.mode,
    reference: values.reference,
    note: values.note,
    supplier_gstin: values.supplier_gstin,
    supplier_state_code: values.supplier_state_code ?? values.supplier_gstin?.slice(0, 2) ?? null,
    bill_number: values.bill_number,
    bill_date: values.bill_date,
    gst_rate_bp: Math.round(values.gst_rate * 100),
    reverse_charge: values.reverse_charge ? 1 : 0,
    taxable: tax.taxable,
    cgst_amount: tax.cgst,
    sgst_amount: tax.sgst,
    igst_amount: tax.igst,
    self_invoice_number: selfInvoice,
  };
}
