import type { Customer, Supplier } from '@bahi/domain/schemas';
import { asFormText } from '../form/form-text';

// Customers and suppliers share their fields, so they share the drawer form.
export type PartyFormValues = {
  name: string;
  email: string;
  phone: string;
  gstin: string;
  state_code: string;
  address: string;
  pin_code: string;
  gst_scheme: 'regular' | 'composition';
  /** Rupees; blank: no limit. */
  credit_limit: string;
  credit_days: string;
};

export const emptyPartyValues: PartyFormValues = {
  name: '',
  email: '',
  phone: '',
  gstin: '',
  state_code: '',
  address: '',
  pin_code: '',
  gst_scheme: 'regular',
  credit_limit: '',
  credit_days: '',
};

export function toPartyValues(party: Customer | Supplier): PartyFormValues {
  return {
    ...asFormText(party, [
      'name',
      'email',
      'phone',
      'gstin',
      'state_code',
      'address',
      'pin_code',
      'credit_limit',
      'credit_days',
    ]),
    gst_scheme: party.gst_scheme,
  };
}
