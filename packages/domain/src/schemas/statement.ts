import { z } from 'zod';
import { isValidIsoDate } from '../dates';
import { dateAnswer } from './formats';

// A statement of account: every entry of one customer's (supplier's) account over a period with a
// running balance. Balance is what the party owes the shop (a supplier: what the shop owes it);
// for a customer bills are debits and money received credits, for a supplier the other way round.

export const STATEMENT_ENTRY_KINDS = [
  'opening_bill',
  'advance',
  'invoice',
  'credit_note',
  'debit_note',
  'receipt',
  'refund',
  'purchase',
  'purchase_return',
  'payment',
] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];

export const STATEMENT_ENTRY_LABELS: Record<StatementEntryKind, string> = {
  opening_bill: 'Opening bill',
  advance: 'Advance',
  invoice: 'Invoice',
  credit_note: 'Credit note',
  debit_note: 'Debit note',
  receipt: 'Receipt',
  refund: 'Refund',
  purchase: 'Purchase',
  purchase_return: 'Purchase return',
  payment: 'Payment',
};

const dateParam = (name: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: `${name} must be a date (YYYY-MM-DD)` })
      .refine(isValidIsoDate, `${name} must be a date (YYYY-MM-DD)`)
      .optional(),
  );

export const statementQuerySchema = z
  .object({ from: dateParam('from'), to: dateParam('to') })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'to must not be before from',
  });

export type StatementQuery = z.output<typeof statementQuerySchema>;

export const statementEntrySchema = z.object({
  date: dateAnswer(),
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  number: z.string(),
  /** Bills only: when it falls due (its own, or its date plus the party's credit days). */
  due_date: dateAnswer().nullable(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
});

export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementSchema = z.object({
  party: z.enum(['customers', 'suppliers']),
  party_id: z.number(),
  party_name: z.string(),
  party_email: z.string().nullable(),
  party_phone: z.string().nullable(),
  from: dateAnswer(),
  to: dateAnswer(),
  opening_balance: z.number(),
  entries: z.array(statementEntrySchema),
  total_debit: z.number(),
  total_credit: z.number(),
  closing_balance: z.number(),
});

export type Statement = z.infer<typeof statementSchema>;
