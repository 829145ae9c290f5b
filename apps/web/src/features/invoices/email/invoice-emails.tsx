import { Stack, Table, Title } from '@mantine/core';
import { useInvoiceEmails } from './invoice-email-api';

// When the invoice was e-mailed, to whom and by whom (newest first); nothing until it is.

const sentAt = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export function InvoiceEmails({ invoiceId }: { invoiceId: number }) {
  const emails = useInvoiceEmails(invoiceId);
  const rows = emails.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        E-mailed
      </Title>
      <Table withTableBorder fz="sm" aria-label="E-mails">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sent</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{sentAt.format(new Date(row.sent_at))}</Table.Td>
              <Table.Td>{row.sent_to}</Table.Td>
              <Table.Td>{row.user_name}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
