import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DayInput } from '../../components/filters/day-input';
import { currentMonth, type RangeState, rangeProblem } from './report-range';

type ReportFiltersProps = {
  range: RangeState;
  onChange: (patch: Partial<RangeState>) => void;
  /** Download and print buttons, at the right of the dates. */
  actions: ReactNode;
};

/** Start and End Date (the current month unless changed); hidden when printing. */
export function ReportFilters({ range, onChange, actions }: ReportFiltersProps) {
  const problem = rangeProblem(range);
  return (
    <div className="bahi-print-hide">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DayInput label="Start Date" value={range.from} onChange={(from) => onChange({ from })} />
          <DayInput label="End Date" value={range.to} onChange={(to) => onChange({ to })} />
          <Button variant="default" onClick={() => onChange(currentMonth())}>
            This month
          </Button>
        </Group>
        <Group gap="sm">{actions}</Group>
      </Group>
      {problem && (
        <Text size="sm" c="orange.8" mt={6} role="status">
          {problem}
        </Text>
      )}
    </div>
  );
}
