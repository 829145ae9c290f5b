import type { UseQueryResult } from '@tanstack/react-query';
import { SearchPicker, type SearchPickerProps } from './search-picker';

// A search box over one of the lookups (customers, suppliers, products): the lookup's rows as
// suggestions, its loading and failure said in the same words for each kind.

type LookupPickerProps<Item extends { id: number; name: string }> = Omit<
  SearchPickerProps<Item>,
  'placeholder' | 'items' | 'loading' | 'error'
> & {
  lookup: UseQueryResult<Item[]>;
  /** 'customer', 'product': in the placeholder and the failure message. */
  noun: string;
};

export function LookupPicker<Item extends { id: number; name: string }>({
  lookup,
  noun,
  ...picker
}: LookupPickerProps<Item>) {
  return (
    <SearchPicker
      placeholder={`Type 3 letters of the ${noun} name`}
      items={lookup.data}
      loading={lookup.isPending}
      error={lookup.isError ? `Error: Failed to fetch ${noun}s` : undefined}
      {...picker}
    />
  );
}

/** A customer's or supplier's second line: phone, email and GSTIN. */
export function describeParty(party: {
  phone?: string | null;
  email?: string | null;
  gstin?: string | null;
}) {
  const parts = [party.phone, party.email, party.gstin && `GSTIN ${party.gstin}`];
  return parts.filter(Boolean).join(' · ') || 'No phone, email or GSTIN';
}
