import { z } from 'zod';
import { type DocumentParty, documentPartyFields } from './document-header';
import { lineProductFields, lineTaxFields } from './document-lines';
import { fromDecimalDigits, hasNoControlCharacters, MAX_ID } from './fields';
import { gstSummaryEntrySchema, hsnSummaryEntrySchema, taxSplitSchema } from './invoice-detail';

// A correcting document: lines against one original document, each within what the original's
// line has left after earlier live corrections, priced at the original line's rates. Credit and
// debit notes correct a sales invoice, purchase returns a purchase; the schemas of both are made
// here from the names each gives its original, its party and its lines.

export const NOTE_STATUSES = ['Issued', 'Cancelled'] as const;
export type NoteStatus = (typeof NOTE_STATUSES)[number];

/** The longest reason a note keeps. */
export const NOTE_REASON_MAX_LENGTH = 200;

/** Why a note or a purchase return is issued: printed on it. */
export const reasonField = z
  .string({ error: (issue) => (issue.input == null ? 'Reason is required' : 'Reason must be text') })
  .trim()
  .min(1, { error: 'Reason is required', abort: true })
  .max(NOTE_REASON_MAX_LENGTH, `Reason must be at most ${NOTE_REASON_MAX_LENGTH} characters`)
  .refine(hasNoControlCharacters, 'Reason must not contain control characters');

/** An optional id in a list's query string, refused with `message` when it is not one. */
export function queryId(message: string) {
  return z.preprocess(
    (value) => (value === '' ? undefined : fromDecimalDigits(value)),
    z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message).optional(),
  );
}

/** What a correcting document calls itself and its original in its messages. */
type Names = { original: 'invoice' | 'purchase'; document: 'note' | 'return' };

/** The lines of a correcting document's input: at least one, at most 500. */
export function correctionLinesField<L extends z.ZodType>(line: L, names: Names) {
  return z
    .array(line, { error: 'Lines must be a list' })
    .min(1, `Choose at least one line of the ${names.original}`)
    .max(500, `A ${names.document} can have at most 500 lines`);
}

/**
 * Refuses a line of the original chosen twice, and whatever else `alsoCheck` finds wrong with a
 * line, in the order of the lines.
 */
export function checkCorrectionLines<K extends string, L extends { [P in K]: number }>(
  lines: readonly L[],
  lineKey: K,
  names: Names,
  context: z.RefinementCtx,
  alsoCheck: (line: L, index: number) => void = () => {},
): void {
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    if (seen.has(line[lineKey])) {
      context.addIssue({
        code: 'custom',
        path: ['lines', index, lineKey],
        message: `Each ${names.original} line can appear once on a ${names.document}`,
      });
    }
    seen.add(line[lineKey]);
    alsoCheck(line, index);
  });
}

/** PUT …/{id}/status of a correcting document: only cancelling, never deleting. */
export function cancelOnlyStatusSchema(documentName: string) {
  return z.object({
    status: z.literal('Cancelled', {
      error: `Status must be Cancelled (a ${documentName} is cancelled, never deleted)`,
    }),
  });
}

/** The header fields after the number and date: the reason, the status, the original and the party. */
export function correctionHeaderFields<const O extends string, R extends z.ZodType, P extends DocumentParty>(
  original: O,
  originalRef: R,
  party: P,
) {
  return {
    reason: z.string(),
    status: z.enum(NOTE_STATUSES),
    ...({ [original]: originalRef } as { [K in O]: R }),
    ...documentPartyFields(party),
  };
}

/** The id of the original's line a line corrects: invoice_item_id, purchase_item_id. */
function originalLineField<O extends Names['original']>(original: O) {
  return { [`${original}_item_id`]: z.number() } as { [K in `${O}_item_id`]: z.ZodNumber };
}

/** One line of a correcting document as answered: the original's line, the units and the tax. */
export function correctionItemSchema<const O extends Names['original']>(original: O) {
  return z.object({
    id: z.number(),
    line_no: z.number(),
    ...originalLineField(original),
    ...lineProductFields,
    /** Units taken back or sent back; 0 on a value note. */
    quantity: z.number(),
    ...lineTaxFields,
  });
}

/** What a correcting document's detail answers after its lines: its summaries, tax and words. */
export const correctionSummaryFields = {
  /** Keyed by GST rate ('12'), one entry per rate on the document. */
  gst_summary: z.record(z.string(), gstSummaryEntrySchema),
  /** Keyed by HSN code ('HSN@rate' when one HSN has two rates), as on invoices. */
  hsn_summary: z.record(z.string(), hsnSummaryEntrySchema),
  tax: taxSplitSchema,
  amount_in_words: z.string(),
};

/**
 * What each line of an original still has for a correcting document (after earlier live ones):
 * as on the original, and what is left of its units and taxable value. The original's lines are
 * named `${original}_item_id`; `extra` comes between the party and the lines.
 */
export function correctableDocumentSchema<
  const O extends Names['original'],
  R extends z.ZodType,
  P extends DocumentParty,
  E extends z.ZodRawShape = Record<never, never>,
>(original: O, originalRef: R, party: P, extra?: E) {
  const line = z.object({
    ...originalLineField(original),
    line_no: z.number(),
    ...lineProductFields,
    gst_rate: z.number(),
    quantity: z.number(),
    taxable_value: z.number(),
    remaining_quantity: z.number(),
    remaining_taxable_value: z.number(),
  });
  return z.object({
    ...({ [original]: originalRef } as { [Q in O]: R }),
    status: z.string(),
    ...documentPartyFields(party),
    ...(extra as E),
    lines: z.array(line),
  });
}
