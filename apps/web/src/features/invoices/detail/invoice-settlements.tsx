import { formatDateDmy, formatRupees, rupeesToPaise } from '@bahi/domain';
import { ACCESS } from '@bahi/domain/contract';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import { Anchor, Button, Stack, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTakeBackAdvance } from '../../../api/on-account';
import { useCan } from '../../../app/session/session';
import { describeFailure, notifyFailure, notifySuccess } from '../../../components/form/notify';
import { OnAccountOffer } from '../../../components/on-account/on-account-offer';
import { alignRight, HeadedTable } from '../../../components/table/headed-table';

// What settled the invoice: the receipts applied to it (at the counter, later, or money a receipt
// had left on account) and the customer's opening advance; then, while it still owes, the
// customer's money on account offered on it.

/** Takes the customer's opening advance back off the invoice (the owner's and accountant's). */
function TakeBackButton({ invoice }: { invoice: InvoiceDetail }) {
  const takeBack = useTakeBackAdvance('customers', invoice.customer_id);
  if (!useCan(ACCESS.accounts)) return null;
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color="red"
      loading={takeBack.isPending}
      onClick={() =>
        takeBack.mutate(invoice.id, {
          onSuccess: () => notifySuccess('The opening advance is on account again.'),
          onError: (error) => notifyFailure({ title: 'Not taken back.', detail: describeFailure(error) }),
        })
      }
    >
      Take back
    </Button>
  );
}

export function InvoiceSettlements({ invoice }: { invoice: InvoiceDetail }) {
  const rows = [
    ...invoice.opening_advances.map((advance) => ({
      key: `advance-${advance.id}`,
      what: (
        <>
          Opening advance of {formatDateDmy(advance.date)} <TakeBackButton invoice={invoice} />
        </>
      ),
      date: advance.date,
      amount: advance.amount,
    })),
    ...invoice.receipts.map((receipt) => ({
      key: `receipt-${receipt.id}`,
      what: (
        <Anchor component={Link} to={`/receiptvoucher?id=${receipt.id}`}>
          Receipt {receipt.voucher_number}
        </Anchor>
      ),
      date: receipt.date,
      amount: receipt.amount,
    })),
  ];
  const owes = invoice.status !== 'Cancelled' && invoice.balance > 0;
  if (rows.length === 0 && !owes) return null;
  return (
    <Stack gap="xs">
      {owes && (
        <OnAccountOffer
          kind="customers"
          partyId={invoice.customer_id}
          documentId={invoice.id}
          balance={invoice.balance}
        />
      )}
      {rows.length > 0 && (
        <>
          <Title order={3} size="h4">
            Settled by
          </Title>
          <HeadedTable
            withTableBorder
            fz="sm"
            aria-label="Settled by"
            headings={['Settled by', 'Date', alignRight('Amount')]}
          >
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.what}</Table.Td>
                <Table.Td>{formatDateDmy(row.date)}</Table.Td>
                <Table.Td ta="right">{formatRupees(rupeesToPaise(row.amount))}</Table.Td>
              </Table.Tr>
            ))}
          </HeadedTable>
        </>
      )}
    </Stack>
  );
}
