import { formatDateDmy, formatRupees, rupeesToPaise } from '@bahi/domain';
import { ACCESS } from '@bahi/domain/contract';
import type { PurchaseDetail } from '@bahi/domain/schemas';
import { Anchor, Badge, Button, Stack, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCan } from '../../app/session/session';
import { alignRight, HeadedTable } from '../../components/table/headed-table';

// A purchase's returns and value notes (their screens are the purchase-returns feature's), and the
// buttons that send goods back or record the supplier's credit note without goods (accountant and
// owner).

const PURCHASE_RETURNS_PATH = '/purchase-returns';

export function ReturnGoodsAction({ purchase }: { purchase: PurchaseDetail }) {
  const canIssue = useCan(ACCESS.accounts);
  if (!canIssue || purchase.status === 'Cancelled') return null;
  return (
    <>
      <Button variant="light" component={Link} to={`/purchase/${purchase.id}/return`}>
        Return goods
      </Button>
      <Button variant="light" component={Link} to={`/purchase/${purchase.id}/value-note`}>
        Record value note
      </Button>
    </>
  );
}

export function ReturnsOfPurchase({ purchase }: { purchase: PurchaseDetail }) {
  if (purchase.returns.length === 0) return null;
  return (
    <Stack gap="xs" maw={1100}>
      <Title order={3} size="h4">
        Purchase returns and value notes
      </Title>
      <HeadedTable
        withTableBorder
        fz="sm"
        aria-label="Purchase returns"
        headings={['Number', 'Date', alignRight('Total'), 'Status']}
      >
        {purchase.returns.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>
              <Anchor component={Link} to={`${PURCHASE_RETURNS_PATH}/${entry.id}`}>
                {entry.return_number}
              </Anchor>
            </Table.Td>
            <Table.Td>{formatDateDmy(entry.date)}</Table.Td>
            <Table.Td ta="right">{formatRupees(rupeesToPaise(entry.grand_total))}</Table.Td>
            <Table.Td>
              <Badge color={entry.status === 'Cancelled' ? 'red' : 'gray'}>{entry.status}</Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </HeadedTable>
    </Stack>
  );
}
