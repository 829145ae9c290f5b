import type { EWAY_FILTERS, IRN_FILTERS } from '@bahi/domain/schemas';
import { Group, NativeSelect } from '@mantine/core';
import { useSearchParams } from 'react-router';

// The e-way bill and e-invoice filters of the invoice list, and the e-invoice filter of the credit
// and debit note lists (notes move no goods: no e-way bill), kept in the URL
// (?eway=needed&irn=generated) beside the list's own filters; a change goes back to the first page.
// The invoice list is the first screen: these are the browser's own select boxes, and the filter
// values are typed against the domain's lists without importing them, so that its first download
// carries neither the schemas nor Mantine's combobox (about 58 kB).

type EwayFilter = (typeof EWAY_FILTERS)[number];
type IrnFilter = (typeof IRN_FILTERS)[number];

// Records, so that a value added to the domain's list fails the type check until it has a label.
const EWAY_LABELS: Record<EwayFilter, string> = {
  needed: 'Needed, no number yet',
  generated: 'Number recorded',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

const IRN_LABELS: Record<IrnFilter, string> = {
  needed: 'IRN pending',
  generated: 'IRN generated',
  cancelled: 'IRN cancelled',
};

const optionsOf = (labels: Record<string, string>) => [
  { value: '', label: 'Any' },
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

const oneOf = <T extends string>(labels: Record<T, string>, value: string | null): T | undefined =>
  (Object.keys(labels) as T[]).find((candidate) => candidate === value);

/** `withEway`: false on a list of documents that never carry an e-way bill (notes). */
export function useEDocumentFilters(withEway = true) {
  const [params, setParams] = useSearchParams();
  const eway = withEway ? oneOf(EWAY_LABELS, params.get('eway')) : undefined;
  const irn = oneOf(IRN_LABELS, params.get('irn'));
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
        <NativeSelect
          label="E-way bill"
          data={optionsOf(EWAY_LABELS)}
          value={filters.eway ?? ''}
          onChange={(event) => filters.change('eway', event.currentTarget.value || null)}
          w={200}
        />
      )}
      <NativeSelect
        label="E-invoice"
        data={optionsOf(IRN_LABELS)}
        value={filters.irn ?? ''}
        onChange={(event) => filters.change('irn', event.currentTarget.value || null)}
        w={170}
      />
    </Group>
  );
}
