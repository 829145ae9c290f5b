import { formatRupees, rupeesToPaise } from '@bahi/domain';
import { ACCESS, type RouteRoles } from '@bahi/domain/contract';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useApplyOnAccount, useOnAccount } from '../../api/on-account';
import type { PartyKind } from '../../api/opening';
import { useCan } from '../../app/session/session';
import { describeFailure, notifyFailure, notifySuccess } from '../form/notify';

// On a bill that still owes, the party's money on account (paid ahead, or left over from a receipt
// or payment) and one button that sets it against this bill: no money moves, the bill's balance
// falls by what is applied (at most what it owes, at most what is on account).

export const WHO_MAY_APPLY: Record<PartyKind, RouteRoles> = {
  customers: ACCESS.billing,
  suppliers: ACCESS.accounts,
};

type OnAccountOfferProps = {
  kind: PartyKind;
  partyId: number;
  documentId: number;
  /** What the bill still owes, in rupees. */
  balance: number;
};

/** The amount to apply: what is on account, at most what the bill owes (paise). */
export function amountToApply(onAccount: number, balance: number): number {
  return Math.max(0, Math.min(rupeesToPaise(onAccount), rupeesToPaise(balance)));
}

export function OnAccountOffer({ kind, partyId, documentId, balance }: OnAccountOfferProps) {
  const onAccount = useOnAccount(kind, partyId);
  const apply = useApplyOnAccount(kind, partyId);
  const mayApply = useCan(WHO_MAY_APPLY[kind]);
  const available = onAccount.data?.on_account ?? 0;
  const amount = amountToApply(available, balance);
  if (amount <= 0) return null;
  const onApply = () =>
    apply.mutate(
      { allocations: [{ document_id: documentId, amount: amount / 100 }] },
      {
        onSuccess: () => notifySuccess(`${formatRupees(amount)} on account applied to this bill.`),
        onError: (error) =>
          notifyFailure({ title: 'The money on account was not applied.', detail: describeFailure(error) }),
      },
    );
  return (
    <Alert color="blue" variant="light" p="xs" role="status" title="Money on account">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          <b>{formatRupees(rupeesToPaise(available))}</b> on account
          {kind === 'customers'
            ? ' (received ahead, not applied to a bill)'
            : ' (paid ahead, not applied to a bill)'}
          .
        </Text>
        {mayApply && (
          <Button size="xs" onClick={onApply} loading={apply.isPending}>
            Apply {formatRupees(amount)} to this bill
          </Button>
        )}
      </Group>
    </Alert>
  );
}
