import { z } from 'zod';
import { dateAnswer } from './formats';
import { partySnapshotSchema, sellerSchema } from './invoice-detail';
import { listQuerySchema } from './list-query';
import { partySchema } from './party';
import { VOUCHER_KINDS, VOUCHER_MODES } from './vouchers';

// Shapes the voucher endpoints answer with (issue 9). Money is rupees (354.5).

const ID_MESSAGE = 'must be a whole number of at least 1';

function optionalQueryId(name: string) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: `${name} ${ID_MESSAGE}` })
      .int(`${name} ${ID_MESSAGE}`)
      .min(1, `${name} ${ID_MESSAGE}`)
      .max(2_147_483_647, `${name} ${ID_MESSAGE}`)
      .optional(),
  );
}

/** GET /api/vouchers: both kinds, or one; party_id narrows to one customer's or supplier's. */
export const voucherListQuerySchema = z.intersection(
  listQuerySchema,
  z.object({
    kind: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(VOUCHER_KINDS, { error: 'kind must be receipt or payment' }).optional(),
    ),
    party_id: optionalQueryId('party_id'),
  }),
);

export type VoucherListQuery = z.output<typeof voucherListQuerySchema>;

export const voucherListRowSchema = z.object({
  id: z.number(),
  kind: z.enum(VOUCHER_KINDS),
  voucher_number: z.string(),
  date: dateAnswer(),
  party_id: z.number(),
  party_name: z.string(),
  amount: z.number(),
  mode: z.enum(VOUCHER_MODES),
  cheque_number: z.string().nullable(),
  reference: z.string().nullable(),
  /** Numbers of the invoices or purchases the voucher settles, in the order it lists them. */
  settles: z.array(z.string()),
  created_at: z.string(),
});

export type VoucherListRow = z.infer<typeof voucherListRowSchema>;

export const voucherAllocationSchema = z.object({
  /** 'document': an invoice (receipts) or purchase (payments); 'opening_bill': a bill of the old books. */
  document_kind: z.enum(['document', 'opening_bill']),
  document_id: z.number(),
  document_number: z.string(),
  document_date: dateAnswer(),
  document_total: z.number(),
  amount: z.number(),
});

export const voucherDetailSchema = z.object({
  id: z.number(),
  kind: z.enum(VOUCHER_KINDS),
  voucher_number: z.string(),
  date: dateAnswer(),
  created_at: z.string(),
  party: partySnapshotSchema,
  seller: sellerSchema,
  amount: z.number(),
  amount_in_words: z.string(),
  mode: z.enum(VOUCHER_MODES),
  cheque_number: z.string().nullable(),
  reference: z.string().nullable(),
  allocations: z.array(voucherAllocationSchema),
  /** The part of the amount not applied to any invoice or purchase. */
  on_account: z.number(),
});

export type VoucherDetail = z.infer<typeof voucherDetailSchema>;
export type VoucherAllocation = z.infer<typeof voucherAllocationSchema>;

export const nextVoucherNumberSchema = z.object({ voucher_number: z.string() });

/** An invoice or purchase of a party with what is settled and what is left. */
export const openDocumentSchema = z.object({
  /** 'document': an invoice (purchase); 'opening_bill': a bill of the old books (opening balances). */
  kind: z.enum(['document', 'opening_bill']),
  id: z.number(),
  number: z.string(),
  date: dateAnswer(),
  /** Its own due date (opening bills), else its date plus the party's credit days; null without either. */
  due_date: dateAnswer().nullable(),
  grand_total: z.number(),
  settled: z.number(),
  balance: z.number(),
});

export type OpenDocument = z.infer<typeof openDocumentSchema>;

/** A customer's or supplier's account: billed (not cancelled) minus settled by vouchers. */
export const partyBalanceSchema = z.object({
  party_id: z.number(),
  billed: z.number(),
  settled: z.number(),
  balance: z.number(),
});

export type PartyBalance = z.infer<typeof partyBalanceSchema>;

/** A row of GET /api/customers and /api/suppliers: the party and its outstanding balance. */
export const partyListRowSchema = partySchema.extend({ balance: z.number() });

export type PartyListRow = z.infer<typeof partyListRowSchema>;
