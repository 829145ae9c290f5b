import { formatRupees } from '@bahi/domain';
import { Group, Text } from '@mantine/core';

/** A correcting document's taxable value, GST and total, in paise, as one named region. */
export function CorrectingTotals({
  label,
  totals,
}: {
  label: string;
  totals: { taxable: number; gst: number; roundOff?: number; total: number };
}) {
  return (
    <Group justify="flex-end" gap="xl" role="region" aria-label={label}>
      <Text>Taxable value {formatRupees(totals.taxable)}</Text>
      <Text>GST {formatRupees(totals.gst)}</Text>
      {totals.roundOff ? <Text>Round off {formatRupees(totals.roundOff)}</Text> : null}
      <Text fw={700}>Total {formatRupees(totals.total)}</Text>
    </Group>
  );
}
