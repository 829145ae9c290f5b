import type { Dashboard } from '@bahi/domain/schemas';
import { Anchor, Card, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InvoiceStatusBadge } from '../../components/invoice-status-badge';
import { displayName, formatAmount, formatDate } from '../../lib/format';

// The dashboard's three tables, each with its own message when it is empty.

type Row = { key: number; cells: ReactNode[] };
type SmallTableProps = { title: string; headers: string[]; empty: string; rows: Row[]; numeric: number[] };

function SmallTable({ title, headers, empty, rows, numeric }: SmallTableProps) {
  const align = (index: number) => (numeric.includes(index) ? 'right' : 'left');
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      <Table striped verticalSpacing={6} fz="sm" aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header, index) => (
              <Table.Th key={header} ta={align(index)}>
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={headers.length} ta="center" c="dimmed" py="md">
                {empty}
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.key}>
                {row.cells.map((cell, index) => (
                  <Table.Td key={headers[index]} ta={align(index)}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
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
