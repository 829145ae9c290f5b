import '@mantine/dates/styles.css';
import { Button, Group, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import { parseDmyDate } from '../../lib/format';
import { currentMonth, type RangeState, rangeProblem } from './report-range';

const DATE_STYLE = { flex: '1 1 130px', maxWidth: 160 };

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
          <DateInput
            label="Start Date"
            placeholder="dd/mm/yyyy"
            valueFormat="DD/MM/YYYY"
            dateParser={parseDmyDate}
            clearable
            value={range.from || null}
            onChange={(from) => onChange({ from: from ?? '' })}
            style={DATE_STYLE}
          />
          <DateInput
            label="End Date"
            placeholder="dd/mm/yyyy"
            valueFormat="DD/MM/YYYY"
            dateParser={parseDmyDate}
            clearable
            value={range.to || null}
            onChange={(to) => onChange({ to: to ?? '' })}
            style={DATE_STYLE}
          />
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
