import { VOUCHER_MODE_LABELS, type VoucherDetail } from '@bahi/domain/schemas';
import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentNumberLine } from '../../components/document-number-line';
import { contactLines, PartyCard } from '../../components/party-card';
import { displayName, formatAmount, formatDate } from '../../lib/format';
import { stateLabel } from '../../lib/place-of-supply-text';
import { voucherKindText } from '../../lib/voucher-kinds';

type VoucherDocumentProps = { voucher: VoucherDetail; actions: ReactNode };

/** A receipt or payment voucher on screen, with the same particulars as its PDF. */
export function VoucherDocument({ voucher, actions }: VoucherDocumentProps) {
  const text = voucherKindText(voucher.kind);
  const { seller, party } = voucher;
  return (
    <Paper withBorder radius="sm" p={{ base: 'sm', sm: 'lg' }} className="bahi-voucher">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h2">
              {text.title}
            </Title>
            <DocumentNumberLine
              label="Voucher No"
              number={voucher.voucher_number}
              date={voucher.date}
              numberTestId="voucher-number"
            />
          </div>
          <Group gap="xs" className="bahi-print-hide">
            {actions}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PartyCard
            heading="Seller"
            name={seller.name}
            lines={contactLines(
              { ...seller, email: null },
              stateLabel(seller.state_name, seller.state_code),
              'Not registered under GST',
            )}
          />
          <PartyCard
            heading={text.partyCaption}
            name={
              voucher.kind === 'receipt' && party.id !== null ? (
                <Anchor component={Link} to={`/customer/${party.id}`}>
                  {displayName(party.name)}
                </Anchor>
              ) : (
                displayName(party.name)
              )
            }
            lines={[
              { label: 'GSTIN', value: party.gstin },
              { label: 'Phone', value: party.phone },
              { label: 'Address', value: party.address },
            ]}
          />
        </SimpleGrid>
        <Paper withBorder p="sm" radius="sm">
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={2}>
              <Text size="xs" tt="uppercase" fw={600} c="dimmed">
                Amount
              </Text>
              <Text fz={26} fw={700} data-testid="voucher-amount">
                {formatAmount(voucher.amount)}
              </Text>
              <Text fw={500}>{voucher.amount_in_words}</Text>
            </Stack>
            <Stack gap={2}>
              <DetailLine label="Mode" value={VOUCHER_MODE_LABELS[voucher.mode]} />
              <DetailLine label="Cheque No" value={voucher.cheque_number} />
              <DetailLine label="Reference" value={voucher.reference} />
            </Stack>
          </Group>
        </Paper>
        <SettlesTable voucher={voucher} />
      </Stack>
    </Paper>
  );
}

function DetailLine({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

function SettlesTable({ voucher }: { voucher: VoucherDetail }) {
  const text = voucherKindText(voucher.kind);
  const link = (id: number) => (voucher.kind === 'receipt' ? `/invoice/${id}` : `/purchase/${id}`);
  return (
    <Table.ScrollContainer minWidth={340} type="native">
      <Table withTableBorder striped verticalSpacing={6} aria-label="Settles">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text.documentLabel}</Table.Th>
            <Table.Th ta="right">{text.documentLabel} Total</Table.Th>
            <Table.Th ta="right">Amount Applied</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {voucher.allocations.map((allocation) => (
            <Table.Tr key={allocation.document_id}>
              <Table.Td>
                <Anchor component={Link} to={link(allocation.document_id)} size="sm">
                  {allocation.document_number}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatDate(allocation.document_date)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatAmount(allocation.document_total)}</Table.Td>
              <Table.Td ta="right">{formatAmount(allocation.amount)}</Table.Td>
            </Table.Tr>
          ))}
          {voucher.on_account > 0 && (
            <Table.Tr>
              <Table.Td colSpan={2}>On account (not against any bill)</Table.Td>
              <Table.Td ta="right">{formatAmount(voucher.on_account)}</Table.Td>
            </Table.Tr>
          )}
          <Table.Tr fw={700}>
            <Table.Td colSpan={2} ta="right">
              Total
            </Table.Td>
            <Table.Td ta="right">{formatAmount(voucher.amount)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
