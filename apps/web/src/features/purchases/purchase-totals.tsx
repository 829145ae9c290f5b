import { formatRupees } from '@bahi/domain';
import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { PricedRows } from './price-rows';

type PurchaseTotalsProps = {
  priced: PricedRows;
  roundOff: boolean;
  onRoundOffChange: (roundOff: boolean) => void;
};

/**
 * Running Subtotal, GST Total, Round Off and Payable, worked out by the domain's purchase math.
 * Round-off is the supplier's choice, so it is ticked per purchase to match the bill.
 */
export function PurchaseTotals({ priced, roundOff, onRoundOffChange }: PurchaseTotalsProps) {
  return (
    <Paper withBorder p="sm" w={{ base: '100%', xs: 300 }} aria-label="Totals" role="region">
      <Stack gap={6}>
        <Figure label="Subtotal" paise={priced.subtotal} />
        <Figure label="GST Total" paise={priced.gstTotal} />
        <Checkbox
          label="Round off to the nearest rupee"
          checked={roundOff}
          onChange={(event) => onRoundOffChange(event.currentTarget.checked)}
        />
        {roundOff && <Figure label="Round Off" paise={priced.roundOff} />}
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
