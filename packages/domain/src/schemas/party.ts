import { z } from 'zod';
import { optionalEmail, optionalPhone, optionalText, requiredText } from './fields';
import {
  checkGstinMatchesState,
  deriveStateFromGstin,
  gstinStateCheckOptions,
  optionalGstinField,
  optionalStateCodeField,
} from './gstin-fields';

// Customers and suppliers are both trading parties: the same contact fields and GSTIN rules,
// differing only in the labels of the required fields.

type PartyLabels = { name: string; addressRequired: boolean };

export function partyInputSchema(labels: PartyLabels) {
  return z
    .object({
      name: requiredText(labels.name, 200),
      email: optionalEmail(),
      phone: optionalPhone(),
      gstin: optionalGstinField(),
      address: labels.addressRequired ? requiredText('Address', 500) : optionalText('Address', 500),
      state_code: optionalStateCodeField(),
    })
    .superRefine(checkGstinMatchesState, gstinStateCheckOptions)
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
  created_at: z.string(),
});
