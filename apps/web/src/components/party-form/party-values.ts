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
  };
}
