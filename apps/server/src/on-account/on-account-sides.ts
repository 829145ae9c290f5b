import type { Db } from '../core/db/database';
import type { PartyKind } from '../documents/party-repository';
import {
  lockInvoicesForSettlement,
  lockPurchasesForSettlement,
  type SettledDocumentRow,
  type SettledSumRow,
  sumSettledOfInvoices,
  sumSettledOfPurchases,
} from '../documents/settled-documents-repository';
import type { OnAccountSide } from './on-account-repository';

// A customer's money on account settles its invoices; a supplier's, its purchases. This names what
// differs between the two.

export type OnAccountKind = PartyKind;

export type OnAccountSideInfo = OnAccountSide & {
  partyKind: PartyKind;
  partyLabel: 'Customer' | 'Supplier';
  documentLabel: 'Invoice' | 'Purchase';
  recordType: 'invoice' | 'purchase';
  /** What is left to settle, in words. */
  balanceWords: string;
  lockDocuments: (db: Db, ids: readonly number[]) => Promise<SettledDocumentRow[]>;
  sumSettled: (db: Db, ids: readonly number[]) => Promise<SettledSumRow[]>;
};

const CUSTOMERS: OnAccountSideInfo = {
  party: 'customer_id',
  voucherKind: 'receipt',
  document: 'invoice_id',
  partyKind: 'customers',
  partyLabel: 'Customer',
  documentLabel: 'Invoice',
  recordType: 'invoice',
  balanceWords: 'left to receive',
  lockDocuments: lockInvoicesForSettlement,
  sumSettled: sumSettledOfInvoices,
};

const SUPPLIERS: OnAccountSideInfo = {
  party: 'supplier_id',
  voucherKind: 'payment',
  document: 'purchase_id',
  partyKind: 'suppliers',
  partyLabel: 'Supplier',
  documentLabel: 'Purchase',
  recordType: 'purchase',
  balanceWords: 'left to pay',
  lockDocuments: lockPurchasesForSettlement,
  sumSettled: sumSettledOfPurchases,
};

export function sideOf(kind: OnAccountKind): OnAccountSideInfo {
  return kind === 'customers' ? CUSTOMERS : SUPPLIERS;
}
