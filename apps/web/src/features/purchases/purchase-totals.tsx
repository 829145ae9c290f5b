import { formatRupees } from '@bahi/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { PricedRows } from './price-rows';

/** Running Subtotal, GST Total and Payable, worked out by the domain's purchase math. */
export function PurchaseTotals({ priced }: { priced: PricedRows }) {
  return (
    <Paper withBorder p="sm" w={{ base: '100%', xs: 300 }} aria-label="Totals" role="region">
      <Stack gap={6}>
        <Figure label="Subtotal" paise={priced.subtotal} />
        <Figure label="GST Total" paise={priced.gstTotal} />
        <Figure label="Payable" paise={priced.payable} strong />
      </Stack>
    </Paper>
  );
}

function Figure({ label, paise, strong = false }: { label: string; paise: number; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text
        size={strong ? 'md' : 'sm'}
        fw={strong ? 700 : 500}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid={`total-${label.toLowerCase().replace(/\s+/g, '-')}`}
      >
        {formatRupees(paise)}
      </Text>
    </Group>
  );
}
