import { Checkbox, Table, Text, TextInput } from '@mantine/core';
import { formatAmount, formatDate } from '../../lib/format';
import type { VoucherKindText } from '../../lib/voucher-kinds';
import type { VoucherForm } from './use-voucher-form';
import { lineKey } from './voucher-form-values';

/**
 * The party's invoices (or purchases) and opening bills with something left to settle, oldest
 * first. The amount typed ticks the oldest first; ticking one by hand applies its whole balance,
 * and the amount can then be lowered to settle part of it.
 */
export function SettleTable({ text, form }: { text: VoucherKindText; form: VoucherForm }) {
  const { documents, openDocuments, state, errors } = form;
  if (state.partyId === null) return null;
  if (openDocuments.isPending) return <Text size="sm">Loading...</Text>;
  if (openDocuments.isError) {
    return (
      <Text size="sm" c="red">
        The open {text.documentLabel.toLowerCase()}s could not be loaded: {openDocuments.error.message}
      </Text>
    );
  }
  if (documents.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No {text.documentLabel.toLowerCase()}s left to settle: the amount is taken on account.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={340} type="native">
      <Table
        withTableBorder
        striped
        verticalSpacing={6}
        aria-label={`Open ${text.documentLabel.toLowerCase()}s`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>Settle</Table.Th>
            <Table.Th>{text.documentLabel}</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th w={130}>Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => {
            const key = lineKey(document);
            const line = state.lines[key];
            const label = document.kind === 'opening_bill' ? 'Opening bill' : text.documentLabel;
            const name = `${label} ${document.number}`;
            return (
              <Table.Tr key={key}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Settle ${name}`}
                    checked={line !== undefined}
                    onChange={(event) =>
                      form.setLine(document, event.currentTarget.checked ? document.balance.toFixed(2) : null)
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {document.number}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {document.kind === 'opening_bill' ? 'Opening bill, ' : ''}
                    {formatDate(document.date)}
                    {document.due_date ? `, due ${formatDate(document.due_date)}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatAmount(document.balance)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    of {formatAmount(document.grand_total)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={`Amount for ${name}`}
                    inputMode="decimal"
                    disabled={line === undefined}
                    value={line?.amount ?? ''}
                    error={errors[`line.${key}`]}
                    onChange={(event) => form.setLine(document, event.currentTarget.value)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
