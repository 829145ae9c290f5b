import type { Dashboard } from '@bahi/domain/schemas';
import { Anchor, Card, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InvoiceStatusBadge } from '../../components/invoice-status-badge';
import { alignRight, HeadedTable } from '../../components/table/headed-table';
import { displayName, formatAmount, formatDate } from '../../lib/format';

// The dashboard's three tables, each with its own message when it is empty.

type Row = { key: number; cells: ReactNode[] };
type SmallTableProps = { title: string; headers: string[]; empty: string; rows: Row[]; numeric: number[] };

function SmallTable({ title, headers, empty, rows, numeric }: SmallTableProps) {
  const align = (index: number) => (numeric.includes(index) ? 'right' : 'left');
  const headings = headers.map((header, index) => (numeric.includes(index) ? alignRight(header) : header));
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      <HeadedTable
        striped
        verticalSpacing={6}
        fz="sm"
        aria-label={title}
        headings={headings}
        empty={rows.length === 0 ? empty : undefined}
        emptyProps={{ ta: 'center', c: 'dimmed', py: 'md' }}
      >
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            {row.cells.map((cell, index) => (
              <Table.Td key={headers[index]} ta={align(index)}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </HeadedTable>
    </Card>
  );
}

export function TopProductsTable({ rows }: { rows: Dashboard['top_products'] }) {
  return (
    <SmallTable
      title="Top-Selling Products"
      headers={['Product', 'Quantity', 'Taxable Value']}
      numeric={[1, 2]}
      empty="No top-selling products found."
      rows={rows.map((row) => ({
        key: row.product_id,
        cells: [row.product_name, row.quantity, formatAmount(row.amount)],
      }))}
    />
  );
}

export function TopCustomersTable({ rows }: { rows: Dashboard['top_customers'] }) {
  return (
    <SmallTable
      title="Top Customers"
      headers={['Customer', 'Invoices', 'Sales']}
      numeric={[1, 2]}
      empty="No top customers found."
      rows={rows.map((row) => ({
        key: row.customer_id,
        cells: [
          <Anchor key="name" component={Link} to={`/invoices/customer/${row.customer_id}`} size="sm">
            {displayName(row.customer_name)}
          </Anchor>,
          row.invoices,
          formatAmount(row.amount),
        ],
      }))}
    />
  );
}

export function RecentOrdersTable({ rows }: { rows: Dashboard['recent_orders'] }) {
  return (
    <SmallTable
      title="Recent Orders"
      headers={['ID', 'Customer', 'Status', 'Total', 'Date']}
      numeric={[3]}
      empty="No recent orders found."
      rows={rows.map((row) => ({
        key: row.id,
        cells: [
          <Anchor key="id" component={Link} to={`/invoice/${row.id}`} size="sm">
            {row.invoice_number}
          </Anchor>,
          displayName(row.customer_name),
          <InvoiceStatusBadge key="status" status={row.status} />,
          formatAmount(row.total),
          formatDate(row.date),
        ],
      }))}
    />
  );
}
