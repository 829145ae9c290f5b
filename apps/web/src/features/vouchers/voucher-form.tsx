import '@mantine/dates/styles.css';
import { rupeesToPaise } from '@bahi/domain';
import {
  VOUCHER_MODE_LABELS,
  VOUCHER_MODES,
  type VoucherDetail,
  type VoucherMode,
} from '@bahi/domain/schemas';
import { Alert, Button, Grid, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { CALENDAR_PROPS } from '../../lib/calendar-props';
import { formatAmount, parseDmyDate } from '../../lib/format';
import type { VoucherKindText } from '../../lib/voucher-kinds';
import { PartyChoice } from './party-choice';
import { SettleTable } from './settle-table';
import { useVoucherForm } from './use-voucher-form';
import { appliedPaise, tickedDocuments } from './voucher-form-values';

const MODE_OPTIONS = VOUCHER_MODES.map((mode) => ({ value: mode, label: VOUCHER_MODE_LABELS[mode] }));

type VoucherFormProps = {
  text: VoucherKindText;
  initialPartyId: number | null;
  onSaved: (voucher: VoucherDetail) => void;
};

/** Issues a receipt or payment: party, date, mode, what it settles, and the amount. */
export function VoucherForm({ text, initialPartyId, onSaved }: VoucherFormProps) {
  const form = useVoucherForm(text, initialPartyId, onSaved);
  const { state, errors, documents } = form;
  const ticked = tickedDocuments(state, documents);
  const applied = appliedPaise(state, documents);
  const typed = /^\d+(\.\d{0,2})?$/.test(state.amount.trim()) ? rupeesToPaise(state.amount.trim()) : null;
  const handPicked = state.manual && ticked.length > 0;
  const onAccount = typed === null || handPicked ? 0 : typed - applied;
  const settles =
    ticked.length === 0
      ? 'On account: not against any bill'
      : `Settles ${ticked.map((document) => document.number).join(', ')}` +
        (onAccount > 0 ? `; ${formatAmount(onAccount / 100)} stays on account` : '');

  return (
    <Paper withBorder radius="sm" p={{ base: 'sm', sm: 'lg' }} maw={980}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <Stack gap="md">
          <Group justify="space-between" align="baseline" gap="xs">
            <Title order={2} size="h3">
              New {text.label}
            </Title>
            <Text size="sm" c="dimmed">
              Voucher No: <strong>{form.nextNumber.data ?? '…'}</strong> (given on saving)
            </Text>
          </Group>
          <Grid gap="sm" align="flex-start">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <PartyChoice
                text={text}
                partyId={state.partyId}
                error={errors[text.partyField]}
                onChange={form.choosePartyId}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
              <DateInput
                {...CALENDAR_PROPS}
                label="Date"
                placeholder="dd/mm/yyyy"
                valueFormat="DD/MM/YYYY"
                dateParser={parseDmyDate}
                value={state.date || null}
                error={errors.date}
                onChange={(value) => form.change({ date: value ?? '' }, ['date'])}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
              <Select
                label="Mode"
                data={MODE_OPTIONS}
                searchable
                allowDeselect={false}
                value={state.mode || null}
                error={errors.mode}
                onChange={(value) =>
                  form.change({ mode: (value ?? '') as VoucherMode | '' }, ['mode', 'cheque_number'])
                }
              />
            </Grid.Col>
            {state.mode === 'cheque' && (
              <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
                <TextInput
                  label="Cheque No"
                  autoComplete="off"
                  value={state.chequeNumber}
                  error={errors.cheque_number}
                  onChange={(event) =>
                    form.change({ chequeNumber: event.currentTarget.value }, ['cheque_number'])
                  }
                />
              </Grid.Col>
            )}
            <Grid.Col span={{ base: 12, xs: 6, md: state.mode === 'cheque' ? 9 : 12 }}>
              <TextInput
                label="Reference"
                description="UTR, UPI transaction id or a note"
                autoComplete="off"
                value={state.reference}
                error={errors.reference}
                onChange={(event) => form.change({ reference: event.currentTarget.value }, ['reference'])}
              />
            </Grid.Col>
          </Grid>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={text.amountLabel}
              description={
                handPicked ? `The sum of the ${text.documentLabel.toLowerCase()}s ticked below` : settles
              }
              inputMode="decimal"
              w={320}
              readOnly={handPicked}
              variant={handPicked ? 'filled' : 'default'}
              value={handPicked ? formatAmount(applied / 100) : state.amount}
              error={errors.amount}
              onChange={(event) => form.setAmount(event.currentTarget.value)}
            />
            {state.manual && (
              <Button variant="default" onClick={form.settleOldestFirst}>
                Settle oldest first
              </Button>
            )}
          </Group>
          <SettleTable text={text} form={form} />
          {errors._form && <Alert color="red">{errors._form}</Alert>}
          <Group justify="flex-end" align="flex-end" gap="sm">
            <Button type="submit" loading={form.saving || form.billsLoading}>
              Save {text.label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
