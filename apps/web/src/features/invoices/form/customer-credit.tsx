import { creditProblemOf, describeCreditProblem, formatRupees, rupeesToPaise } from '@bahi/domain';
import { customerCreditRoutes } from '@bahi/domain/contract';
import { Alert, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useOnAccount } from '../../../api/on-account';
import type { InvoiceForm } from './use-invoice-form';

// Credit terms on the invoice form: beside the chosen customer, their credit limit, what they owe
// and what is past due, and a warning when this bill would go over the limit or bills are past
// due. The save asks the same question on the server's figures (docs/product.md, "Credit limits").

/** Query key under 'customers', so a saved invoice or receipt (which refresh customers) refreshes it. */
const creditKey = (customerId: number) => ['customers', 'credit', customerId];

function receivedPaise(text: string): number {
  try {
    return text.trim() === '' ? 0 : rupeesToPaise(text);
  } catch {
    return 0;
  }
}

function Figure({ label, value, alert = false }: { label: string; value: string; alert?: boolean }) {
  return (
    <Text size="xs" c={alert ? 'red.8' : 'dimmed'} aria-label={label}>
      {label}: <b>{value}</b>
    </Text>
  );
}

export function CustomerCredit({ form }: { form: InvoiceForm }) {
  const customerId = form.customer?.id ?? null;
  const query = useQuery({
    queryKey: creditKey(customerId ?? 0),
    queryFn: ({ signal }) =>
      callApi(customerCreditRoutes.credit, { params: { id: customerId ?? 0 } }, signal),
    enabled: customerId !== null,
    staleTime: 10_000,
  });
  // Money the customer has on account is offered on this bill once it is saved.
  const onAccount = useOnAccount('customers', customerId).data?.on_account ?? 0;
  const credit = query.data;
  if (customerId === null || !credit) return null;
  const limit = credit.credit_limit === null ? null : rupeesToPaise(credit.credit_limit);
  // A correction adds only its difference, which the server works out; the form warns on new bills.
  const added =
    form.editing || !form.live
      ? 0
      : form.live.totals.grandTotal - receivedPaise(form.values.payment.receivedNow);
  const problem = creditProblemOf(
    { limit, outstanding: rupeesToPaise(credit.outstanding), overdue: rupeesToPaise(credit.overdue) },
    added,
  );
  return (
    <>
      <Group gap="md" data-testid="customer-credit">
        <Figure label="Credit limit" value={limit === null ? 'None' : formatRupees(limit)} />
        <Figure label="Outstanding" value={formatRupees(rupeesToPaise(credit.outstanding))} />
        <Figure
          label="Overdue"
          value={formatRupees(rupeesToPaise(credit.overdue))}
          alert={credit.overdue > 0}
        />
        {credit.credit_days !== null && <Figure label="Credit days" value={String(credit.credit_days)} />}
        {onAccount > 0 && (
          <Text size="xs" c="blue.8" aria-label="On account">
            <b>{formatRupees(rupeesToPaise(onAccount))}</b> on account: apply it to this bill when it is saved
          </Text>
        )}
      </Group>
      {problem && (
        <Alert color="orange" variant="light" p="xs" role="status" title="Credit limit">
          <Text size="sm">
            {describeCreditProblem(problem, limit)} Saving asks the owner or an accountant.
          </Text>
        </Alert>
      )}
    </>
  );
}
