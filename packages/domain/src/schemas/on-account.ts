import { z } from 'zod';
import { positiveAmountField } from './fields';
import { dateAnswer } from './formats';
import { requiredIdField } from './invoice-fields';

// Money a customer (supplier) has on account, offered on its next bills: what its receipts
// (payments) left unapplied and what of its opening advance is not applied yet. Applying it sets
// that money against chosen invoices (purchases): no new money, the party's balance unchanged, each
// bill's outstanding lowered.

/** Where money on account comes from, oldest first: an opening advance, then vouchers by date. */
export const onAccountSourceSchema = z.object({
  /** 'opening_advance': paid before the books start; 'voucher': what a receipt (payment) left unapplied. */
  kind: z.enum(['opening_advance', 'voucher']),
  id: z.number(),
  /** The voucher's number; null on an opening advance. */
  number: z.string().nullable(),
  date: dateAnswer(),
  /** What of it is still on account (rupees). */
  left: z.number(),
});

export type OnAccountSource = z.infer<typeof onAccountSourceSchema>;

export const partyOnAccountSchema = z.object({
  party_id: z.number(),
  /** The sum of the sources' left (rupees). */
  on_account: z.number(),
  sources: z.array(onAccountSourceSchema),
});

export type PartyOnAccount = z.infer<typeof partyOnAccountSchema>;

/** How many bills one application may settle. */
export const MAX_ON_ACCOUNT_BILLS = 200;

export const onAccountAllocationInputSchema = z.object({
  document_id: requiredIdField('Bill is required', 'Bill must be the id of an invoice or purchase'),
  amount: positiveAmountField('Amount'),
});

/** POST /api/customers/{id}/on-account and /api/suppliers/{id}/on-account. */
export const applyOnAccountInputSchema = z
  .object({
    allocations: z
      .array(onAccountAllocationInputSchema, { error: 'The bills to settle must be a list' })
      .min(1, 'Choose at least one bill to settle')
      .max(MAX_ON_ACCOUNT_BILLS, `At most ${MAX_ON_ACCOUNT_BILLS} bills at a time`),
  })
  .superRefine((input, context) => {
    const seen = new Set<number>();
    input.allocations.forEach((allocation, index) => {
      if (seen.has(allocation.document_id)) {
        context.addIssue({
          code: 'custom',
          path: ['allocations', index, 'document_id'],
          message: 'This bill is already added.',
        });
      }
      seen.add(allocation.document_id);
    });
  });

export type ApplyOnAccountInput = z.infer<typeof applyOnAccountInputSchema>;

/** What one application set against which bill, and the party's money on account after it. */
export const onAccountAppliedSchema = partyOnAccountSchema.extend({
  applied: z.array(
    z.object({
      document_id: z.number(),
      document_number: z.string(),
      source_kind: z.enum(['opening_advance', 'voucher']),
      source_id: z.number(),
      source_number: z.string().nullable(),
      amount: z.number(),
    }),
  ),
});

export type OnAccountApplied = z.infer<typeof onAccountAppliedSchema>;

/** POST /api/customers/{id}/on-account/take-back (suppliers the same): the bill the advance leaves. */
export const takeBackAdvanceInputSchema = z.object({
  document_id: requiredIdField('Bill is required', 'Bill must be the id of an invoice or purchase'),
});

export type TakeBackAdvanceInput = z.infer<typeof takeBackAdvanceInputSchema>;
