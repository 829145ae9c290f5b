import { DEFAULT_TALLY_LEDGERS, TALLY_LEDGER_ROLES, type TallyLedgerRole } from '@bahi/domain';
import { EXPENSE_CATEGORIES, type TallySettings } from '@bahi/domain/schemas';
import { Button, Paper, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { notifyFailure, notifySuccess } from '../../components/form/notify';
import { useSaveTallySettings } from './tally-export-api';

// The ledger names of the accountant's Tally company, set once: the export posts to exactly these.

// Each role is labelled by its usual ledger name; the bank's says what it carries.
const ROLE_LABELS: Record<TallyLedgerRole, string> = {
  ...DEFAULT_TALLY_LEDGERS,
  bank: 'Bank (UPI, transfers, cheques, cards)',
  round_off: 'Round off',
};

export function TallySettingsCard({ settings }: { settings: TallySettings }) {
  const [company, setCompany] = useState(settings.company);
  const [ledgers, setLedgers] = useState(settings.ledgers);
  const [expenseLedgers, setExpenseLedgers] = useState(settings.expense_ledgers);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useSaveTallySettings();
  const submit = () =>
    save.mutate(
      { company, ledgers, expense_ledgers: expenseLedgers, version: settings.version },
      {
        onSuccess: () => {
          setErrors({});
          notifySuccess('Tally ledger names saved');
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fieldErrors);
          notifyFailure({ title: 'Tally ledger names were not saved.', detail: error.message });
        },
      },
    );
  return (
    <Paper withBorder p="sm">
      <Title order={3} size="h5">
        Tally company and ledger names
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Type each name as it is in Tally. Left blank, an expense posts to a ledger named after its category.
      </Text>
      <TextInput
        label="Tally company (blank: the one open in Tally)"
        value={company}
        onChange={(event) => setCompany(event.currentTarget.value)}
        error={errors.company?.[0]}
        maw={420}
        mb="sm"
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {TALLY_LEDGER_ROLES.map((role) => (
          <TextInput
            key={role}
            label={`${ROLE_LABELS[role]} ledger`}
            value={ledgers[role]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setLedgers((current) => ({ ...current, [role]: value }));
            }}
            error={errors[`ledgers.${role}`]?.[0]}
          />
        ))}
        {EXPENSE_CATEGORIES.map((category) => (
          <TextInput
            key={category}
            label={`Expense: ${category}`}
            value={expenseLedgers[category]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setExpenseLedgers((current) => ({ ...current, [category]: value }));
            }}
            error={errors[`expense_ledgers.${category}`]?.[0]}
          />
        ))}
      </SimpleGrid>
      <Button mt="sm" variant="default" onClick={submit} loading={save.isPending}>
        Save ledger names
      </Button>
    </Paper>
  );
}
