import { z } from 'zod';
import { formatIndianNumber, rupeesToPaise } from '../money';
import { amountField, optionalIdField, optionalText } from './fields';
import { isoDateField, requiredIdField } from './invoice';

// POST /api/receipts and POST /api/payments bodies (issue 9). A voucher records money received
// from a customer (receipt, RV-001 …) or paid to a supplier (payment, PV-001 …) and, optionally,
// the invoices, purchases or opening bills it settles with the amount applied to each (or, with
// allocate 'oldest_first', lets the server settle the party's oldest bills first). What it does not
// apply stays "on account": an advance that still counts towards the party's balance.

export const VOUCHER_KINDS = ['receipt', 'payment'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

export const VOUCHER_MODES = ['cash', 'upi', 'bank_transfer', 'cheque'] as const;
export type VoucherMode = (typeof VOUCHER_MODES)[number];

export const VOUCHER_MODE_LABELS: Record<VoucherMode, string> = {
  cash: 'Cash',
  upi: 'UPI',
  bank_transfer: 'Bank Transfer',
  cheque: 'Cheque',
};

const MODE_MESSAGE = 'Mode must be Cash, UPI, Bank Transfer or Cheque';
/** How many invoices or purchases one voucher may settle. */
export const MAX_VOUCHER_ALLOCATIONS = 200;

function positiveAmountField(label: string) {
  return amountField(label).refine((value) => value > 0, `${label} must be more than 0`);
}

/** How money moved: Cash, UPI, Bank Transfer or Cheque (vouchers and refunds). */
export const modeField = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.enum(VOUCHER_MODES, {
    error: (issue) => (issue.input === undefined ? 'Mode is required' : MODE_MESSAGE),
  }),
);

const voucherFields = {
  date: isoDateField('Date'),
  amount: positiveAmountField('Amount'),
  mode: modeField,
  cheque_number: optionalText('Cheque No', 30),
  reference: optionalText('Reference', 100),
};

type VoucherShape = {
  amount: number;
  mode: VoucherMode;
  cheque_number: string | null;
};

type DocumentField = 'invoice_id' | 'purchase_id';

/** How a voucher without allocations is applied: 'oldest_first' lets the server spread it over the party's open bills. */
export const ALLOCATION_MODES = ['manual', 'oldest_first'] as const;
export type AllocationMode = (typeof ALLOCATION_MODES)[number];

const allocateField = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.enum(ALLOCATION_MODES, { error: 'allocate must be manual or oldest_first' }).default('manual'),
);

/**
 * Rules across fields: a cheque needs its number, each document is settled once per voucher, and a
 * voucher that settles documents applies exactly its amount.
 */
function checkVoucher<K extends DocumentField>(documentField: K, documentLabel: string) {
  return (
    voucher: VoucherShape & {
      allocate: AllocationMode;
      allocations: readonly ({ amount: number; opening_bill_id: number | null } & Record<K, number | null>)[];
    },
    context: z.RefinementCtx,
  ) => {
    if (voucher.allocate === 'oldest_first' && voucher.allocations.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['allocate'],
        message: `Either list the ${documentLabel}s settled or let them be chosen oldest first, not both`,
      });
    }
    if (voucher.mode === 'cheque' && voucher.cheque_number === null) {
      context.addIssue({
        code: 'custom',
        path: ['cheque_number'],
        message: 'Cheque No is required for a cheque',
      });
    }
    const seen = new Set<string>();
    voucher.allocations.forEach((allocation, index) => {
      const id = allocation[documentField];
      const opening = allocation.opening_bill_id;
      if ((id === null) === (opening === null)) {
        context.addIssue({
          code: 'custom',
          path: ['allocations', index, documentField],
          message:
            id === null
              ? `${documentLabel[0]?.toUpperCase()}${documentLabel.slice(1)} is required`
              : `Name either the ${documentLabel} or the opening bill, not both`,
        });
        return;
      }
      const key = id === null ? `opening:${opening}` : `document:${id}`;
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['allocations', index, id === null ? 'opening_bill_id' : documentField],
          message:
            id === null ? 'This opening bill is already added.' : `This ${documentLabel} is already added.`,
        });
      }
      seen.add(key);
    });
    if (voucher.allocations.length === 0) return;
    const applied = voucher.allocations.reduce(
      (sum, allocation) => sum + rupeesToPaise(allocation.amount),
      0,
    );
    // What is not applied stays on account (an advance), offered on the party's next bills.
    if (applied > rupeesToPaise(voucher.amount)) {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `Amount must be at least the total applied to ${documentLabel}s (${formatIndianNumber(applied)})`,
      });
    }
  };
}

/** A cheque number only means something on a cheque; other modes drop a stale one. */
function dropStaleChequeNumber<T extends VoucherShape>(voucher: T): T {
  return voucher.mode === 'cheque' ? voucher : { ...voucher, cheque_number: null };
}

function allocationsField<S extends z.ZodType>(item: S, documentLabel: string) {
  return z
    .array(item, { error: `The ${documentLabel}s settled must be a list` })
    .max(MAX_VOUCHER_ALLOCATIONS, `A voucher can settle at most ${MAX_VOUCHER_ALLOCATIONS} ${documentLabel}s`)
    .optional()
    .transform((value) => value ?? []);
}

/** An opening bill of the party (opening balances), in place of an invoice or purchase. */
const openingBillIdField = optionalIdField('Opening bill');

export const receiptAllocationInputSchema = z.object({
  invoice_id: optionalIdField('Invoice'),
  opening_bill_id: openingBillIdField,
  amount: positiveAmountField('Amount'),
});

export const receiptInputSchema = z
  .object({
    ...voucherFields,
    customer_id: requiredIdField('Customer is required', 'Customer must be the id of a customer'),
    allocate: allocateField,
    allocations: allocationsField(receiptAllocationInputSchema, 'invoice'),
  })
  .superRefine(checkVoucher('invoice_id', 'invoice'))
  .transform(dropStaleChequeNumber);

export const paymentAllocationInputSchema = z.object({
  purchase_id: optionalIdField('Purchase'),
  opening_bill_id: openingBillIdField,
  amount: positiveAmountField('Amount'),
});

export const paymentInputSchema = z
  .object({
    ...voucherFields,
    supplier_id: requiredIdField('Supplier is required', 'Supplier must be the id of a supplier'),
    allocate: allocateField,
    allocations: allocationsField(paymentAllocationInputSchema, 'purchase'),
  })
  .superRefine(checkVoucher('purchase_id', 'purchase'))
  .transform(dropStaleChequeNumber);

export type ReceiptInput = z.input<typeof receiptInputSchema>;
export type ReceiptValues = z.output<typeof receiptInputSchema>;
export type PaymentInput = z.input<typeof paymentInputSchema>;
export type PaymentValues = z.output<typeof paymentInputSchema>;
