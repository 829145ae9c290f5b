import type { InvoiceDetail } from '@bahi/domain/schemas';
import { Paper, Stack, Text } from '@mantine/core';
import { formatAmount } from '../../../lib/format';
import { AmountLine } from '../amount-line';

/**
 * Total (taxable value), the tax heads, round-off and Payable (the grand total), with the amount in
 * words; then Received (receipts applied) and Balance.
 */
export function PaymentSummary({ invoice }: { invoice: InvoiceDetail }) {
  const inter = invoice.supply_type === 'inter';
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      miw={280}
      style={{ flex: '0 1 380px' }}
      aria-label="Payment summary"
      role="region"
    >
      <Stack gap={4}>
        <AmountLine label="Total" amount={formatAmount(invoice.total_amount)} />
        {inter ? (
          <AmountLine label="IGST" amount={formatAmount(invoice.tax.igst)} />
        ) : (
          <>
            <AmountLine label="CGST" amount={formatAmount(invoice.tax.cgst)} />
            <AmountLine label="SGST" amount={formatAmount(invoice.tax.sgst)} />
          </>
        )}
        {/* Always shown, as on the PDF: a zero says the total was not rounded. */}
        <AmountLine label="Round Off" amount={formatAmount(invoice.round_off)} />
        <AmountLine label="Payable" amount={formatAmount(invoice.grand_total)} strong />
        <Text size="xs" c="dimmed" ta="right" maw={360} aria-label="Amount in words">
          {invoice.amount_in_words}
        </Text>
        {/* What receipts applied to the invoice, and what is still to receive (its status follows). */}
        <AmountLine label="Received" amount={formatAmount(invoice.received)} />
        <AmountLine label="Balance" amount={formatAmount(invoice.balance)} strong />
      </Stack>
    </Paper>
  );
}
