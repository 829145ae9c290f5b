import { z } from 'zod';
import { fromDecimalDigits, MAX_ID } from './fields';
import { dateText } from './formats';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './list-query';

// The edit log: one entry per create, edit, status change, cancel or delete of a record, with who,
// when, from where, and the record before and after (docs/product.md, "Edit log").

/**
 * Every kind of record the edit log names, with its label on screen: one entry per kind, from which
 * RECORD_TYPES and the API's enum follow.
 */
export const RECORD_TYPE_LABELS = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  debit_note: 'Debit note',
  purchase: 'Purchase',
  purchase_return: 'Purchase return',
  purchase_value_note: 'Purchase value note',
  refund: 'Refund',
  opening_bill: 'Opening balance',
  receipt: 'Receipt',
  payment: 'Payment',
  expense: 'Expense',
  gst_rate: 'GST rate',
  category: 'Category',
  product: 'Product',
  customer: 'Customer',
  supplier: 'Supplier',
  settings: 'Settings',
  user: 'User',
  /** Failed sign-ins and lock-outs, by the email asked for (whether or not an account has it). */
  sign_in: 'Sign-in',
  api_token: 'API token',
  sign_in_settings: 'Sign-in settings',
  backup: 'Backup',
  email_settings: 'E-mail settings',
  price_level: 'Price level',
  customer_price_list: 'Customer price list',
  return_settings: 'Return settings',
  e_document_settings: 'E-way bill and e-invoice settings',
  eway_bill: 'E-way bill',
  e_invoice: 'E-invoice',
  tally_settings: 'Tally settings',
  return_filing: 'Return filing',
  /** A month's GSTR-2B imported (record id: the period MMYYYY) and the accountant's decisions on its matching. */
  gstr2b: 'GSTR-2B',
  gstr2b_decision: 'GSTR-2B decision',
  /** The edit log itself: the daily check of its hash chain found a broken link (record id: that entry). */
  edit_log: 'Edit log',
} as const satisfies Record<string, string>;
export type RecordType = keyof typeof RECORD_TYPE_LABELS;
export const RECORD_TYPES = Object.keys(RECORD_TYPE_LABELS) as [RecordType, ...RecordType[]];

/** Every action the edit log records, with its label on screen; AUDIT_ACTIONS follows. */
export const AUDIT_ACTION_LABELS = {
  create: 'Created',
  update: 'Edited',
  status: 'Status changed',
  cancel: 'Cancelled',
  delete: 'Deleted',
  password: 'Password set',
  revoke: 'Revoked',
  restore: 'Restored',
  unlock: 'Unlocked',
  sign_in_failed: 'Sign-in failed',
  lock_out: 'Locked out',
  password_failed: 'Wrong current password',
  /** A document sent by e-mail (its copy of the sending stays on the document too). */
  email: 'E-mailed',
  check_failed: 'Check failed',
  /** A bill saved over the customer's credit limit or with their bills past due, after the question. */
  credit_override: 'Credit limit overridden',
  /** Money on account (a voucher's unapplied part, an opening advance) set against a bill. */
  on_account: 'On account applied',
  /** An opening advance taken back off a bill it was applied to. */
  on_account_back: 'On account taken back',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** When, as an ISO timestamp (UTC). */
  at: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  token_name: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  record_type: z.enum(RECORD_TYPES),
  record_id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});

function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

const dateFilter = (name: string) =>
  z.preprocess(blankToUndefined, dateText(`${name} must be a date (YYYY-MM-DD)`).optional());

const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    fromDecimalDigits,
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
};

/** Filters of GET /api/audit-log: India's days from/to, the user, the record type and id. */
export const auditQuerySchema = z
  .object({
    from: dateFilter('from'),
    to: dateFilter('to'),
    user_id: z.preprocess(blankToUndefined, wholeNumber('user_id', 1, MAX_ID).optional()),
    record_type: z.preprocess(
      blankToUndefined,
      z.enum(RECORD_TYPES, { error: `record_type must be one of ${RECORD_TYPES.join(', ')}` }).optional(),
    ),
    record_id: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'record_id must be text' })
        .trim()
        .max(50, 'record_id must be at most 50 characters')
        .optional(),
    ),
    offset: z.preprocess(blankToUndefined, wholeNumber('offset', 0, 1_000_000_000).default(0)),
    limit: z.preprocess(blankToUndefined, wholeNumber('limit', 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['to'],
  });

export type AuditEntry = z.output<typeof auditEntrySchema>;
export type AuditQuery = z.output<typeof auditQuerySchema>;
export type AuditQueryInput = z.input<typeof auditQuerySchema>;
