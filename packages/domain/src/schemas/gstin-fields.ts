import { z } from 'zod';
import { type GstinKind, validateGstin } from '../gstin';
import { isKnownStateCode, normalizeStateCode } from '../states';
import { blankOr, GSTIN_DESCRIPTION, gstinInputPatternOf } from './formats';

// GSTIN and state fields shared by customers, suppliers and the seller settings. The GSTIN rules
// themselves live in ../gstin; these only turn its verdict into a field message.

function gstinText(required: boolean) {
  return z.string({
    error: (issue) => (issue.input == null && required ? 'GSTIN is required' : 'GSTIN must be text'),
  });
}

/**
 * A GSTIN that may be left out ('' or null → null); when given it is upper-cased and checked, and
 * must be of one of the kinds accepted (a regular GSTIN unless told otherwise).
 */
export function optionalGstinField(accepted: readonly GstinKind[] = ['regular']) {
  return gstinText(false)
    .nullish()
    .transform((value, ctx) => {
      const text = value?.trim() ?? '';
      if (text === '') return null;
      const check = validateGstin(text, accepted);
      if (!check.ok) {
        ctx.issues.push({ code: 'custom', message: check.reason, input: value });
        return z.NEVER;
      }
      return check.gstin;
    })
    .meta({ pattern: blankOr(gstinInputPatternOf(accepted)), description: GSTIN_DESCRIPTION });
}

/** A two-digit GST state code ('7' is read as '07'); '' or null → null. */
export function optionalStateCodeField() {
  return z
    .union([z.string(), z.number()], { error: 'State code must be text' })
    .nullish()
    .transform((value, ctx) => {
      const text = value === null || value === undefined ? '' : normalizeStateCode(String(value));
      if (text === '') return null;
      if (!isKnownStateCode(text)) {
        ctx.issues.push({
          code: 'custom',
          message: `State code ${text} is not a known GST state code`,
          input: value,
        });
        return z.NEVER;
      }
      return text;
    })
    .meta({ description: 'Two-digit GST state code (07 for Delhi; 7 is read as 07)' });
}

type WithGstinAndState = { gstin: string | null; state_code: string | null };

/**
 * The place of supply depends on the state, so a GSTIN and a state that disagree would tax an
 * invoice wrongly. Runs even when other fields failed, so the user sees every problem at once,
 * but not when the GSTIN or state field is itself invalid.
 */
export function checkGstinMatchesState<T extends WithGstinAndState>(value: T, ctx: z.RefinementCtx<T>): void {
  if (value.gstin === null || value.state_code === null) return;
  const gstinState = value.gstin.slice(0, 2);
  if (gstinState !== value.state_code) {
    ctx.addIssue({
      code: 'custom',
      path: ['state_code'],
      message: `State does not match the GSTIN (state code ${gstinState})`,
      input: value.state_code,
    });
  }
}

export const gstinStateCheckOptions = {
  when: (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => {
      const field = issue.path?.[0];
      return field === undefined || field === 'gstin' || field === 'state_code';
    }),
};

/** With a GSTIN and no state, the state is the GSTIN's first two digits. */
export function deriveStateFromGstin<T extends WithGstinAndState>(value: T): T {
  return { ...value, state_code: value.state_code ?? value.gstin?.slice(0, 2) ?? null };
}
