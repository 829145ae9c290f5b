import { amountInWords, chargesGst, formatRupees } from '@bahi/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { InvoiceForm } from './use-invoice-form';

const SHORTCUTS = 'Enter: next field · Alt+N: add line · Alt+Backspace: remove line · Ctrl+Enter: save';

function AmountCell({ label, paise, strong = false }: { label: string; paise: number; strong?: boolean }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text
        size={strong ? 'xl' : 'sm'}
        fw={strong ? 700 : 500}
        aria-label={label}
        style={{ whiteSpace: 'nowrap' }}
      >
        {formatRupees(paise)}
      </Text>
    </Stack>
  );
}

/**
 * The live totals, as the server will compute them: Total, CGST + SGST or IGST (none on a bill of
 * supply), round-off and Payable, with the amount in words. The strip stays in view above the
 * buttons while the lines scroll, so the clerk sees the Payable as each line is typed.
 */
export function InvoiceTotals({ form, stickyBottom }: { form: InvoiceForm; stickyBottom: number }) {
  const { live, place, seller } = form;
  const inter = place?.supplyType === 'inter';
  // A bill of supply (a shop not registered under GST) has no tax heads to show.
  const taxed = seller ? chargesGst(seller) : true;
  return (
    <Paper
      className="invoice-totals"
      withBorder
      p="xs"
      radius="sm"
      bg="gray.0"
      role="region"
      aria-label="Invoice totals"
      style={{ position: 'sticky', bottom: stickyBottom, zIndex: 2 }}
    >
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="xs" c="dimmed" maw={380} visibleFrom="sm">
          {SHORTCUTS}
        </Text>
        {live ? (
          <Stack gap={2} align="flex-end" style={{ flex: '1 1 auto' }}>
            <Group gap="lg" justify="flex-end" align="flex-end">
              <AmountCell label="Total" paise={live.totals.totalAmount} />
              {taxed && inter && <AmountCell label="IGST" paise={live.totals.igst} />}
              {taxed && !inter && (
                <>
                  <AmountCell label="CGST" paise={live.totals.cgst} />
                  <AmountCell label="SGST" paise={live.totals.sgst} />
                </>
              )}
              {seller?.round_off && <AmountCell label="Round Off" paise={live.totals.roundOff} />}
              <AmountCell label="Payable" paise={live.totals.grandTotal} strong />
            </Group>
            <Text size="xs" c="dimmed" ta="right" aria-label="Amount in words">
              {amountInWords(live.totals.grandTotal)}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="red">
            These amounts are too large to total.
          </Text>
        )}
      </Group>
    </Paper>
  );
}
