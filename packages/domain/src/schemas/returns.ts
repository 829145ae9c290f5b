import { z } from 'zod';
import { RETURN_PERIOD_PATTERN } from '../returns/return-period';
import { amountField, isoDateField, recordVersion, requiredText, versionField } from './fields';
import { money } from './gstr1-json';

export { gstr1JsonSchema, gstr1UploadSchema } from './gstr1-json';
export {
  type Gstr1Preview,
  type Gstr3bAnswer,
  gstr1PreviewSchema,
  gstr3bSchema,
  returnProblemSchema,
} from './return-answers';

// GST returns: the period asked for, the shop's return settings and the returns marked filed. The
// answers are in gstr1-json.ts (GSTR-1 in the portal's upload format) and return-answers.ts (the
// GSTR-1 preview with its checks and tie-out; GSTR-3B).

const periodField = z
  .string({ error: 'Period is required (MMYYYY, e.g. 102025 for October 2025)' })
  .regex(RETURN_PERIOD_PATTERN, 'Period must be MMYYYY, e.g. 102025 for October 2025')
  .meta({ examples: ['062025'] });

/** ?period=MMYYYY */
export const returnQuerySchema = z.object({ period: periodField });

export const RETURN_FREQUENCIES = ['monthly', 'quarterly'] as const;

/** PUT /api/returns/settings body. */
export const returnSettingsInputSchema = z.object({
  frequency: z.enum(RETURN_FREQUENCIES, { error: 'Filing must be monthly or quarterly' }),
  hsn_split_from: z
    .string({ error: 'HSN split from is required (MMYYYY)' })
    .regex(RETURN_PERIOD_PATTERN, 'HSN split from must be a period MMYYYY, e.g. 052025'),
  hsn_digits: z.union([z.literal(4), z.literal(6)], { error: 'HSN digits must be 4 or 6' }),
  /** Unused input tax credit per head (rupees) the shop brings in; left as it is when omitted. */
  opening_credit: z
    .object({
      igst: amountField('Opening IGST credit'),
      cgst: amountField('Opening CGST credit'),
      sgst: amountField('Opening SGST credit'),
    })
    .optional(),
  /** The first period (MMYYYY) of the credit ledger, the opening credit standing at its start; null: the books' first month. */
  opening_credit_period: z
    .string()
    .regex(RETURN_PERIOD_PATTERN, 'Opening credit period must be MMYYYY, e.g. 042026')
    .nullable()
    .optional(),
  version: versionField(),
});

export const returnSettingsSchema = z.object({
  /** monthly, or quarterly for QRMP filers (the return covers the quarter, filed under its last month). */
  frequency: z.enum(RETURN_FREQUENCIES),
  /** First period whose HSN summary is split into B2B and B2C. */
  hsn_split_from: z.string(),
  /** HSN digits required: 4 up to Rs 5 crore turnover, 6 above. */
  hsn_digits: z.union([z.literal(4), z.literal(6)]),
  /** Opening credit per head, rupees, at the start of opening_credit_period. */
  opening_credit: z.object({ igst: money, cgst: money, sgst: money }),
  opening_credit_period: z.string().nullable(),
  /** False once a return is marked filed: the opening credit is then fixed. */
  opening_credit_editable: z.boolean(),
  updated_at: z.string(),
  version: recordVersion(),
});
export const RETURN_TYPES = ['GSTR1', 'GSTR3B'] as const;

/** POST /api/returns/filings: a return marked filed on the portal, with its date and ARN. */
export const filingInputSchema = z.object({
  return_type: z.enum(RETURN_TYPES, { error: 'Return must be GSTR1 or GSTR3B' }),
  period: periodField,
  filed_on: isoDateField('Filing date'),
  arn: z
    .string({ error: 'ARN is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{15}$/, 'ARN must be the 15 letters and digits the portal gave, e.g. AA220626012345B'),
});

/** POST /api/returns/filings/:id/unlock: the owner's reason, kept in the edit log. */
export const unlockInputSchema = z.object({ reason: requiredText('Reason', 500) });

export const filingSchema = z.object({
  id: z.number().int(),
  return_type: z.enum(RETURN_TYPES),
  period: z.string(),
  period_from: z.string(),
  period_to: z.string(),
  status: z.enum(['filed', 'unlocked']),
  filed_on: z.string(),
  arn: z.string(),
  unlock_reason: z.string().nullable(),
  updated_at: z.string(),
});

export type FilingInput = z.output<typeof filingInputSchema>;
export type Filing = z.output<typeof filingSchema>;

export type ReturnSettings = z.output<typeof returnSettingsSchema>;
export type ReturnSettingsInput = z.output<typeof returnSettingsInputSchema>;
