import { z } from 'zod';
import { isValidIsoDate } from '../dates';
import { PIN_CODE_PATTERN, pinCodeStateProblem } from '../eway/pin-codes';
import { stateName } from '../states';
import { ISO_DATE_PATTERN } from './formats';

// A PIN code field (customers, suppliers, the shop's e-document settings): six digits, the first
// not 0. Checked against the state's published range where the state is known.

const PIN_MESSAGE = 'PIN Code must be 6 digits, e.g. 492001';

/** Six digits as text or number ('' or null → null). */
export function optionalPinCodeField() {
  return z
    .union([z.string(), z.number()], { error: 'PIN Code must be text' })
    .nullish()
    .transform((value, ctx) => {
      const text = value === null || value === undefined ? '' : String(value).trim();
      if (text === '') return null;
      if (!PIN_CODE_PATTERN.test(text)) {
        ctx.issues.push({ code: 'custom', message: PIN_MESSAGE, input: value });
        return z.NEVER;
      }
      return text;
    })
    .meta({ description: 'Six-digit PIN code, e.g. 492001', examples: ['492001'] });
}

/** The message for a PIN outside its state's range, or undefined. */
export function pinCodeProblemFor(pinCode: string | null, stateCode: string | null): string | undefined {
  if (!pinCode || !stateCode) return undefined;
  return pinCodeStateProblem(pinCode, stateCode, stateName(stateCode) ?? stateCode) ?? undefined;
}

/** A day that may be left out ('' or null → null): YYYY-MM-DD, a real one. */
export function optionalDayField(label: string) {
  const message = `${label} must be a real date (YYYY-MM-DD)`;
  return z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      if (!ISO_DATE_PATTERN.test(value) || !isValidIsoDate(value)) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return value;
    })
    .meta({ format: 'date' });
}
