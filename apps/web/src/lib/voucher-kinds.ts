import { paymentInputSchema, receiptInputSchema, type VoucherKind } from '@bahi/domain/schemas';
import type { z } from 'zod';

// What the screens call each kind of voucher (its calls are the contract's receiptRoutes and
// paymentRoutes).

export type VoucherKindText = {
  kind: VoucherKind;
  /** The screen that issues and shows one: /receiptvoucher. */
  route: '/receiptvoucher' | '/paymentvoucher';
  title: string;
  /** 'Receipt' */
  label: string;
  partyLabel: 'Customer' | 'Supplier';
  partyField: 'customer_id' | 'supplier_id';
  documentLabel: 'Invoice' | 'Purchase';
  documentField: 'invoice_id' | 'purchase_id';
  /** 'Received with thanks from' */
  partyCaption: string;
  amountLabel: string;
  schema: z.ZodType<unknown>;
};

export const RECEIPT_TEXT: VoucherKindText = {
  kind: 'receipt',
  route: '/receiptvoucher',
  title: 'Receipt Voucher',
  label: 'Receipt',
  partyLabel: 'Customer',
  partyField: 'customer_id',
  documentLabel: 'Invoice',
  documentField: 'invoice_id',
  partyCaption: 'Received with thanks from',
  amountLabel: 'Amount received',
  schema: receiptInputSchema,
};

export const PAYMENT_TEXT: VoucherKindText = {
  kind: 'payment',
  route: '/paymentvoucher',
  title: 'Payment Voucher',
  label: 'Payment',
  partyLabel: 'Supplier',
  partyField: 'supplier_id',
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
