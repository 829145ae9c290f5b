import { z } from 'zod';
import { RETURN_PERIOD_PATTERN } from '../returns/return-period';
import { MAX_ID } from './fields';
import { money } from './gstr1-json';

// GSTR-2B: the file as the portal gives it (POST /api/gstr2b takes it as it was downloaded), the
// month's matching against the books, and the accountant's decisions on it. The file's own fields
// keep the portal's names; what is not matched (isd, impg …) passes through untouched.

const GSTIN_SHAPE = /^[0-9]{2}[0-9A-Z]{13}$/;
const DMY = /^(\d{2})-(\d{2})-(\d{4})$/;

function isRealDmy(text: string): boolean {
  const match = DMY.exec(text);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dmyField = (label: string) =>
  z
    .string({ error: `${label} is required (dd-mm-yyyy)` })
    .refine(isRealDmy, `${label} must be a date dd-mm-yyyy`);
const portalAmount = (label: string) => z.number({ error: `${label} must be a number` }).optional();
const itemsField = z
  .array(
    z.looseObject({
      txval: portalAmount('Taxable value (txval)'),
      igst: portalAmount('IGST'),
      cgst: portalAmount('CGST'),
      sgst: portalAmount('SGST'),
      cess: portalAmount('Cess'),
    }),
  )
  .optional();
const numberField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(40, `${label} is too long`);
const supplierGstin = z
  .string({ error: 'Supplier GSTIN (ctin) is required' })
  .regex(GSTIN_SHAPE, 'Supplier GSTIN (ctin) must be 15 characters');

const invoiceEntry = z.looseObject({
  inum: numberField('Invoice number (inum)'),
  oinum: z.string().optional(),
  dt: dmyField('Invoice date (dt)'),
  items: itemsField,
});
const noteEntry = z.looseObject({
  ntnum: numberField('Note number (ntnum)'),
  ontnum: z.string().optional(),
  typ: z.enum(['C', 'D'], { error: 'Note type (typ) must be C or D' }).optional(),
  dt: dmyField('Note date (dt)'),
  items: itemsField,
});
const invoiceSection = z
  .array(
    z.looseObject({
      ctin: supplierGstin,
      trdnm: z.string().optional(),
      inv: z.array(invoiceEntry).optional(),
    }),
  )
  .optional();
const noteSection = z
  .array(
    z.looseObject({ ctin: supplierGstin, trdnm: z.string().optional(), nt: z.array(noteEntry).optional() }),
  )
  .optional();

/** POST /api/gstr2b body: the month's GSTR-2B JSON as downloaded from the portal. */
export const gstr2bFileSchema = z.looseObject({
  chksum: z.string().optional(),
  data: z.looseObject(
    {
      gstin: z
        .string({ error: 'The recipient GSTIN (gstin) is required' })
        .regex(GSTIN_SHAPE, 'The recipient GSTIN (gstin) must be 15 characters'),
      rtnprd: z
        .string({ error: 'The return period (rtnprd) is required' })
        .regex(RETURN_PERIOD_PATTERN, 'The return period (rtnprd) must be MMYYYY'),
      gendt: z.string().optional(),
      docdata: z.looseObject(
        { b2b: invoiceSection, b2ba: invoiceSection, cdnr: noteSection, cdnra: noteSection },
        { error: 'The documents (docdata) are missing' },
      ),
    },
    { error: 'This is not a GSTR-2B file from the GST portal: its data is missing' },
  ),
});
export type Gstr2bFile = z.output<typeof gstr2bFileSchema>;

const heads = z.object({ cgst: money, sgst: money, igst: money });

export const GSTR2B_STATUSES = [
  'exact',
  'suggested',
  'mismatch',
  'missing_in_2b',
  'missing_in_books',
] as const;
export const GSTR2B_ACTIONS = ['accept', 'link', 'claim_later'] as const;
export const GSTR2B_BOOKS_TYPES = ['purchase', 'purchase_return', 'expense'] as const;

/** The answer of an import: what was read and kept. */
export const gstr2bImportSchema = z.object({
  period: z.string(),
  gstin: z.string(),
  documents: z.number().int(),
  other_sections: z.array(z.object({ section: z.string(), entries: z.number().int() })),
  /** Decisions kept because their document is in the new file too, and those dropped. */
  decisions_kept: z.number().int(),
  decisions_dropped: z.number().int(),
  replaced: z.boolean(),
});

const twoBDocument = z.object({
  id: z.number().int(),
  section: z.enum(['b2b', 'b2ba', 'cdnr', 'cdnra']),
  kind: z.enum(['invoice', 'note']),
  note_type: z.enum(['C', 'D']).nullable(),
  supplier_gstin: z.string(),
  supplier_name: z.string(),
  number: z.string(),
  date: z.string(),
  taxable: money,
  ...heads.shape,
});
const booksDocument = z.object({
  type: z.enum(GSTR2B_BOOKS_TYPES),
  id: z.number().int(),
  number: z.string(),
  supplier_gstin: z.string(),
  supplier_name: z.string(),
  date: z.string(),
  taxable: money,
  ...heads.shape,
  /** Its month has no 2B imported, so its credit went by its date in that month's GSTR-3B. */
  claimed_by_date: z.boolean(),
});
const decision = z.object({
  id: z.number().int(),
  action: z.enum(GSTR2B_ACTIONS),
  claim_period: z.string().nullable(),
});

export const gstr2bRowSchema = z.object({
  status: z.enum(GSTR2B_STATUSES),
  /** The fields that differ: gstin, bill_number, date, taxable, cgst, sgst, igst. */
  differences: z.array(z.string()),
  two_b: twoBDocument.nullable(),
  books: booksDocument.nullable(),
  decision: decision.nullable(),
  /** The credit this pair brings to this month's GSTR-3B Table 4(A)(5). */
  credit: heads,
  /** A supplier's credit note the books lack: the purchase a return could be recorded against. */
  return_against_purchase_id: z.number().int().nullable(),
});
export type Gstr2bRowAnswer = z.output<typeof gstr2bRowSchema>;

export const gstr2bMatchingSchema = z.object({
  period: z.string(),
  imported: z
    .object({
      gstin: z.string(),
      generated_on: z.string().nullable(),
      imported_at: z.string(),
      other_sections: z.array(z.object({ section: z.string(), entries: z.number().int() })),
    })
    .nullable(),
  counts: z.record(z.enum(GSTR2B_STATUSES), z.number().int()),
  /** The credit of the matched pairs this month (4(A)(5) from purchases and expenses). */
  credit: heads,
  rows: z.array(gstr2bRowSchema),
});
export type Gstr2bMatching = z.output<typeof gstr2bMatchingSchema>;

const periodText = (label: string) =>
  z
    .string({ error: `${label} is required (MMYYYY)` })
    .regex(RETURN_PERIOD_PATTERN, `${label} must be MMYYYY, e.g. 102025 for October 2025`);

/** POST /api/gstr2b/decisions body. */
export const gstr2bDecisionInputSchema = z.object({
  two_b_id: z
    .number({ error: 'The 2B document is required' })
    .int()
    .min(1, 'The 2B document is required')
    .max(MAX_ID, 'There is no such 2B document'),
  action: z.enum(GSTR2B_ACTIONS, { error: 'Action must be accept, link or claim_later' }),
  /** link: the document of the books to pair it with. */
  books: z
    .object({
      type: z.enum(GSTR2B_BOOKS_TYPES, {
        error: 'Books document type must be purchase, purchase_return or expense',
      }),
      id: z.number({ error: 'Books document is required' }).int().min(1).max(MAX_ID),
    })
    .optional(),
  /** claim_later: the month whose GSTR-3B takes the credit (the next month when not given). */
  claim_period: periodText('Claim period').optional(),
});
export type Gstr2bDecisionInput = z.output<typeof gstr2bDecisionInputSchema>;

export const gstr2bDecisionSchema = z.object({
  id: z.number().int(),
  period: z.string(),
  kind: z.enum(['invoice', 'note']),
  supplier_gstin: z.string(),
  number: z.string(),
  action: z.enum(GSTR2B_ACTIONS),
  books_type: z.enum(GSTR2B_BOOKS_TYPES),
  books_id: z.number().int(),
  claim_period: z.string().nullable(),
  decided_at: z.string(),
});
export type Gstr2bDecisionAnswer = z.output<typeof gstr2bDecisionSchema>;

/** What GSTR-3B shows of the 2B: whether it governs the credit, and what waits or is held back. */
export const gstr3b2bSchema = z.object({
  /** Months of the period with a 2B imported: their credit comes from matched documents only. */
  months_with_2b: z.array(z.string()),
  matched_credit: heads,
  /** Credit held back from an earlier month's 2B ("claim later") and taken in this period. */
  claimed_later_credit: heads,
  /**
   * Bills of the books whose credit waits: not in any 2B yet ("2b": a later 2B may bring them), or
   * in one but not matched exactly and not yet accepted or linked ("decision").
   */
  waiting: z.array(booksDocument.extend({ waiting_for: z.enum(['2b', 'decision']) })),
  /** Matched pairs whose credit the accountant keeps for a later month. */
  held_back: z.array(
    z.object({ number: z.string(), supplier_gstin: z.string(), claim_period: z.string(), ...heads.shape }),
  ),
});
