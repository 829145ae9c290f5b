import {
  expenseLedgerOf,
  expenseVoucher,
  gstVoucher,
  moneyVoucher,
  type TallyGstDocument,
  type TallyMapping,
  type TallyPartyKey,
  type TallyVoucher,
} from '@bahi/domain';
import type { Db } from '../core/db/database';
import {
  findTallyInvoiceLines,
  findTallyInvoices,
  findTallyNoteLines,
  findTallyNotes,
  findTallyPurchaseLines,
  findTallyPurchaseReturnLines,
  findTallyPurchaseReturns,
  findTallyPurchases,
  type TallyDocumentRow,
  type TallyLineRow,
  type TallyRange,
} from './tally-documents-repository';
import { findTallyAllocations, findTallyExpenses, findTallyMoneyVouchers } from './tally-money-repository';

// The period's documents as Tally vouchers, in the order an accountant posts them: sales and
// their notes, purchases and their returns, then money in and out. Numbers may arrive as text on
// PostgreSQL, hence the Number() around each stored figure.

export type TallyNames = {
  parties: Map<TallyPartyKey, string>;
  products: Map<number, string>;
};

function linesByDocument(rows: TallyLineRow[], names: TallyNames) {
  const byDocument = new Map<number, TallyGstDocument['lines']>();
  for (const row of rows) {
    const id = Number(row.document_id);
    const lines = byDocument.get(id) ?? [];
    lines.push({
      stockItem: names.products.get(Number(row.product_id)) ?? `Product ${row.product_id}`,
      unit: row.unit,
      quantityMilli: Number(row.quantity_milli),
      rate: Number(row.rate),
      taxable: Number(row.subtotal),
    });
    byDocument.set(id, lines);
  }
  return byDocument;
}

function documentVouchers(
  kind: TallyGstDocument['kind'],
  rows: TallyDocumentRow[],
  lines: Map<number, TallyGstDocument['lines']>,
  names: TallyNames,
  mapping: TallyMapping,
): TallyVoucher[] {
  const partyKind = kind === 'purchases' || kind === 'purchase_returns' ? 'supplier' : 'customer';
  return rows.map((row) =>
    gstVoucher(
      {
        kind,
        date: row.date,
        number: row.number,
        billName: row.bill ?? row.number,
        reference: row.reference,
        party: names.parties.get(`${partyKind}:${Number(row.party_id)}`) ?? '',
        narration: kind === 'sales' || kind === 'purchases' ? '' : `Against ${row.bill ?? ''}`,
        taxable: Number(row.total_amount),
        cgst: Number(row.cgst_amount),
        sgst: Number(row.sgst_amount),
        igst: Number(row.igst_amount),
        grandTotal: Number(row.grand_total),
        lines: lines.get(Number(row.id)) ?? [],
      },
      mapping,
    ),
  );
}

async function gstDocumentVouchers(db: Db, range: TallyRange, names: TallyNames, mapping: TallyMapping) {
  const [invoices, invoiceLines, credits, debits, noteLines, purchases, purchaseLines, returns, returnLines] =
    await Promise.all([
      findTallyInvoices(db, range),
      findTallyInvoiceLines(db, range),
      findTallyNotes(db, range, 'credit'),
      findTallyNotes(db, range, 'debit'),
      findTallyNoteLines(db, range),
      findTallyPurchases(db, range),
      findTallyPurchaseLines(db, range),
      findTallyPurchaseReturns(db, range),
      findTallyPurchaseReturnLines(db, range),
    ]);
  const notes = linesByDocument(noteLines, names);
  return [
    ...documentVouchers('sales', invoices, linesByDocument(invoiceLines, names), names, mapping),
    ...documentVouchers('credit_notes', credits, notes, names, mapping),
    ...documentVouchers('debit_notes', debits, notes, names, mapping),
    ...documentVouchers('purchases', purchases, linesByDocument(purchaseLines, names), names, mapping),
    ...documentVouchers('purchase_returns', returns, linesByDocument(returnLines, names), names, mapping),
  ];
}

async function moneyVouchers(db: Db, range: TallyRange, names: TallyNames, mapping: TallyMapping) {
  const [vouchers, allocations, expenses] = await Promise.all([
    findTallyMoneyVouchers(db, range),
    findTallyAllocations(db, range),
    findTallyExpenses(db, range),
  ]);
  const billsOf = new Map<number, { name: string; amount: number }[]>();
  for (const row of allocations) {
    const id = Number(row.voucher_id);
    billsOf.set(id, [...(billsOf.get(id) ?? []), { name: row.bill ?? '', amount: Number(row.amount) }]);
  }
  const money = vouchers.map((row) =>
    moneyVoucher(
      {
        kind: row.kind === 'receipt' ? 'receipts' : 'payments',
        date: row.date,
        number: row.voucher_number,
        party:
          names.parties.get(
            row.kind === 'receipt'
              ? `customer:${Number(row.customer_id)}`
              : `supplier:${Number(row.supplier_id)}`,
          ) ?? '',
        cash: row.mode === 'cash',
        amount: Number(row.amount),
        narration: row.reference ?? '',
        bills: billsOf.get(Number(row.id)) ?? [],
      },
      mapping,
    ),
  );
  const paid = expenses.map((row) => {
    // Reverse-charge tax is not in the amount paid: the accountant posts it by journal in Tally.
    const claimed = Number(row.reverse_charge) === 1 ? 0 : 1;
    return expenseVoucher(
      {
        date: row.date,
        number: `EXP-${row.id}`,
        ledger: expenseLedgerOf(mapping, row.category),
        cash: row.mode === 'Cash',
        amount: Number(row.amount),
        // Credit only on a bill with the supplier's GSTIN (the heads are 0 otherwise): the rest
        // of the GST stays a cost in the expense ledger.
        cgst: claimed * Number(row.cgst_amount),
        sgst: claimed * Number(row.sgst_amount),
        igst: claimed * Number(row.igst_amount),
        narration: [row.payee, row.reference].filter(Boolean).join(', '),
      },
      mapping,
    );
  });
  return [...money, ...paid];
}

export async function periodTallyVouchers(
  db: Db,
  range: TallyRange,
  names: TallyNames,
  mapping: TallyMapping,
): Promise<TallyVoucher[]> {
  const [documents, money] = await Promise.all([
    gstDocumentVouchers(db, range, names, mapping),
    moneyVouchers(db, range, names, mapping),
  ]);
  return [...documents, ...money];
}
