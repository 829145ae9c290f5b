import type { PartyBalance } from '@bahi/domain/schemas';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatAmount } from '../../lib/format';

/** Invoiced (not cancelled), received, and the balance still to receive. */
export function CustomerFigures({ balance }: { balance: PartyBalance | undefined }) {
  const figures = [
    { label: 'Invoiced', value: balance?.billed, testId: 'customer-invoiced' },
    { label: 'Received', value: balance?.settled, testId: 'customer-received' },
    { label: 'Balance', value: balance?.balance, testId: 'customer-balance' },
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
