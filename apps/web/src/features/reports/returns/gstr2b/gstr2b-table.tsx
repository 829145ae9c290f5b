import { formatDateDmy } from '@bahi/domain';
import { gstr2bRoutes } from '@bahi/domain/contract';
import type { Gstr2bRowAnswer } from '@bahi/domain/schemas';
import { Anchor, Badge, Button, Group, Select, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCan } from '../../../../app/session/session';
import { describeFailure, notifyFailure } from '../../../../components/form/notify';
import { amountText } from '../../report-definitions';
import { useDecideGstr2b, useUndoGstr2b } from './gstr2b-api';

// The rows of a month's matching: the supplier's document, the books' document, what differs, the
// credit the row brings to GSTR-3B, and the accountant's buttons (Owner, Accountant).

export const STATUS_LABELS: Record<Gstr2bRowAnswer['status'], string> = {
  exact: 'Exact',
  suggested: 'Suggested',
  mismatch: 'Mismatch',
  missing_in_2b: 'Missing in 2B',
  missing_in_books: 'Missing in Bahi',
};
const STATUS_COLORS: Record<Gstr2bRowAnswer['status'], string> = {
  exact: 'green',
  suggested: 'blue',
  mismatch: 'orange',
  missing_in_2b: 'gray',
  missing_in_books: 'red',
};
const DECISION_LABELS = { accept: 'Accepted', link: 'Linked', claim_later: 'Claim later' } as const;
const BOOKS_LABELS = {
  purchase: 'Purchase',
  purchase_return: 'Purchase return',
  expense: 'Expense',
} as const;
const BOOKS_PATHS = {
  purchase: '/purchase',
  purchase_return: '/purchase-returns',
  expense: '/backoffice/expenses',
};

type Doc = { number: string; supplier_name: string; supplier_gstin: string; date: string; taxable: number };
const tax = (doc: { igst: number; cgst: number; sgst: number }) => doc.igst + doc.cgst + doc.sgst;

function DocumentCell({
  doc,
  extra,
}: {
  doc: (Doc & { igst: number; cgst: number; sgst: number }) | null;
  extra?: string;
}) {
  if (!doc) return <Text size="sm">—</Text>;
  return (
    <Text size="sm">
      {extra ? `${extra} ` : ''}
      {doc.number || '(no bill number)'} · {doc.supplier_name} ({doc.supplier_gstin}) ·{' '}
      {formatDateDmy(doc.date)} · {amountText(doc.taxable)} + GST {amountText(tax(doc))}
    </Text>
  );
}

function RowActions({ row, candidates }: { row: Gstr2bRowAnswer; candidates: Gstr2bRowAnswer[] }) {
  const decide = useDecideGstr2b();
  const undo = useUndoGstr2b();
  const twoB = row.two_b;
  const failed = (error: unknown) => notifyFailure({ title: 'Not saved.', detail: describeFailure(error) });
  if (row.decision) {
    const id = row.decision.id;
    return (
      <Button
        size="xs"
        variant="default"
        loading={undo.isPending}
        onClick={() => undo.mutate(id, { onError: failed })}
      >
        Undo
      </Button>
    );
  }
  if (!twoB) return null;
  const act = (body: Parameters<typeof decide.mutate>[0]) => decide.mutate(body, { onError: failed });
  const linkable = candidates.flatMap((other) =>
    other.books &&
    !other.decision &&
    other.books.id !== row.books?.id &&
    (twoB.kind === 'note') === (other.books.type === 'purchase_return')
      ? [other.books]
      : [],
  );
  return (
    <Group gap="xs" wrap="nowrap">
      {row.status === 'suggested' && (
        <Button
          size="xs"
          loading={decide.isPending}
          onClick={() => act({ two_b_id: twoB.id, action: 'accept' })}
        >
          Accept
        </Button>
      )}
      {(row.status === 'suggested' || row.status === 'exact') && (
        <Button size="xs" variant="light" onClick={() => act({ two_b_id: twoB.id, action: 'claim_later' })}>
          Claim later
        </Button>
      )}
      {(row.status === 'mismatch' || row.status === 'missing_in_books') && linkable.length > 0 && (
        <Select
          size="xs"
          w={220}
          aria-label={`Link ${twoB.number} to`}
          placeholder="Link to…"
          data={linkable.map((doc) => ({
            value: `${doc.type}:${doc.id}`,
            label: `${BOOKS_LABELS[doc.type]} ${doc.number || doc.id} · ${formatDateDmy(doc.date)} · ${amountText(doc.taxable)}`,
          }))}
          onChange={(value) => {
            if (!value) return;
            const [type, id] = value.split(':');
            act({ two_b_id: twoB.id, action: 'link', books: { type: type as 'purchase', id: Number(id) } });
          }}
        />
      )}
      {row.return_against_purchase_id !== null && (
        <>
          <Anchor component={Link} size="sm" to={`/purchase/${row.return_against_purchase_id}/return`}>
            Record purchase return
          </Anchor>
          <Anchor
            component={Link}
            size="sm"
            to={`/purchase/${row.return_against_purchase_id}/value-note?${new URLSearchParams({ note: twoB.number, date: twoB.date })}`}
          >
            Record as value note
          </Anchor>
        </>
      )}
    </Group>
  );
}

export function Gstr2bTable({
  rows,
  candidates,
}: {
  rows: Gstr2bRowAnswer[];
  candidates: Gstr2bRowAnswer[];
}) {
  const mayDecide = useCan(gstr2bRoutes.decide.roles);
  if (rows.length === 0) return <Text size="sm">No documents with this status.</Text>;
  return (
    <Table striped withTableBorder aria-label="GSTR-2B matching">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Status</Table.Th>
          <Table.Th>In GSTR-2B</Table.Th>
          <Table.Th>In Bahi</Table.Th>
          <Table.Th>Credit this month</Table.Th>
          {mayDecide && <Table.Th>Action</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={`${row.two_b?.id ?? '-'}:${row.books ? `${row.books.type}:${row.books.id}` : '-'}`}>
            <Table.Td>
              <Badge color={STATUS_COLORS[row.status]}>{STATUS_LABELS[row.status]}</Badge>
              {row.decision && (
                <Text size="xs">
                  {DECISION_LABELS[row.decision.action]}
                  {row.decision.claim_period ? ` (${row.decision.claim_period})` : ''}
                </Text>
              )}
              {row.differences.length > 0 && (
                <Text size="xs" c="dimmed">
                  Differs: {row.differences.join(', ').replaceAll('_', ' ')}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <DocumentCell
                doc={row.two_b}
                extra={row.two_b?.kind === 'note' ? `Note ${row.two_b.note_type ?? ''}` : undefined}
              />
            </Table.Td>
            <Table.Td>
              {row.books ? (
                <Anchor
                  component={Link}
                  size="sm"
                  to={`${BOOKS_PATHS[row.books.type]}/${row.books.type === 'expense' ? '' : row.books.id}`}
                >
                  <DocumentCell doc={row.books} extra={BOOKS_LABELS[row.books.type]} />
                </Anchor>
              ) : (
                <Text size="sm">—</Text>
              )}
            </Table.Td>
            <Table.Td>{amountText(tax(row.credit))}</Table.Td>
            {mayDecide && (
              <Table.Td>
                <RowActions row={row} candidates={candidates} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
