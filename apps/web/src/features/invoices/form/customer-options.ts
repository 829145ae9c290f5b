import type { Customer } from '@bahi/domain/schemas';
import { displayName } from '../../../lib/format';
import { type SearchableOptions, wordsFilter } from './option-filter';

// The customer box's options, built once per customer list.

export type CustomerOptions = SearchableOptions & { byId: Map<string, Customer> };

export function buildCustomerOptions(customers: readonly Customer[]): CustomerOptions {
  const byId = new Map(customers.map((customer) => [String(customer.id), customer]));
  return {
    data: customers.map((customer) => ({ value: String(customer.id), label: displayName(customer.name) })),
    byId,
    // Clerks often know a regular buyer by phone number or GSTIN rather than by name.
    filter: wordsFilter((value) => {
      const customer = byId.get(value);
      return customer ? `${customer.gstin ?? ''} ${customer.phone ?? ''} ${customer.email ?? ''}` : '';
    }),
  };
}

/** The second line of a customer option: GSTIN, phone and e-mail, or the address without them. */
export function describeCustomerOption(customer: Customer): string {
  const contact = [customer.gstin && `GSTIN ${customer.gstin}`, customer.phone, customer.email];
  return contact.filter(Boolean).join(' · ') || (customer.address ?? '');
}
