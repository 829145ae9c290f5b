import type { ReturnSettings, ReturnSettingsInput } from '@bahi/domain/schemas';
import { Button, Group, Paper, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { notifyFailure, notifySuccess } from '../../../components/form/notify';
import { useSaveReturnSettings } from './returns-api';

/** How the shop files: monthly or quarterly, from which period the HSN summary is split, HSN digits. */
export function ReturnSettingsCard({ settings }: { settings: ReturnSettings }) {
  const [frequency, setFrequency] = useState(settings.frequency);
  const [splitFrom, setSplitFrom] = useState(settings.hsn_split_from);
  const [digits, setDigits] = useState<'4' | '6'>(settings.hsn_digits === 6 ? '6' : '4');
  const [opening, setOpening] = useState({
    igst: String(settings.opening_credit.igst),
    cgst: String(settings.opening_credit.cgst),
    sgst: String(settings.opening_credit.sgst),
  });
  const [openingPeriod, setOpeningPeriod] = useState(settings.opening_credit_period ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useSaveReturnSettings();

  const submit = () =>
    save.mutate(
      {
        frequency,
        hsn_split_from: splitFrom.trim(),
        hsn_digits: digits === '6' ? 6 : 4,
        ...(settings.opening_credit_editable
          ? {
              // Typed text goes as it is: the server reads numeric text and names a bad field.
              opening_credit: opening as unknown as ReturnSettingsInput['opening_credit'],
              opening_credit_period: openingPeriod.trim() === '' ? null : openingPeriod.trim(),
            }
          : {}),
        version: settings.version,
      },
      {
        onSuccess: () => {
          setErrors({});
          notifySuccess('Return settings saved');
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fieldErrors);
          notifyFailure({ title: 'Return settings were not saved.', detail: error.message });
        },
      },
    );

  return (
    <Paper withBorder p="sm">
      <Group align="flex-end" gap="md" wrap="wrap">
        <div>
          <Text size="sm" fw={500} id="return-frequency">
            Filing
          </Text>
          <SegmentedControl
            aria-labelledby="return-frequency"
            value={frequency}
            onChange={(value) => setFrequency(value === 'quarterly' ? 'quarterly' : 'monthly')}
            data={[
              { value: 'monthly', label: 'Monthly' },
              { value: 'quarterly', label: 'Quarterly (QRMP)' },
            ]}
          />
        </div>
        <TextInput
          label="HSN split into B2B/B2C from (MMYYYY)"
          value={splitFrom}
          onChange={(event) => setSplitFrom(event.currentTarget.value)}
          error={errors.hsn_split_from?.[0]}
          w={260}
        />
        <div>
          <Text size="sm" fw={500} id="hsn-digits">
            HSN digits required
          </Text>
          <SegmentedControl
            aria-labelledby="hsn-digits"
            value={digits}
            onChange={(value) => setDigits(value === '6' ? '6' : '4')}
            data={[
              { value: '4', label: '4 (turnover up to ₹5 crore)' },
              { value: '6', label: '6 (above ₹5 crore)' },
            ]}
          />
        </div>
        <TextInput
          label="Credit ledger starts (MMYYYY)"
          description="Empty: the first month of the books"
          value={openingPeriod}
          onChange={(event) => setOpeningPeriod(event.currentTarget.value)}
          error={errors.opening_credit_period?.[0]}
          disabled={!settings.opening_credit_editable}
          w={220}
        />
        {(['igst', 'cgst', 'sgst'] as const).map((head) => (
          <TextInput
            key={head}
            label={`Opening ${head.toUpperCase()} credit (₹)`}
            value={opening[head]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setOpening((current) => ({ ...current, [head]: value }));
            }}
            error={errors[`opening_credit.${head}`]?.[0]}
            disabled={!settings.opening_credit_editable}
            inputMode="decimal"
            w={170}
          />
        ))}
        <Button onClick={submit} loading={save.isPending} variant="default">
          Save return settings
        </Button>
      </Group>
    </Paper>
  );
}
