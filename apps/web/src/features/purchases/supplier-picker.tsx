import type { Supplier } from '@bahi/domain/schemas';
import { useSupplierLookup } from '../../api/lookups';
import { describeParty, LookupPicker } from '../../components/pickers/lookup-picker';

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
  return (
    <LookupPicker
      lookup={useSupplierLookup()}
      noun="supplier"
      label="Supplier"
      fieldError={error}
      renderDetails={describeParty}
      onSelect={onSelect}
      selectedName={selected?.name ?? null}
      quickAdd={{ label: '+ Add supplier', letter: 'S', onOpen: onQuickAdd }}
    />
  );
}
