import { z } from 'zod';
import { compositionProblem, GST_SCHEMES, PARTY_GSTIN_KINDS, type PartyRole } from '../party-gstin';
import { creditDaysField, creditLimitField } from './credit-fields';
import {
  optionalEmail,
  optionalPhone,
  optionalText,
  recordVersion,
  requiredText,
  versionField,
} from './fields';
import {
  checkGstinMatchesState,
  deriveStateFromGstin,
  gstinStateCheckOptions,
  optionalGstinField,
  optionalStateCodeField,
} from './gstin-fields';
import { optionalPinCodeField, pinCodeProblemFor } from './pin-code-field';

// Customers and suppliers are both trading parties: the same contact fields and GSTIN rules,
// differing only in the labels of the required fields.

/**
 * When the address is required: always, never, or only with a GSTIN (a registered buyer's invoice
 * must carry the address; a walk-in buyer needs only a name).
 */
type PartyLabels = { name: string; addressRequired: boolean | 'with-gstin'; role: PartyRole };

// Runs beside other problems (the user sees them all at once), unless the GSTIN or address failed.
const addressCheckOptions = {
  when: (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => issue.path?.[0] === 'gstin' || issue.path?.[0] === 'address'),
};

// The PIN is checked against the state only when both were readable.
const pinCheckOptions = {
  when: (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => ['gstin', 'state_code', 'pin_code'].includes(String(issue.path?.[0]))),
};

export function partyInputSchema(labels: PartyLabels) {
  return z
    .object({
      name: requiredText(labels.name, 200),
      email: optionalEmail(),
      phone: optionalPhone(),
      gstin: optionalGstinField(PARTY_GSTIN_KINDS[labels.role]),
      address: labels.addressRequired === true ? requiredText('Address', 500) : optionalText('Address', 500),
      state_code: optionalStateCodeField(),
      /** Needed on e-way bills and e-invoices; checked against the state's PIN range. */
      pin_code: optionalPinCodeField(),
      /** A composition dealer's GSTIN looks regular: only this says the party opted for the scheme. */
      gst_scheme: z
        .enum(GST_SCHEMES, { error: 'GST Scheme must be regular or composition' })
        .optional()
        .default('regular'),
      /** The most the party may owe (a customer's bills over it ask first); suppliers keep it for reference. */
      credit_limit: creditLimitField(),
      /** A bill's due date is its date plus these days. */
      credit_days: creditDaysField(),
      version: versionField(),
      /** Saves a GSTIN another customer (or supplier) already has, after the user confirmed it. */
      confirm_duplicate_gstin: z
        .boolean({ error: 'confirm_duplicate_gstin must be true or false' })
        .optional()
        .default(false),
      /** Saves a second party whose name differs from another's only in case or spacing, after the user confirmed it. */
      confirm_duplicate_name: z
        .boolean({ error: 'confirm_duplicate_name must be true or false' })
        .optional()
        .default(false),
    })
    .superRefine(checkGstinMatchesState, gstinStateCheckOptions)
    .superRefine((party, context) => {
      if (labels.addressRequired === 'with-gstin' && party.gstin && !party.address) {
        context.addIssue({
          code: 'custom',
          path: ['address'],
          message: 'Address is required when a GSTIN is given',
        });
      }
    }, addressCheckOptions)
    .superRefine((party, context) => {
      const problem = compositionProblem(party.gst_scheme, party.gstin);
      if (problem) context.addIssue({ code: 'custom', path: ['gst_scheme'], message: problem });
    }, addressCheckOptions)
    .superRefine((party, context) => {
      const problem = pinCodeProblemFor(party.pin_code, party.state_code ?? party.gstin?.slice(0, 2) ?? null);
      if (problem) context.addIssue({ code: 'custom', path: ['pin_code'], message: problem });
    }, pinCheckOptions)
    .transform(deriveStateFromGstin);
}

export const partySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gstin: z.string().nullable(),
  address: z.string().nullable(),
  state_code: z.string().nullable(),
  pin_code: z.string().nullable(),
  gst_scheme: z.enum(GST_SCHEMES),
  /** Rupees; null: no limit. */
  credit_limit: z.number().nullable(),
  credit_days: z.number().nullable(),
  created_at: z.string(),
  version: recordVersion(),
});
