import { z } from 'zod';
import { TALLY_LEDGER_ROLES, type TallyLedgerRole } from '../tally/tally-ledgers';
import { EXPENSE_CATEGORIES } from './expense';
import { optionalText, recordVersion, requiredText, versionField } from './fields';
import { dateAnswer } from './formats';

// The Tally export: the ledger names the accountant maps once, and the summary of an export.

const LEDGER_LABELS: Record<TallyLedgerRole, string> = {
  sales: 'Sales ledger',
  purchase: 'Purchase ledger',
  output_cgst: 'Output CGST ledger',
  output_sgst: 'Output SGST ledger',
  output_igst: 'Output IGST ledger',
  input_cgst: 'Input CGST ledger',
  input_sgst: 'Input SGST ledger',
  input_igst: 'Input IGST ledger',
  cash: 'Cash ledger',
  bank: 'Bank ledger',
  round_off: 'Round-off ledger',
};

const ledgerNames = <T extends z.ZodType>(field: (label: string) => T) =>
  z.object(
    Object.fromEntries(TALLY_LEDGER_ROLES.map((role) => [role, field(LEDGER_LABELS[role])])) as Record<
      TallyLedgerRole,
      T
    >,
  );

const expenseLedgerNames = <T extends z.ZodType>(field: (label: string) => T) =>
  z.object(
    Object.fromEntries(
      EXPENSE_CATEGORIES.map((category) => [category, field(`${category} ledger`)]),
    ) as Record<(typeof EXPENSE_CATEGORIES)[number], T>,
  );

/** PUT /api/tally/settings body. */
export const tallySettingsInputSchema = z.object({
  /** Tally's company name (SVCURRENTCOMPANY); blank imports into the company open in Tally. */
  company: optionalText('Company', 100),
  ledgers: ledgerNames((label) => requiredText(label, 100)),
  /** Blank: the category's own name. */
  expense_ledgers: expenseLedgerNames((label) => optionalText(label, 100)).partial(),
  version: versionField(),
});

export const tallySettingsSchema = z.object({
  company: z.string(),
  ledgers: ledgerNames(() => z.string()),
  /** Every expense category with the ledger it posts to. */
  expense_ledgers: expenseLedgerNames(() => z.string()),
  updated_at: z.string(),
  version: recordVersion(),
});

export const TALLY_VOUCHER_KINDS = [
  'sales',
  'credit_notes',
  'debit_notes',
  'purchases',
  'purchase_returns',
  'receipts',
  'payments',
  'expenses',
] as const;

export const tallySummarySchema = z.object({
  from: dateAnswer(),
  to: dateAnswer(),
  masters: z.object({
    customers: z.number().int(),
    suppliers: z.number().int(),
    stock_items: z.number().int(),
  }),
  /** Per kind of voucher: how many and their value (sum of debits), rupees. */
  vouchers: z.array(
    z.object({ kind: z.enum(TALLY_VOUCHER_KINDS), count: z.number().int(), value: z.number() }),
  ),
  /** Per mapped ledger (parties left out): debits and credits, rupees. */
  ledgers: z.array(z.object({ ledger: z.string(), debit: z.number(), credit: z.number() })),
});

export type TallySettingsInput = z.input<typeof tallySettingsInputSchema>;
export type TallySettingsValues = z.output<typeof tallySettingsInputSchema>;
export type TallySettings = z.output<typeof tallySettingsSchema>;
export type TallySummary = z.output<typeof tallySummarySchema>;
