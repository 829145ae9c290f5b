import { Stack, Table, Title } from '@mantine/core';
import { HeadedTable } from '../../../components/table/headed-table';
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
      <HeadedTable withTableBorder fz="sm" aria-label="E-mails" headings={['Sent', 'To', 'By']}>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{sentAt.format(new Date(row.sent_at))}</Table.Td>
            <Table.Td>{row.sent_to}</Table.Td>
            <Table.Td>{row.user_name}</Table.Td>
          </Table.Tr>
        ))}
      </HeadedTable>
    </Stack>
  );
}
