import { OPENING_KIND_LABELS, OPENING_KINDS, type OpeningKind } from '@bahi/domain/schemas';
import { Alert, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../api/api-error';
import { type PartyKind, useAddOpeningBill, useOpeningBills, useRemoveOpeningBill } from '../api/opening';
import { formatAmount, formatDate } from '../lib/format';
import { describeFailure, notifyFailure, notifySuccess } from './form/notify';
import { EMPTY_OPENING_BILL, fieldMessages, openingBillBody } from './opening-bill-form';
import { alignRight, HeadedTable } from './table/headed-table';

// A party's opening balances: the bills still due from the old books and any advance, dated
// before the books' start date; a bill no voucher has settled can be deleted.

export function OpeningBalances({ kind, partyId }: { kind: PartyKind; partyId: number }) {
  const bills = useOpeningBills(kind, partyId);
  const add = useAddOpeningBill(kind, partyId);
  const remove = useRemoveOpeningBill();
  const [form, setForm] = useState(EMPTY_OPENING_BILL);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const start = bills.data?.books_start_date;

  const save = () => {
    add.mutate(openingBillBody(form), {
      onSuccess: () => {
        notifySuccess('Opening balance saved.');
        setForm(EMPTY_OPENING_BILL);
        setErrors({});
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) {
          setErrors(fieldMessages(error.fieldErrors));
        } else notifyFailure({ title: 'The opening balance was not saved.', detail: describeFailure(error) });
      },
    });
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Opening balances
      </Title>
      <Text size="sm" c="dimmed">
        {start
          ? `Bills still due from the old books and any advance, dated before the books' start (${formatDate(start)}).`
          : "Set the books' start date in Settings before entering opening balances."}
      </Text>
      {bills.isError && <Alert color="red">{bills.error.message}</Alert>}
      {(bills.data?.data.length ?? 0) > 0 && (
        <HeadedTable
          withTableBorder
          striped
          aria-label="Opening balances"
          headings={['Type', 'Bill No', 'Date', 'Due', alignRight('Amount'), alignRight('Left'), '']}
        >
          {bills.data?.data.map((bill) => (
            <Table.Tr key={bill.id}>
              <Table.Td>{OPENING_KIND_LABELS[bill.kind]}</Table.Td>
              <Table.Td>{bill.number ?? ''}</Table.Td>
              <Table.Td>{formatDate(bill.date)}</Table.Td>
              <Table.Td>{bill.due_date ? formatDate(bill.due_date) : ''}</Table.Td>
              <Table.Td ta="right">{formatAmount(bill.amount)}</Table.Td>
              <Table.Td ta="right">{formatAmount(bill.balance)}</Table.Td>
              <Table.Td>
                {bill.settled === 0 && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() =>
                      remove.mutate(bill.id, {
                        onError: (error) =>
                          notifyFailure({ title: 'Not deleted.', detail: describeFailure(error) }),
                      })
                    }
                  >
                    Delete
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </HeadedTable>
      )}
      <Group align="flex-start" gap="xs">
        <Select
          label="Type"
          w={190}
          allowDeselect={false}
          data={OPENING_KINDS.map((value) => ({ value, label: OPENING_KIND_LABELS[value] }))}
          value={form.kind}
          onChange={(value) => setForm({ ...form, kind: (value ?? 'bill') as OpeningKind })}
        />
        {form.kind === 'bill' && (
          <TextInput
            label="Bill No"
            w={130}
            value={form.number}
            error={errors.number}
            onChange={(event) => setForm({ ...form, number: event.currentTarget.value })}
          />
        )}
        <TextInput
          label="Bill Date"
          placeholder="YYYY-MM-DD"
          w={130}
          value={form.date}
          error={errors.date}
          onChange={(event) => setForm({ ...form, date: event.currentTarget.value })}
        />
        <TextInput
          label="Amount"
          inputMode="decimal"
          w={130}
          value={form.amount}
          error={errors.amount}
          onChange={(event) => setForm({ ...form, amount: event.currentTarget.value })}
        />
        {form.kind === 'bill' && (
          <TextInput
            label="Due Date"
            placeholder="YYYY-MM-DD"
            w={130}
            value={form.due_date}
            error={errors.due_date}
            onChange={(event) => setForm({ ...form, due_date: event.currentTarget.value })}
          />
        )}
        <Button mt={24} onClick={save} loading={add.isPending}>
          Add
        </Button>
      </Group>
    </Stack>
  );
}
