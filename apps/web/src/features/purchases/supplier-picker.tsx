import type { Supplier } from '@bahi/domain/schemas';
import { useSupplierLookup } from '../../api/lookups';
import { SearchPicker } from '../../components/pickers/search-picker';

export function describeSupplier(supplier: Supplier): string {
  const parts = [supplier.phone, supplier.email, supplier.gstin && `GSTIN ${supplier.gstin}`];
  return parts.filter(Boolean).join(' · ') || 'No phone, email or GSTIN';
}

type SupplierPickerProps = { error: string | undefined; onSelect: (supplier: Supplier) => void };

/** Supplier search (3 letters, any part of the name), from the admin supplier lookup. */
export function SupplierPicker({ error, onSelect }: SupplierPickerProps) {
  const suppliers = useSupplierLookup();
  return (
    <SearchPicker
      label="Supplier"
      placeholder="Type 3 letters of the supplier name"
      items={suppliers.data}
      loading={suppliers.isPending}
      error={suppliers.isError ? 'Error: Failed to fetch suppliers' : undefined}
      fieldError={error}
      renderDetails={describeSupplier}
      onSelect={onSelect}
    />
  );
}
