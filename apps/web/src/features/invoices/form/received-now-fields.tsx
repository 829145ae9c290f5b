import { formatRupees, rupeesToPaise } from '@bahi/domain';
import { VOUCHER_MODE_LABELS, VOUCHER_MODES, type VoucherMode } from '@bahi/domain/schemas';
import { Checkbox, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { InvoiceForm } from './use-invoice-form';

// "Received now": money taken with the invoice becomes a receipt applied to it when the invoice
// is saved, so the invoice's status (Unpaid, Partly paid, Paid) and balance follow. Editing an
// invoice shows what receipts applied before, and offers to print the shop's current details.

const MODE_OPTIONS = VOUCHER_MODES.map((mode) => ({ value: mode, label: VOUCHER_MODE_LABELS[mode] }));
const isMode = (value: string | null): value is VoucherMode => VOUCHER_MODES.some((mode) => mode === value);

/** What would be left to receive after this save, in paise, or null while the amount is half typed. */
function balanceAfter(payable: number, receivedBefore: number, typed: string): number | null {
  const now = typed.trim() === '' ? 0 : Number(typed);
  if (!Number.isFinite(now)) return null;
  return payable - rupeesToPaise(receivedBefore) - rupeesToPaise(now);
}

export function ReceivedNowFields({ form }: { form: InvoiceForm }) {
  const { values, errors, dispatch, live, editing } = form;
  const { payment } = values;
  const payable = live?.totals.grandTotal ?? 0;
  const left = balanceAfter(payable, payment.receivedBefore, payment.receivedNow);
  return (
    <Paper withBorder p="xs" radius="sm">
      <Stack gap="xs">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            label="Received now"
            description="Saved as a receipt of this invoice"
            placeholder="0.00"
            inputMode="decimal"
            autoComplete="off"
            w={180}
            value={payment.receivedNow}
            onChange={(event) =>
              dispatch({ type: 'setPayment', patch: { receivedNow: event.currentTarget.value } })
            }
            error={errors['received_now.amount']}
          />
          <Select
            label="Mode"
            description="How it was paid"
            data={MODE_OPTIONS}
            w={170}
            value={payment.mode}
            onChange={(mode) => isMode(mode) && dispatch({ type: 'setPayment', patch: { mode } })}
            allowDeselect={false}
            error={errors['received_now.mode']}
          />
          {payment.mode === 'cheque' && (
            <TextInput
              label="Cheque No"
              description="Printed on the cheque"
              w={170}
              maxLength={30}
              value={payment.chequeNumber}
              onChange={(event) =>
                dispatch({ type: 'setPayment', patch: { chequeNumber: event.currentTarget.value } })
              }
              error={errors['received_now.cheque_number']}
            />
          )}
          <Stack gap={2} ml="auto" align="flex-end">
            {payment.receivedBefore > 0 && (
              <Text size="sm" aria-label="Received before">
                Received before: {formatRupees(rupeesToPaise(payment.receivedBefore))}
              </Text>
            )}
            {left !== null && (
              <Text size="sm" fw={600} aria-label="Balance after saving">
                Balance: {formatRupees(Math.max(left, 0))}
              </Text>
            )}
          </Stack>
        </Group>
        {editing && (
          <Checkbox
            label="Print the shop's current details (Settings) on this invoice"
            description="Otherwise it keeps the details it was issued with"
            checked={payment.refreshSeller}
            error={errors.refresh_seller}
            onChange={(event) =>
              dispatch({ type: 'setPayment', patch: { refreshSeller: event.currentTarget.checked } })
            }
          />
        )}
      </Stack>
    </Paper>
  );
}
