import { Group, Paper, Text } from '@mantine/core';
import { toListQuery } from '../../components/data-list/list-state';
import { useListUrlState } from '../../components/data-list/use-list-url-state';
import { formatAmount } from '../../lib/format';
import { useExpenseTotals } from './expense-api';

/** What the expenses matching the filters add up to: every page, not only the one shown. */
export function ExpenseTotals() {
  const [state] = useListUrlState();
  const totals = useExpenseTotals(toListQuery(state));
  const figures = [
    { label: 'Total Expenses', value: totals.data?.amount, testId: 'expense-total' },
    { label: 'GST Paid', value: totals.data?.gst_amount, testId: 'expense-gst-total' },
  ];
  return (
    <Group gap="sm" mb="md" wrap="wrap" aria-label="Totals for the filters" role="group">
      {figures.map((figure) => (
        <Paper
          key={figure.label}
          withBorder
          radius="md"
          px="md"
          py="xs"
          style={{ flex: '1 1 160px', maxWidth: 260 }}
        >
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {figure.label}
          </Text>
          <Text fw={700} size="lg" data-testid={figure.testId}>
            {figure.value === undefined ? '—' : formatAmount(figure.value)}
          </Text>
        </Paper>
      ))}
    </Group>
  );
}
