import type { Customer, Supplier } from '@bahi/domain/schemas';

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
    name: party.name,
    email: party.email ?? '',
    phone: party.phone ?? '',
    gstin: party.gstin ?? '',
    state_code: party.state_code ?? '',
    address: party.address ?? '',
    pin_code: party.pin_code ?? '',
    gst_scheme: party.gst_scheme,
    credit_limit: party.credit_limit === null ? '' : String(party.credit_limit),
    credit_days: party.credit_days === null ? '' : String(party.credit_days),
  };
}
