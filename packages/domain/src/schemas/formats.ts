import { z } from 'zod';
import { isValidIsoDate } from '../dates';
import { GSTIN_PATTERN, type GstinKind, gstinPatternOf } from '../gstin';

// Patterns and formats of text fields. Each is a check the field really runs (a zod regex, so
// the OpenAPI description shows the same pattern the server enforces), or, where the field's own
// check says more than a pattern can (a GSTIN's check digit), the shape that check starts from.

/** YYYY-MM-DD; whether the day exists (not 2026-02-30) is checked after. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as text: the pattern, then a real day; `format: date` in the description. */
export function dateText(message: string) {
  return z
    .string({ error: message })
    .regex(ISO_DATE_PATTERN, { message, abort: true })
    .refine(isValidIsoDate, message)
    .meta({ format: 'date' });
}

/**
 * A day in an answer, YYYY-MM-DD. Only described (format and pattern), not checked again: the
 * server wrote it, and openapi.test.ts holds real answers against the description.
 */
export function dateAnswer() {
  return z.string().meta({ format: 'date', pattern: ISO_DATE_PATTERN.source });
}

/** The pattern of a field that may also be left blank ('' means none). */
export function blankOr(pattern: RegExp): string {
  return `^(?:${pattern.source.replace(/^\^/, '').replace(/\$$/, '')})?$`;
}

/** A pattern that also takes the lower case of every letter it names: [A-Z] → [A-Za-z]. */
function anyCase(pattern: RegExp): RegExp {
  const source = pattern.source.replace(/\[([^\]]*)\]/g, (_, inside: string) => {
    const lower = [...inside.matchAll(/[A-Z](?:-[A-Z])?/g)].map(([letters]) => letters.toLowerCase());
    return `[${inside}${lower.join('')}]`;
  });
  return new RegExp(source);
}

/** A GSTIN as it may be sent: validateGstin upper-cases it, then checks the state and check character. */
export const GSTIN_INPUT_PATTERN = anyCase(GSTIN_PATTERN);

/** The same for a field that takes the given kinds of GSTIN. */
export function gstinInputPatternOf(kinds: readonly GstinKind[]): RegExp {
  return anyCase(gstinPatternOf(kinds));
}

export const GSTIN_DESCRIPTION =
  '15 characters: 2-digit state code, 10-character PAN, entity number, a 14th character (Z by default), check character; lower case is upper-cased';
