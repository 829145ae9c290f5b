import { rupeesToPaise } from '@bahi/domain';
import type { PaymentValues, ReceiptValues, VoucherKind, VoucherMode } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import type { PartyKind } from '../documents/party-repository';
import {
  findOpenInvoicesOfCustomer,
  findOpenPurchasesOfSupplier,
  lockInvoicesForSettlement,
  lockPurchasesForSettlement,
  type OpenDocumentRow,
  type SettledDocumentRow,
  type SettledSumRow,
  sumSettledOfInvoices,
  sumSettledOfPurchases,
} from '../documents/settled-documents-repository';

// Receipts (from customers, against invoices) and payments (to suppliers, against purchases) work
// alike; this names what differs between the two kinds.

export type VoucherKindInfo = {
  kind: VoucherKind;
  /** Series prefix: RV-001, PV-001. */
  prefix: string;
  label: string;
  partyKind: PartyKind;
  partyLabel: string;
  /** The request field naming the party ('customer_id'). */
  partyField: string;
  documentLabel: string;
  /** The allocation field naming a document ('invoice_id'). */
  documentField: string;
  /** What is left to settle, in words: 'left to receive'. */
  balanceWords: string;
  lockDocuments: (db: Db, ids: readonly number[]) => Promise<SettledDocumentRow[]>;
  sumSettled: (db: Db, ids: readonly number[]) => Promise<SettledSumRow[]>;
  findOpenDocuments: (db: Db, partyId: number) => Promise<OpenDocumentRow[]>;
};

export const RECEIPTS: VoucherKindInfo = {
  kind: 'receipt',
  prefix: 'RV',
  label: 'Receipt',
  partyKind: 'customers',
  partyLabel: 'Customer',
  partyField: 'customer_id',
  documentLabel: 'Invoice',
  documentField: 'invoice_id',
  balanceWords: 'left to receive',
  lockDocuments: lockInvoicesForSettlement,
  sumSettled: sumSettledOfInvoices,
  findOpenDocuments: findOpenInvoicesOfCustomer,
};

export const PAYMENTS: VoucherKindInfo = {
  kind: 'payment',
  prefix: 'PV',
  label: 'Payment',
  partyKind: 'suppliers',
  partyLabel: 'Supplier',
  partyField: 'supplier_id',
  documentLabel: 'Purchase',
  documentField: 'purchase_id',
  balanceWords: 'left to pay',
  lockDocuments: lockPurchasesForSettlement,
  sumSettled: sumSettledOfPurchases,
  findOpenDocuments: findOpenPurchasesOfSupplier,
};

export function kindInfoOf(kind: VoucherKind): VoucherKindInfo {
  return kind === 'receipt' ? RECEIPTS : PAYMENTS;
}

/** 'RV-001'; the series grows past 999 as 'RV-1000'. */
export function formatVoucherNumber(info: VoucherKindInfo, seq: number): string {
  return `${info.prefix}-${String(seq).padStart(3, '0')}`;
}

/** A validated voucher of either kind, money in paise. */
export type VoucherValues = {
  date: string;
  party_id: number;
  amount: number;
  mode: VoucherMode;
  cheque_number: string | null;
  reference: string | null;
  /** 'oldest_first': the server settles the party's oldest open bills (allocations is empty). */
  allocate: 'manual' | 'oldest_first';
  allocations: { document_id: number; amount: number }[];
  /** What it applies to the party's opening bills (opening balances). */
  opening_allocations: { opening_bill_id: number; amount: number }[];
};

export function receiptValues(input: ReceiptValues): VoucherValues {
  return {
    ...commonValues(input),
    party_id: input.customer_id,
    ...splitAllocations(input.allocations.map((a) => ({ ...a, document_id: a.invoice_id }))),
  };
}

export function paymentValues(input: PaymentValues): VoucherValues {
  return {
    ...commonValues(input),
    party_id: input.supplier_id,
    ...splitAllocations(input.allocations.map((a) => ({ ...a, document_id: a.purchase_id }))),
  };
}

/** Allocations to invoices (purchases) apart from those to opening bills, in paise. */
function splitAllocations(
  allocations: readonly { document_id: number | null; opening_bill_id: number | null; amount: number }[],
): Pick<VoucherValues, 'allocations' | 'opening_allocations'> {
  const documents: VoucherValues['allocations'] = [];
  const opening: VoucherValues['opening_allocations'] = [];
  for (const allocation of allocations) {
    const amount = rupeesToPaise(allocation.amount);
    if (allocation.document_id !== null) documents.push({ document_id: allocation.document_id, amount });
    else if (allocation.opening_bill_id !== null) {
      opening.push({ opening_bill_id: allocation.opening_bill_id, amount });
    }
  }
  return { allocations: documents, opening_allocations: opening };
}

function commonValues(input: ReceiptValues | PaymentValues) {
  return {
    allocate: input.allocate,
    date: input.date,
    amount: rupeesToPaise(input.amount),
    mode: input.mode,
    cheque_number: input.cheque_number,
    reference: input.reference,
  };
}
