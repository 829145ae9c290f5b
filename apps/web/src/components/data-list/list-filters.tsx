import { Button, Group, Text, TextInput } from '@mantine/core';
import { DayInput } from '../filters/day-input';
import { useDebouncedSearch } from '../filters/use-debounced-search';
import { hasFilters, isDateRangeIncomplete, isDateRangeReversed, type ListState } from './list-state';

type ListFiltersProps = {
  state: ListState;
  onChange: (patch: Partial<ListState>) => void;
  searchPlaceholder: string;
};

export function ListFilters({ state, onChange, searchPlaceholder }: ListFiltersProps) {
  const search = useDebouncedSearch(state.search, (value) => onChange({ search: value }));

  const clear = () => {
    search.reset();
    onChange({ from: '', to: '', search: '' });
  };

  return (
    <div style={{ flex: '1 1 auto', minWidth: 0 }}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DayInput label="Start Date" value={state.from} onChange={(from) => onChange({ from })} />
        <DayInput label="End Date" value={state.to} onChange={(to) => onChange({ to })} />
        <TextInput
          label="Search"
          type="search"
          placeholder={searchPlaceholder}
          value={search.text}
          onChange={(event) => search.type(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search.flush();
          }}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Button variant="default" onClick={clear} disabled={!hasFilters(state) && search.text === ''}>
          Clear filters
        </Button>
      </Group>
      <DateRangeHint state={state} />
    </div>
  );
}

function DateRangeHint({ state }: { state: ListState }) {
  let hint = '';
  if (isDateRangeIncomplete(state)) hint = 'Choose both a Start Date and an End Date to filter by date.';
  else if (isDateRangeReversed(state)) hint = 'The Start Date is after the End Date.';
  if (!hint) return null;
  return (
    <Text size="sm" c="orange.8" mt={6} role="status">
      {hint}
    </Text>
  );
}
