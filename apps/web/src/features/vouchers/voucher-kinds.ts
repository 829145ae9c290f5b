import { paymentInputSchema, receiptInputSchema, type VoucherKind } from '@bahi/domain/schemas';
import type { z } from 'zod';

// What the screens call each kind of voucher and where its calls live (issue 9).

export type VoucherKindText = {
  kind: VoucherKind;
  /** API collection: /api/receipts. */
  apiPath: 'receipts' | 'payments';
  /** The screen that issues and shows one: /receiptvoucher. */
  route: '/receiptvoucher' | '/paymentvoucher';
  title: string;
  /** 'Receipt' */
  label: string;
  partyLabel: 'Customer' | 'Supplier';
  partyField: 'customer_id' | 'supplier_id';
  /** Where the party's open documents are listed. */
  openDocumentsPath: (partyId: number) => string;
  documentLabel: 'Invoice' | 'Purchase';
  documentField: 'invoice_id' | 'purchase_id';
  /** 'Received with thanks from' */
  partyCaption: string;
  amountLabel: string;
  schema: z.ZodType<unknown>;
};

export const RECEIPT_TEXT: VoucherKindText = {
  kind: 'receipt',
  apiPath: 'receipts',
  route: '/receiptvoucher',
  title: 'Receipt Voucher',
  label: 'Receipt',
  partyLabel: 'Customer',
  partyField: 'customer_id',
  openDocumentsPath: (id) => `customers/${id}/open-invoices`,
  documentLabel: 'Invoice',
  documentField: 'invoice_id',
  partyCaption: 'Received with thanks from',
  amountLabel: 'Amount received',
  schema: receiptInputSchema,
};

export const PAYMENT_TEXT: VoucherKindText = {
  kind: 'payment',
  apiPath: 'payments',
  route: '/paymentvoucher',
  title: 'Payment Voucher',
  label: 'Payment',
  partyLabel: 'Supplier',
  partyField: 'supplier_id',
  openDocumentsPath: (id) => `suppliers/${id}/open-purchases`,
  documentLabel: 'Purchase',
  documentField: 'purchase_id',
  partyCaption: 'Paid to',
  amountLabel: 'Amount paid',
  schema: paymentInputSchema,
};

export function voucherKindText(kind: VoucherKind): VoucherKindText {
  return kind === 'receipt' ? RECEIPT_TEXT : PAYMENT_TEXT;
}

/** The screen showing one voucher: /receiptvoucher?id=12. */
export function voucherPath(kind: VoucherKind, id: number): string {
  return `${voucherKindText(kind).route}?id=${id}`;
}
