import { formatRupees, rupeesToPaise } from '@bahi/domain';
import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useApplyOnAccount, useOnAccount } from '../../api/on-account';
import type { PartyKind } from '../../api/opening';
import { useOpenDocuments } from '../../api/vouchers';
import { useCan } from '../../app/session/session';
import { formatAmount, formatDate } from '../../lib/format';
import { describeFailure, notifyFailure, notifySuccess } from '../form/notify';
import { alignRight, HeadedTable } from '../table/headed-table';
import { applyBody, fillOldestFirst, type OpenBill, problemsByBill } from './on-account-allocations';
import { WHO_MAY_APPLY } from './on-account-offer';

// On the party's page, while it has money on account: the open invoices (purchases) with an
// amount to apply against each, filled oldest first on request, applied in one go.

const WORDS = {
  customers: { bills: 'invoices', voucher: 'receipt' },
  suppliers: { bills: 'purchases', voucher: 'payment' },
} as const;

export function OnAccountPanel({ kind, partyId }: { kind: PartyKind; partyId: number }) {
  const onAccount = useOnAccount(kind, partyId);
  const open = useOpenDocuments(kind === 'customers' ? 'receipt' : 'payment', partyId);
  const apply = useApplyOnAccount(kind, partyId);
  const mayApply = useCan(WHO_MAY_APPLY[kind]);
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [problems, setProblems] = useState<{ rows: Record<number, string>; general: string | null }>({
    rows: {},
    general: null,
  });
  const available = onAccount.data?.on_account ?? 0;
  const bills: (OpenBill & { number: string })[] = (open.data ?? []).filter((row) => row.kind === 'document');
  if (available <= 0) return null;

  const save = () => {
    const body = applyBody(bills, amounts);
    apply.mutate(body, {
      onSuccess: (result) => {
        const total = result.applied.reduce((sum, a) => sum + rupeesToPaise(a.amount), 0);
        notifySuccess(`${formatRupees(total)} on account applied.`);
        setAmounts({});
        setProblems({ rows: {}, general: null });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422)
          setProblems(problemsByBill(body, error.fieldErrors));
        else
          notifyFailure({ title: 'The money on account was not applied.', detail: describeFailure(error) });
      },
    });
  };

  return (
    <Stack gap="xs" aria-label="Money on account" role="region">
      <Title order={3} size="h4">
        Money on account
      </Title>
      <Text size="sm">
        <b>{formatRupees(rupeesToPaise(available))}</b> on account: the opening advance and what{' '}
        {WORDS[kind].voucher}s left unapplied. Type what to apply to each of the open {WORDS[kind].bills}; no
        money moves, the balance stays.
      </Text>
      {problems.general && (
        <Alert color="red" role="alert">
          {problems.general}
        </Alert>
      )}
      {bills.length === 0 ? (
        <Text size="sm" c="dimmed">
          No open {WORDS[kind].bills} to apply it to.
        </Text>
      ) : (
        <HeadedTable
          withTableBorder
          fz="sm"
          aria-label={`Open ${WORDS[kind].bills}`}
          headings={['Bill No', 'Date', alignRight('Left'), alignRight('Apply')]}
        >
          {bills.map((bill) => (
            <Table.Tr key={bill.id}>
              <Table.Td>{bill.number}</Table.Td>
              <Table.Td>{formatDate(bill.date)}</Table.Td>
              <Table.Td ta="right">{formatAmount(bill.balance)}</Table.Td>
              <Table.Td ta="right">
                <TextInput
                  aria-label={`Apply to ${bill.number}`}
                  inputMode="decimal"
                  size="xs"
                  w={120}
                  ml="auto"
                  disabled={!mayApply}
                  value={amounts[bill.id] ?? ''}
                  error={problems.rows[bill.id]}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setAmounts((current) => ({ ...current, [bill.id]: value }));
                  }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </HeadedTable>
      )}
      {mayApply && bills.length > 0 && (
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setAmounts(fillOldestFirst(available, bills))}>
            Fill oldest first
          </Button>
          <Button size="xs" onClick={save} loading={apply.isPending}>
            Apply on account
          </Button>
        </Group>
      )}
    </Stack>
  );
}
