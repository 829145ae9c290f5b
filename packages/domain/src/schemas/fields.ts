import { z } from 'zod';
import { formatDateDmy, isValidIsoDate, todayIso } from '../dates';
import { financialYearOf } from '../fiscal-year';
import { blankOr, ISO_DATE_PATTERN } from './formats';

// Building blocks for the request schemas. Each takes the field's label so that every message
// reads the way docs/product.md quotes it ('MRP is required'). Web forms send text and API
// clients send JSON numbers, so number fields accept both; a blank or missing value is "required".

const NUMERIC_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** Largest amount accepted, in rupees: keeps paise (x100) far inside the safe integer range. */
export const MAX_AMOUNT = 999_999_999.99;
export const MAX_WHOLE_NUMBER = 1_000_000_000;
/** Ids are 32-bit integer columns; a larger number cannot name a record. */
export const MAX_ID = 2_147_483_647;

const DECIMAL_DIGITS = /^(?:0|[1-9]\d*)$/;

/**
 * A whole number from a URL (a path's id, a list's offset) must be plain decimal digits: '1e3',
 * '0x10', '01' or ' 7' are refused (NaN, which the number schema refuses with the field's
 * message), not read as 1000, 16, 1 and 7. JSON numbers pass through.
 */
export function fromDecimalDigits(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return DECIMAL_DIGITS.test(value) ? Number(value) : Number.NaN;
}

function readNumberInput(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return NUMERIC_TEXT.test(text) ? Number(text) : value;
}

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.round(value * 100) / 100 === value;
}

const MONEY_DESCRIPTION = `Rupees with at most 2 decimals (118.5); numeric text ('118.50') is read too`;

function numberInput(label: string, invalid: string) {
  return z.number({ error: (issue) => (issue.input === undefined ? `${label} is required` : invalid) });
}

/** Rupees, 0 or more, to the paisa: 118.5 or '118.50'. */
export function amountField(label: string) {
  const invalid = `${label} must be a number of at least 0`;
  return z.preprocess(
    readNumberInput,
    numberInput(label, invalid)
      .min(0, invalid)
      .max(MAX_AMOUNT, `${label} must be at most ${MAX_AMOUNT}`)
      .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimal places`)
      .meta({ description: MONEY_DESCRIPTION }),
  );
}

/** Rupees, 0 or more, to the paisa, or null when left out or blank (a value not known). */
export function optionalAmountField(label: string) {
  const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
  return z.preprocess(blankToNull, amountField(label).nullable()).default(null);
}

/** Rupees more than 0, to the paisa: an expense or payment, where 0 means nothing happened. */
export function positiveAmountField(label: string) {
  return z.preprocess(
    readNumberInput,
    numberInput(label, `${label} must be a number`)
      .gt(0, `${label} must be more than 0`)
      .max(MAX_AMOUNT, `${label} must be at most ${MAX_AMOUNT}`)
      .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimal places`)
      .meta({ description: MONEY_DESCRIPTION }),
  );
}

/** A GST rate in percent, 0 to 100, with up to two decimals (0.25 for rough diamonds). */
export function percentField(label: string) {
  const invalid = `${label} must be a number between 0 and 100`;
  return z.preprocess(
    readNumberInput,
    numberInput(label, invalid)
      .min(0, invalid)
      .max(100, invalid)
      .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimal places`)
      .meta({ description: `Percent with at most 2 decimals (18, 0.25); numeric text is read too` }),
  );
}

/**
 * A count such as a reorder level or an opening stock: 0, 1, 2 … With a fallback the field is
 * optional and blank or missing gives the fallback; without one it is required.
 */
export function wholeNumberField(label: string, fallback?: number) {
  const invalid = `${label} must be a whole number of at least 0`;
  const count = numberInput(label, invalid)
    .int(invalid)
    .min(0, invalid)
    .max(MAX_WHOLE_NUMBER, `${label} must be at most ${MAX_WHOLE_NUMBER}`);
  // The fallback as a zod default, so the OpenAPI description marks the field optional.
  return z.preprocess(readNumberInput, fallback === undefined ? count : count.default(fallback));
}

/** A whole number from `min` to `max` (numeric text is read too); blank or missing gives `fallback`. */
export function wholeNumberInRange(label: string, min: number, max: number, fallback: number) {
  const invalid = `${label} must be a whole number from ${min} to ${max}`;
  const count = numberInput(label, invalid).int(invalid).min(min, invalid).max(max, invalid);
  return z.preprocess(readNumberInput, count.default(fallback));
}

/**
 * False for text holding NUL or another control character (tabs and line breaks aside): nobody
 * types them, and PostgreSQL cannot store NUL in text at all.
 */
export function hasNoControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return false;
  }
  return true;
}

/** Trimmed text that must not be blank. A blank value gets only "required", not later messages too. */
export function requiredText(label: string, maxLength: number) {
  return z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(maxLength, `${label} must be at most ${maxLength} characters`)
    .refine(hasNoControlCharacters, `${label} must not contain control characters`);
}

/** Trimmed text that may be left out; blank, null and missing all become null. */
export function optionalText(label: string, maxLength: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(maxLength, `${label} must be at most ${maxLength} characters`)
    .refine(hasNoControlCharacters, `${label} must not contain control characters`)
    .nullish()
    .transform((value) => value || null);
}

export function optionalEmail(label = 'Email') {
  return optionalText(label, 254).refine(
    (value) => value === null || z.regexes.email.test(value),
    `${label} must be a valid email address`,
  );
}

const PHONE_CHARACTERS = /^\+?[\d\s-]+$/;

/** Indian and international numbers as people type them: '+91 98765-43210'. */
export function optionalPhone(label = 'Phone') {
  return optionalText(label, 30)
    .refine((value) => {
      if (value === null) return true;
      const digits = value.replace(/\D/g, '').length;
      return PHONE_CHARACTERS.test(value) && digits >= 10 && digits <= 15;
    }, `${label} must have 10 to 15 digits (spaces, + and - are allowed)`)
    .meta({
      pattern: blankOr(PHONE_CHARACTERS),
      description: '10 to 15 digits; spaces, + and - are allowed',
    });
}

/** The id of another record, or nothing: '' and null mean "none". */
export function optionalIdField(label: string) {
  const invalid = `${label} must be the id of a ${label.toLowerCase()}`;
  return z
    .preprocess(
      (value) => (value === '' ? null : (readNumberInput(value) ?? null)),
      z.number({ error: invalid }).int(invalid).positive(invalid).max(MAX_ID, invalid).nullable(),
    )
    .optional()
    .transform((value) => value ?? null);
}

/**
 * The version of the record an edit was made on (PUT bodies). The server refuses a stale one with
 * 409 naming who changed the record since; an edit without it (a script) is not checked.
 */
export function versionField() {
  const invalid = 'version must be the whole number the record was read with';
  return z.number({ error: invalid }).int(invalid).min(1, invalid).max(MAX_ID, invalid).optional();
}

/** The version of a record as the API answers it: one more with every change. */
export const recordVersion = () => z.number().int().min(1);

/** GST began on 1 July 2017: no bill, purchase, voucher or expense in Bahi is dated before it. */
export const GST_START_DATE = '2017-07-01';

/**
 * What is wrong with a document's date, or undefined when it is fine: not a real calendar day
 * (31/02), before GST began, or in a financial year after the current one (India's today). A
 * date later than today but inside this financial year is allowed; the form asks to confirm it.
 * Every document date and the next-number calls check here, so the server and the forms agree.
 */
export function documentDateProblem(label: string, value: string, today = todayIso()): string | undefined {
  if (!isValidIsoDate(value)) return `${label} must be a real date (YYYY-MM-DD)`;
  if (value < GST_START_DATE) {
    return `${label} must be on or after ${formatDateDmy(GST_START_DATE)}, when GST began`;
  }
  const lastDay = financialYearOf(today).endDate;
  if (value > lastDay)
    return `${label} must be in the current financial year or earlier (up to ${formatDateDmy(lastDay)})`;
  return undefined;
}

const DOCUMENT_DATE_BOUNDS =
  'A real day from 2017-07-01 (GST began) to the last day of the current financial year in India';

/** A document's date, YYYY-MM-DD, inside the bounds documentDateProblem sets. */
export function isoDateField(label: string) {
  return z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .regex(ISO_DATE_PATTERN, { message: `${label} must be a real date (YYYY-MM-DD)`, abort: true })
    .superRefine((value, context) => {
      const problem = documentDateProblem(label, value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .meta({ format: 'date', description: DOCUMENT_DATE_BOUNDS });
}

/** The date a next-number call asks about (today when left out), in the same bounds. */
export function optionalDocumentDate(name: string) {
  return z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .regex(ISO_DATE_PATTERN, { message: `${name} must be a real date (YYYY-MM-DD)`, abort: true })
    .superRefine((value, context) => {
      const problem = documentDateProblem(name, value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .meta({ format: 'date', description: DOCUMENT_DATE_BOUNDS })
    .optional();
}
