import type { Supplier } from '@bahi/domain/schemas';
import { useSupplierLookup } from '../../api/lookups';
import { SearchPicker } from '../../components/pickers/search-picker';

export function describeSupplier(supplier: Supplier): string {
  const parts = [supplier.phone, supplier.email, supplier.gstin && `GSTIN ${supplier.gstin}`];
  return parts.filter(Boolean).join(' · ') || 'No phone, email or GSTIN';
}

type SupplierPickerProps = {
  error: string | undefined;
  /** The supplier chosen now (a restored draft, or one just added). */
  selected: Supplier | null;
  onSelect: (supplier: Supplier) => void;
  /** '+ Add supplier' (Alt+S): a new supplier named as typed. */
  onQuickAdd: (typed: string) => void;
};

/** Supplier search (3 letters, any part of the name), from the admin supplier lookup. */
export function SupplierPicker({ error, selected, onSelect, onQuickAdd }: SupplierPickerProps) {
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
      selectedName={selected?.name ?? null}
      quickAdd={{ label: '+ Add supplier', letter: 'S', onOpen: onQuickAdd }}
    />
  );
}
