import type { Customer } from '@bahi/domain/schemas';
import { useCustomerLookup } from '../../api/lookups';
import { SearchPicker } from './search-picker';

export function describeCustomer(customer: Customer): string {
  const parts = [customer.phone, customer.email, customer.gstin && `GSTIN ${customer.gstin}`];
  return parts.filter(Boolean).join(' · ') || 'No phone, email or GSTIN';
}

type CustomerPickerProps = { label?: string; onSelect: (customer: Customer) => void };

/** Customer search for invoices, showing name, phone, email and GSTIN. */
export function CustomerPicker({ label = 'Customer', onSelect }: CustomerPickerProps) {
  const customers = useCustomerLookup();
  return (
    <SearchPicker
      label={label}
      placeholder="Type 3 letters of the customer name"
      items={customers.data}
      loading={customers.isPending}
      error={customers.isError ? 'Error: Failed to fetch customers' : undefined}
      renderDetails={describeCustomer}
      onSelect={onSelect}
    />
  );
}
