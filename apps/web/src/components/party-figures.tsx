import type { PartyBalance } from '@bahi/domain/schemas';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatAmount } from '../lib/format';
import type { PartyKind } from './party-form/use-same-name-party';

// A customer's or supplier's figures on its page: what was billed (documents not cancelled), what
// was settled, and the balance still open.

const LABELS: Record<PartyKind, { billed: string; settled: string; prefix: string }> = {
  customer: { billed: 'Invoiced', settled: 'Received', prefix: 'customer' },
  supplier: { billed: 'Purchased', settled: 'Paid', prefix: 'supplier' },
};

export function PartyFigures({ kind, balance }: { kind: PartyKind; balance: PartyBalance | undefined }) {
  const labels = LABELS[kind];
  const figures = [
    {
      label: labels.billed,
      value: balance?.billed,
      testId: `${labels.prefix}-${labels.billed.toLowerCase()}`,
    },
    {
      label: labels.settled,
      value: balance?.settled,
      testId: `${labels.prefix}-${labels.settled.toLowerCase()}`,
    },
    { label: 'Balance', value: balance?.balance, testId: `${labels.prefix}-balance` },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="sm" radius="sm">
          <Text size="xs" tt="uppercase" fw={600} c="dimmed">
            {figure.label}
          </Text>
          <Text fz={22} fw={700} data-testid={figure.testId}>
            {figure.value === undefined ? '…' : formatAmount(figure.value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
