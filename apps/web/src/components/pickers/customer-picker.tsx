import type { Customer } from '@bahi/domain/schemas';
import { useCustomerLookup } from '../../api/lookups';
import { describeParty, LookupPicker } from './lookup-picker';

type CustomerPickerProps = { label?: string; onSelect: (customer: Customer) => void };

/** Customer search for invoices, showing name, phone, email and GSTIN. */
export function CustomerPicker({ label = 'Customer', onSelect }: CustomerPickerProps) {
  return (
    <LookupPicker
      lookup={useCustomerLookup()}
      noun="customer"
      label={label}
      renderDetails={describeParty}
      onSelect={onSelect}
    />
  );
}
