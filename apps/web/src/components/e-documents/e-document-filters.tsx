import { EWAY_FILTERS, IRN_FILTERS } from '@bahi/domain/schemas';
import { Group, Select } from '@mantine/core';
import { useSearchParams } from 'react-router';

// The e-way bill and e-invoice filters of the invoice list, and the e-invoice filter of the credit
// and debit note lists (notes move no goods: no e-way bill), kept in the URL
// (?eway=needed&irn=generated) beside the list's own filters; a change goes back to the first page.

type EwayFilter = (typeof EWAY_FILTERS)[number];
type IrnFilter = (typeof IRN_FILTERS)[number];

const EWAY_OPTIONS: { value: EwayFilter; label: string }[] = [
  { value: 'needed', label: 'Needed, no number yet' },
  { value: 'generated', label: 'Number recorded' },
  { value: 'expired', label: 'Expired' },
  { value: 'cancelled', label: 'Cancelled' },
];

const IRN_OPTIONS: { value: IrnFilter; label: string }[] = [
  { value: 'needed', label: 'IRN pending' },
  { value: 'generated', label: 'IRN generated' },
  { value: 'cancelled', label: 'IRN cancelled' },
];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** `withEway`: false on a list of documents that never carry an e-way bill (notes). */
export function useEDocumentFilters(withEway = true) {
  const [params, setParams] = useSearchParams();
  const eway = withEway ? oneOf(EWAY_FILTERS, params.get('eway')) : undefined;
  const irn = oneOf(IRN_FILTERS, params.get('irn'));
  const change = (key: 'eway' | 'irn', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const query = { ...(eway ? { eway_status: eway } : {}), ...(irn ? { irn_status: irn } : {}) };
  return { withEway, eway, irn, change, query: eway || irn ? query : undefined };
}

export function EDocumentFilters({ filters }: { filters: ReturnType<typeof useEDocumentFilters> }) {
  return (
    <Group gap="sm" align="flex-end">
      {filters.withEway && (
        <Select
          label="E-way bill"
          placeholder="Any"
          data={EWAY_OPTIONS}
          value={filters.eway ?? null}
          onChange={(value) => filters.change('eway', value)}
          clearable
          w={200}
        />
      )}
      <Select
        label="E-invoice"
        placeholder="Any"
        data={IRN_OPTIONS}
        value={filters.irn ?? null}
        onChange={(value) => filters.change('irn', value)}
        clearable
        w={170}
      />
    </Group>
  );
}
