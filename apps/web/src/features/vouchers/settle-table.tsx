import { Checkbox, Table, Text, TextInput } from '@mantine/core';
import { formatAmount, formatDate } from '../../lib/format';
import type { VoucherKindText } from '../../lib/voucher-kinds';
import type { VoucherForm } from './use-voucher-form';

/**
 * The party's invoices (or purchases) with something left to settle. Ticking one applies its
 * whole balance; the amount can then be lowered to settle part of it.
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
            const line = state.lines[document.id];
            const name = `${text.documentLabel} ${document.number}`;
            return (
              <Table.Tr key={document.id}>
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
                    {formatDate(document.date)}
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
                    error={errors[`line.${document.id}`]}
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
