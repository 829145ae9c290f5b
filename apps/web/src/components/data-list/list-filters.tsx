import '@mantine/dates/styles.css';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { parseDmyDate } from '../../lib/format';
import { hasFilters, isDateRangeIncomplete, isDateRangeReversed, type ListState } from './list-state';

type ListFiltersProps = {
  state: ListState;
  onChange: (patch: Partial<ListState>) => void;
  searchPlaceholder: string;
};

const SEARCH_DELAY_MS = 300;
// Two dates share a row on a phone; on a desk they stay compact beside the search box.
const DATE_STYLE = { flex: '1 1 130px', maxWidth: 160 };

export function ListFilters({ state, onChange, searchPlaceholder }: ListFiltersProps) {
  const [searchText, setSearchText] = useState(state.search);
  // The URL lags the box by the debounce delay; remember what we wrote so that only outside
  // changes (Clear filters, Back) overwrite the box, never letters typed in the meantime.
  const written = useRef(state.search);
  useEffect(() => {
    if (state.search !== written.current) {
      written.current = state.search;
      setSearchText(state.search);
    }
  }, [state.search]);

  const writeSearch = useDebouncedCallback((search: string) => {
    written.current = search;
    onChange({ search });
  }, SEARCH_DELAY_MS);

  const clear = () => {
    writeSearch.cancel();
    written.current = '';
    setSearchText('');
    onChange({ from: '', to: '', search: '' });
  };

  return (
    <div style={{ flex: '1 1 auto', minWidth: 0 }}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateInput
          label="Start Date"
          placeholder="dd/mm/yyyy"
          valueFormat="DD/MM/YYYY"
          dateParser={parseDmyDate}
          clearable
          value={state.from || null}
          onChange={(from) => onChange({ from: from ?? '' })}
          style={DATE_STYLE}
        />
        <DateInput
          label="End Date"
          placeholder="dd/mm/yyyy"
          valueFormat="DD/MM/YYYY"
          dateParser={parseDmyDate}
          clearable
          value={state.to || null}
          onChange={(to) => onChange({ to: to ?? '' })}
          style={DATE_STYLE}
        />
        <TextInput
          label="Search"
          type="search"
          placeholder={searchPlaceholder}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.currentTarget.value);
            writeSearch(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') writeSearch.flush();
          }}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Button variant="default" onClick={clear} disabled={!hasFilters(state) && searchText === ''}>
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
