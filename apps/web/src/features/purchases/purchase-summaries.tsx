import { rupeesToPaise } from '@bahi/domain';
import type { PurchaseDetail } from '@bahi/domain/schemas';
import { Group, Table, Text } from '@mantine/core';
import { alignRight, HeadedTable } from '../../components/table/headed-table';
import { formatAmount, formatPercent } from '../../lib/format';
import { Block } from './purchase-parties';

/** Taxable value and GST per rate, as the server summed them. */
export function GstSummary({ purchase }: { purchase: PurchaseDetail }) {
  const entries = Object.values(purchase.gst_summary).sort((a, b) => a.gst_rate - b.gst_rate);
  return (
    <Block title="GST Summary">
      <HeadedTable
        withRowBorders={false}
        verticalSpacing={2}
        horizontalSpacing={4}
        aria-label="GST Summary"
        headings={['GST Rate', alignRight('Items'), alignRight('Taxable'), alignRight('GST')]}
      >
        {entries.map((entry) => (
          <Table.Tr key={entry.gst_rate}>
            <Table.Td>{formatPercent(entry.gst_rate)}</Table.Td>
            <Table.Td ta="right">{entry.total_items}</Table.Td>
            <Table.Td ta="right">{formatAmount(entry.subtotal)}</Table.Td>
            <Table.Td ta="right">{formatAmount(entry.tax)}</Table.Td>
          </Table.Tr>
        ))}
      </HeadedTable>
    </Block>
  );
}

/** Total, the tax heads of the supply (CGST + SGST within the state, IGST across), and Payable. */
export function PaymentSummary({ purchase }: { purchase: PurchaseDetail }) {
  const { tax } = purchase;
  return (
    <Block title="Payment Summary">
      <Figure label="Total" value={purchase.total_amount} />
      {purchase.supply_type === 'intra' ? (
        <>
          <Figure label="CGST" value={tax.cgst} />
          <Figure label="SGST" value={tax.sgst} />
        </>
      ) : (
        <Figure label="IGST" value={tax.igst} />
      )}
      <Figure label="GST Amount" value={purchase.gst_amount} />
      {purchase.round_off !== 0 && <Figure label="Round Off" value={purchase.round_off} />}
      <Figure label="Payable" value={purchase.grand_total} strong />
      {purchase.returned > 0 && (
        <>
          <Figure label="Returned" value={-purchase.returned} />
          <Figure
            label="Payable after returns"
            value={(rupeesToPaise(purchase.grand_total) - rupeesToPaise(purchase.returned)) / 100}
            strong
          />
        </>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {purchase.amount_in_words}
      </Text>
    </Block>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  const weight = strong ? 700 : 400;
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={weight}>
        {label}
      </Text>
      <Text size="sm" fw={weight} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatAmount(value)}
      </Text>
    </Group>
  );
}
