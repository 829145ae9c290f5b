import '@mantine/dates/styles.css';
import { Button, Group, Switch, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { parseDmyDate } from '../../lib/format';
import { hasStockFilters, type StockState } from './stock-url-state';

type StockFiltersProps = { state: StockState; onChange: (patch: Partial<StockState>) => void };

const SEARCH_DELAY_MS = 300;

/** Search, the day the stock is counted on, and the low-stock switch. */
export function StockFilters({ state, onChange }: StockFiltersProps) {
  const [searchText, setSearchText] = useState(state.search);
  // As in the shared list filters: only outside changes (Clear, Back) overwrite the box, never
  // letters typed while the URL lags behind by the debounce delay.
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
    onChange({ search: '', asOf: '', lowOnly: false });
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <DateInput
        label="As of"
        placeholder="Today"
        valueFormat="DD/MM/YYYY"
        dateParser={parseDmyDate}
        clearable
        value={state.asOf || null}
        onChange={(asOf) => onChange({ asOf: asOf ?? '' })}
        style={{ flex: '1 1 130px', maxWidth: 160 }}
      />
      <TextInput
        label="Search"
        type="search"
        placeholder="Search by product name"
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
      <Switch
        label="Low stock only"
        checked={state.lowOnly}
        onChange={(event) => onChange({ lowOnly: event.currentTarget.checked })}
        mb={8}
      />
      <Button variant="default" onClick={clear} disabled={!hasStockFilters(state) && searchText === ''}>
        Clear filters
      </Button>
    </Group>
  );
}
