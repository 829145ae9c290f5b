import { Button, Group, Switch, TextInput } from '@mantine/core';
import { DayInput } from '../../components/filters/day-input';
import { useDebouncedSearch } from '../../components/filters/use-debounced-search';
import { hasStockFilters, type StockState } from './stock-url-state';

type StockFiltersProps = { state: StockState; onChange: (patch: Partial<StockState>) => void };

/** Search, the day the stock is counted on, and the low-stock switch. */
export function StockFilters({ state, onChange }: StockFiltersProps) {
  const search = useDebouncedSearch(state.search, (value) => onChange({ search: value }));

  const clear = () => {
    search.reset();
    onChange({ search: '', asOf: '', lowOnly: false });
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <DayInput
        label="As of"
        placeholder="Today"
        value={state.asOf}
        onChange={(asOf) => onChange({ asOf })}
      />
      <TextInput
        label="Search"
        type="search"
        placeholder="Search by product name"
        value={search.text}
        onChange={(event) => search.type(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.flush();
        }}
        style={{ flex: '1 1 220px', maxWidth: 360 }}
      />
      <Switch
        label="Low stock only"
        checked={state.lowOnly}
        onChange={(event) => onChange({ lowOnly: event.currentTarget.checked })}
        mb={8}
      />
      <Button variant="default" onClick={clear} disabled={!hasStockFilters(state) && search.text === ''}>
        Clear filters
      </Button>
    </Group>
  );
}
